import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { donutOption, periodBarsOption, stackedAreaOption, type DailyPoint, type PeriodBar, type Slice } from '../charts.ts';

export function ShareDonut({ slices, label, testId }: { slices: readonly Slice[]; label: string; testId: string }) {
  const language = useLanguage();
  return <Chart option={donutOption(slices, language)} height={280} label={label} testId={testId} />;
}

export function DailyAreas({ points, nameOf, label, testId }: { points: readonly DailyPoint[]; nameOf: (key: string) => string; label: string; testId: string }) {
  const language = useLanguage();
  return <Chart option={stackedAreaOption(points, nameOf, language)} height={300} label={label} testId={testId} />;
}

export function PeriodBars({ bars, label, testId }: { bars: readonly PeriodBar[]; label: string; testId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return <Chart option={periodBarsOption(bars, { current: t('enterprise.period.current'), previous: t('enterprise.period.previous') }, language)} height={280} label={label} testId={testId} />;
}
