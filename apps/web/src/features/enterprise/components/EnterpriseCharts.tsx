import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import {
  contributionBarsOption,
  donutOption,
  periodBarsOption,
  stackedAreaOption,
  type ContributionBar,
  type DailyPoint,
  type PeriodBar,
  type Slice,
} from '../charts.ts';

export function ShareDonut({ slices, label, testId }: { slices: readonly Slice[]; label: string; testId: string }) {
  const language = useLanguage();
  return <Chart option={donutOption(slices, language)} height={280} label={label} testId={testId} />;
}

export function DailyAreas({
  points,
  nameOf,
  order,
  label,
  testId,
}: {
  points: readonly DailyPoint[];
  nameOf: (key: string) => string;
  order: readonly string[];
  label: string;
  testId: string;
}) {
  const language = useLanguage();
  return (
    <Chart option={stackedAreaOption(points, nameOf, language, order)} height={300} label={label} testId={testId} />
  );
}

export function PeriodBars({
  bars,
  across = false,
  label,
  testId,
}: {
  bars: readonly PeriodBar[];
  across?: boolean;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const option = periodBarsOption(
    bars,
    { current: t('enterprise.period.current'), previous: t('enterprise.period.previous') },
    language,
    across,
  );
  return (
    <Chart option={option} height={across ? Math.max(200, 36 * bars.length + 60) : 280} label={label} testId={testId} />
  );
}

export function ContributionBars({
  bars,
  formatPoints,
  label,
  testId,
}: {
  bars: readonly ContributionBar[];
  formatPoints: (points: number) => string;
  label: string;
  testId: string;
}) {
  return (
    <Chart
      option={contributionBarsOption(bars, formatPoints)}
      height={Math.max(160, 28 * bars.length + 40)}
      label={label}
      testId={testId}
    />
  );
}
