import type { BrandShare, DailySales } from '@pasarlens/contracts';
import type { Language } from '@pasarlens/contracts';
import { formatIdr, formatPercent, formatShortCount } from '../../../lib/format.ts';

export const CHART_COLORS = {
  measured: '#0e7c66',
  estimated: 'rgba(14, 124, 102, 0.35)',
  units: '#f59e0b',
  other: '#cbd5e1',
} as const;

/** Diagonal hatching over the estimated part, so it reads as an estimate even without colour. */
export const ESTIMATE_DECAL = {
  symbol: 'rect',
  symbolSize: 1,
  color: 'rgba(255, 255, 255, 0.85)',
  dashArrayX: [1, 0],
  dashArrayY: [2, 4],
  rotation: -Math.PI / 4,
} as const;

export interface DailySalesLabels {
  measured: string;
  estimated: string;
  units: string;
}

/**
 * The daily sales chart (echarts option): revenue as stacked bars split into its measured part
 * and its estimated part (`revenueEstimated`, hatched and lighter), units as a line on a second
 * axis. Days without figures stay empty (null), never 0.
 */
export function dailySalesOption(days: readonly DailySales[], labels: DailySalesLabels) {
  const money = (value: unknown) => (typeof value === 'number' ? formatIdr(value) : '—');
  return {
    aria: { enabled: true },
    grid: { left: 8, right: 8, top: 40, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    legend: { top: 0, data: [labels.measured, labels.estimated, labels.units] },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: days.map((day) => day.day) },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (value: number) => formatShortCount(value) } },
      { type: 'value', splitLine: { show: false }, axisLabel: { formatter: (value: number) => formatShortCount(value) } },
    ],
    series: [
      {
        id: 'measured',
        name: labels.measured,
        type: 'bar',
        stack: 'revenue',
        itemStyle: { color: CHART_COLORS.measured },
        tooltip: { valueFormatter: money },
        data: days.map((day) => (day.revenue === null ? null : day.revenue - (day.revenueEstimated ?? 0))),
      },
      {
        id: 'estimated',
        name: labels.estimated,
        type: 'bar',
        stack: 'revenue',
        itemStyle: { color: CHART_COLORS.estimated, decal: ESTIMATE_DECAL },
        tooltip: { valueFormatter: money },
        data: days.map((day) => (day.revenue === null ? null : (day.revenueEstimated ?? 0))),
      },
      {
        id: 'units',
        name: labels.units,
        type: 'line',
        yAxisIndex: 1,
        connectNulls: false,
        symbolSize: 6,
        itemStyle: { color: CHART_COLORS.units },
        data: days.map((day) => day.units),
      },
    ],
  };
}

export interface BrandSlice {
  name: string;
  revenue: number;
  /** Fraction of the category's revenue in the range. */
  share: number;
  other: boolean;
}

/**
 * The brands' share of a category's revenue: each listed brand, plus "other" for the revenue the
 * listed brands do not cover (smaller brands, unbranded products) when the total is known.
 */
export function brandSlices(brands: readonly BrandShare[], totalRevenue: number | null, otherLabel: string): BrandSlice[] {
  const listed = brands.reduce((sum, brand) => sum + brand.revenue, 0);
  const total = Math.max(totalRevenue ?? 0, listed);
  if (total <= 0) return [];
  const slices: BrandSlice[] = brands.map((brand) => ({ name: brand.name, revenue: brand.revenue, share: brand.revenue / total, other: false }));
  const rest = total - listed;
  if (rest > 0) slices.push({ name: otherLabel, revenue: rest, share: rest / total, other: true });
  return slices;
}

/** The donut of brand shares; slices are labelled with their share, the legend names them. */
export function brandShareOption(slices: readonly BrandSlice[], language: Language) {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'item', valueFormatter: (value: unknown) => (typeof value === 'number' ? formatIdr(value) : '—') },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        id: 'brands',
        type: 'pie',
        radius: ['45%', '72%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        label: { formatter: ({ percent }: { percent?: number }) => formatPercent((percent ?? 0) / 100, language) },
        data: slices.map((slice) => ({
          name: slice.name,
          value: slice.revenue,
          ...(slice.other ? { itemStyle: { color: CHART_COLORS.other } } : {}),
        })),
      },
    ],
  };
}
