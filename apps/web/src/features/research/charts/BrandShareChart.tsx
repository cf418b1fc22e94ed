import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { Chart } from '../../../components/charts/Chart.tsx';
import { brandShareOption, type BrandSlice } from './chartOptions.ts';

/** The brands' share of a category's revenue as a donut; loaded on demand. */
export default function BrandShareChart({ slices }: { slices: readonly BrandSlice[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Chart
      option={brandShareOption(slices, language)}
      height={300}
      label={t('research.analytics.brands.title')}
      testId="brand-share-chart"
    />
  );
}
