import type { DailySales } from '@pasarlens/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { Chart } from '../../../components/charts/Chart.tsx';
import { dailySalesOption } from './chartOptions.ts';

/** Daily revenue (measured part solid, estimated part hatched) and units; loaded on demand. */
export default function SalesChart({ days }: { days: readonly DailySales[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const option = dailySalesOption(
    days,
    {
      measured: t('research.analytics.measuredRevenue'),
      estimated: t('research.analytics.estimatedRevenue'),
      units: t('research.analytics.unitsSeries'),
      range: t('research.analytics.rangeSeries'),
    },
    language,
  );
  return <Chart option={option} height={320} label={t('research.analytics.dailyTitle')} testId="sales-chart" />;
}
