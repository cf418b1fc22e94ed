import type { Language, RecapGrain, RecurringRecap, SalesRecap } from '@pasarlens/contracts';
import { formatDayShort, formatIdr, formatIdrCompact, formatMonth } from '../../lib/format.ts';

const GRID = { left: 8, right: 8, top: 40, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' };

/** A recap's period (a day, or a month as YYYY-MM) as an axis or a table writes it. */
export const periodLabel = (period: string, by: RecapGrain, language: Language) =>
  by === 'month' ? formatMonth(period.slice(0, 7), language) : formatDayShort(period, language);

/** Revenue as bars, with new and renewed subscriptions as lines on a second axis. */
export function salesOption(
  recap: SalesRecap,
  by: RecapGrain,
  labels: { revenue: string; newSubscriptions: string; renewedSubscriptions: string },
  language: Language,
) {
  return {
    aria: { enabled: true },
    color: ['#0e7c66', '#3b82f6', '#f59e0b'],
    grid: GRID,
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: recap.periods.map((p) => periodLabel(p.period, by, language)) },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (v: number) => formatIdrCompact(v, language) } },
      { type: 'value', minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      {
        name: labels.revenue,
        type: 'bar',
        data: recap.periods.map((p) => p.revenue),
        tooltip: { valueFormatter: (v: unknown) => (typeof v === 'number' ? formatIdr(v, language) : '—') },
      },
      {
        name: labels.newSubscriptions,
        type: 'line',
        yAxisIndex: 1,
        data: recap.periods.map((p) => p.newSubscriptions),
      },
      {
        name: labels.renewedSubscriptions,
        type: 'line',
        yAxisIndex: 1,
        data: recap.periods.map((p) => p.renewedSubscriptions),
      },
    ],
  };
}

/** Auto-payments started, renewed, retried and stopped, stacked per period. */
export function recurringOption(
  recap: RecurringRecap,
  by: RecapGrain,
  labels: Record<'started' | 'renewed' | 'retries' | 'stops', string>,
  language: Language,
) {
  const keys = ['started', 'renewed', 'retries', 'stops'] as const;
  return {
    aria: { enabled: true },
    color: ['#0e7c66', '#3b82f6', '#f59e0b', '#ef4444'],
    grid: GRID,
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: recap.periods.map((p) => periodLabel(p.period, by, language)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: keys.map((key) => ({
      name: labels[key],
      type: 'bar',
      stack: 'recurring',
      data: recap.periods.map((p) => p[key]),
    })),
  };
}
