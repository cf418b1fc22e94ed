import type { KeywordVolume } from '@pasarlens/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { Chart } from '../../../components/charts/Chart.tsx';
import { keywordVolumeOption } from './chartOptions.ts';

/** A keyword's daily search volume; loaded on demand. */
export default function KeywordVolumeChart({ volumes }: { volumes: readonly KeywordVolume[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Chart
      option={keywordVolumeOption(volumes, t('research.keyword.volume'), language)}
      height={300}
      label={t('research.keyword.volumeTitle')}
      testId="keyword-volume-chart"
    />
  );
}
