import type { Language } from '@pasarlens/contracts';
import { formatDayShort, formatIdr, formatIdrCompact, formatPercent } from '../../lib/format.ts';

const PALETTE = [
  '#0e7c66',
  '#f59e0b',
  '#3b82f6',
  '#ef4444',
  '#8b5cf6',
  '#14b8a6',
  '#ec4899',
  '#84cc16',
  '#f97316',
  '#64748b',
];
const money = (language: Language) => (value: unknown) =>
  typeof value === 'number' ? formatIdr(value, language) : '—';

export interface Slice {
  name: string;
  revenue: number;
}

/**
 * The slices of a share donut: the rows, then what they leave of the whole as a slice of its own
 * (one selected brand is its share of the market, not the whole donut).
 */
export function shareSlices(rows: readonly Slice[], rest?: Slice): Slice[] {
  return rest && rest.revenue > 0 ? [...rows, rest] : [...rows];
}

/** A share donut: each slice's revenue, its share in the tooltip. */
export function donutOption(slices: readonly Slice[], language: Language) {
  return {
    aria: { enabled: true },
    color: PALETTE,
    tooltip: {
      trigger: 'item',
      formatter: ({ name, value, percent }: { name: string; value: number; percent: number }) =>
        `${name}: ${formatIdrCompact(value, language)} (${formatPercent(percent / 100, language)})`,
    },
    // Long names (a category's) are cut to a width that leaves room for several to a legend page.
    legend: { bottom: 0, type: 'scroll', textStyle: { width: 96, overflow: 'truncate' }, tooltip: { show: true } },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['50%', '45%'],
        label: { show: false },
        data: slices.map((s) => ({ name: s.name, value: s.revenue })),
      },
    ],
  };
}

export interface DailyPoint {
  day: string;
  key: string;
  revenue: number;
}

/**
 * Stacked daily areas, one per key, named by `nameOf`; days without a figure for a key stay empty.
 * The keys of `order` come first and in its order, so that a key has the colour its donut slice has.
 */
export function stackedAreaOption(
  points: readonly DailyPoint[],
  nameOf: (key: string) => string,
  language: Language,
  order: readonly string[] = [],
) {
  const days = [...new Set(points.map((p) => p.day))].sort();
  const rank = (key: string) => {
    const at = order.indexOf(key);
    return at < 0 ? order.length : at;
  };
  const keys = [...new Set(points.map((p) => p.key))].sort((a, b) => rank(a) - rank(b));
  const value = new Map(points.map((p) => [`${p.key}|${p.day}`, p.revenue]));
  return {
    aria: { enabled: true },
    color: PALETTE,
    grid: { left: 8, right: 8, top: 40, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis', valueFormatter: money(language) },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: days,
      axisLabel: { formatter: (day: string) => formatDayShort(day, language) },
    },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatIdrCompact(v, language) } },
    series: keys.map((key) => ({
      name: nameOf(key),
      type: 'line',
      stack: 'revenue',
      areaStyle: {},
      showSymbol: false,
      data: days.map((day) => value.get(`${key}|${day}`) ?? null),
    })),
  };
}

export interface PeriodBar {
  name: string;
  revenue: number;
  previousRevenue: number;
}

/**
 * This period against the one before it, side by side per item; `across` lays the items down the
 * side, one per line, for names too long to stand under their bars (the price bands' bounds).
 */
export function periodBarsOption(
  bars: readonly PeriodBar[],
  labels: { current: string; previous: string },
  language: Language,
  across = false,
) {
  const items = {
    type: 'category',
    data: bars.map((b) => b.name),
    ...(across
      ? { inverse: true, axisLabel: { interval: 0 } }
      : { axisLabel: { interval: 0, width: 80, overflow: 'truncate' } }),
  };
  // Across a phone's width, amounts written in full collide: echarts leaves out the labels that would.
  const amounts = {
    type: 'value',
    splitNumber: across ? 3 : 5,
    axisLabel: { hideOverlap: true, formatter: (v: number) => formatIdrCompact(v, language) },
  };
  return {
    aria: { enabled: true },
    color: ['#0e7c66', '#cbd5e1'],
    grid: { left: 8, right: 16, top: 40, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: money(language) },
    xAxis: across ? amounts : items,
    yAxis: across ? items : amounts,
    series: [
      { name: labels.current, type: 'bar', data: bars.map((b) => b.revenue) },
      { name: labels.previous, type: 'bar', data: bars.map((b) => b.previousRevenue) },
    ],
  };
}

export interface ContributionBar {
  name: string;
  points: number;
}

/** Each item's contribution to a share change in percentage points: gains right in green, losses left in red, largest on top. */
export function contributionBarsOption(bars: readonly ContributionBar[], formatPoints: (points: number) => string) {
  const points = (value: unknown) => (typeof value === 'number' ? formatPoints(value) : '—');
  const ordered = [...bars].reverse();
  return {
    aria: { enabled: true },
    grid: { left: 8, right: 16, top: 8, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: points },
    xAxis: { type: 'value', axisLabel: { formatter: points } },
    yAxis: { type: 'category', data: ordered.map((b) => b.name), axisLabel: { width: 120, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        data: ordered.map((b) => ({ value: b.points, itemStyle: { color: b.points >= 0 ? PALETTE[0] : PALETTE[3] } })),
      },
    ],
  };
}
