import type { BrandShare, DailySales, KeywordVolume, Language, ProductSummary } from '@pasarlens/contracts';
import {
  formatCountCompact,
  formatDay,
  formatDayShort,
  formatIdr,
  formatIdrCompact,
  formatNumber,
  formatPercent,
} from '../../../lib/format.ts';

const CHART_COLORS = {
  measured: '#0e7c66',
  estimated: 'rgba(14, 124, 102, 0.35)',
  range: 'rgba(14, 124, 102, 0.14)',
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

/** A day axis: short days under the chart, the whole day over the pointer and in the tooltip. */
const dayAxis = (days: readonly string[], language: Language) => ({
  type: 'category',
  data: days,
  axisLabel: { formatter: (day: string) => formatDayShort(day, language) },
  axisPointer: { label: { formatter: ({ value }: { value: unknown }) => formatDay(String(value), language) } },
});

export interface DailySalesLabels {
  measured: string;
  estimated: string;
  units: string;
  range: string;
}

/**
 * The daily sales chart (echarts option): revenue as stacked bars split into its measured part
 * and its estimated part (`revenueEstimated`, hatched and lighter), its 80% range as a band from
 * low to high (none where measured), units as a line on a second axis. Days without figures stay
 * empty (null), never 0.
 */
export function dailySalesOption(days: readonly DailySales[], labels: DailySalesLabels, language: Language) {
  const money = (value: unknown) => (typeof value === 'number' ? formatIdr(value, language) : '—');
  return {
    aria: { enabled: true },
    grid: { left: 8, right: 8, top: 40, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    legend: { top: 0, data: [labels.measured, labels.estimated, labels.range, labels.units] },
    tooltip: { trigger: 'axis' },
    xAxis: dayAxis(
      days.map((day) => day.day),
      language,
    ),
    yAxis: [
      { type: 'value', axisLabel: { formatter: (value: number) => formatIdrCompact(value, language) } },
      {
        type: 'value',
        splitLine: { show: false },
        axisLabel: { formatter: (value: number) => formatCountCompact(value, language) },
      },
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
        id: 'rangeLow',
        type: 'line',
        stack: 'range',
        symbol: 'none',
        silent: true,
        connectNulls: false,
        lineStyle: { opacity: 0 },
        tooltip: { show: false },
        data: days.map((day) => day.revenueRange?.low ?? null),
      },
      {
        id: 'range',
        name: labels.range,
        type: 'line',
        stack: 'range',
        symbol: 'none',
        connectNulls: false,
        lineStyle: { opacity: 0 },
        itemStyle: { color: CHART_COLORS.range },
        areaStyle: { color: CHART_COLORS.range },
        tooltip: {
          valueFormatter: (_value: unknown, index: number) => {
            const range = days[index]?.revenueRange;
            return range ? `${formatIdr(range.low, language)} – ${formatIdr(range.high, language)}` : '—';
          },
        },
        data: days.map((day) => (day.revenueRange ? day.revenueRange.high - day.revenueRange.low : null)),
      },
      {
        id: 'units',
        name: labels.units,
        type: 'line',
        yAxisIndex: 1,
        connectNulls: false,
        symbolSize: 6,
        itemStyle: { color: CHART_COLORS.units },
        tooltip: {
          valueFormatter: (value: unknown) => (typeof value === 'number' ? formatNumber(value, language) : '—'),
        },
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
export function brandSlices(
  brands: readonly BrandShare[],
  totalRevenue: number | null,
  otherLabel: string,
): BrandSlice[] {
  const listed = brands.reduce((sum, brand) => sum + brand.revenue, 0);
  const total = Math.max(totalRevenue ?? 0, listed);
  if (total <= 0) return [];
  const slices: BrandSlice[] = brands.map((brand) => ({
    name: brand.name,
    revenue: brand.revenue,
    share: brand.revenue / total,
    other: false,
  }));
  const rest = total - listed;
  if (rest > 0) slices.push({ name: otherLabel, revenue: rest, share: rest / total, other: true });
  return slices;
}

/** Slices under this angle carry no label: their shares are in the tooltip and the table. */
const MIN_LABELLED_DEGREES = 12;

/**
 * The donut of brand shares; slices big enough to label carry their share, the legend names
 * them, and labels that would still collide are hidden rather than drawn over each other.
 */
export function brandShareOption(slices: readonly BrandSlice[], language: Language) {
  return {
    aria: { enabled: true },
    tooltip: {
      trigger: 'item',
      valueFormatter: (value: unknown) => (typeof value === 'number' ? formatIdr(value, language) : '—'),
    },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        id: 'brands',
        type: 'pie',
        radius: ['45%', '72%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        minShowLabelAngle: MIN_LABELLED_DEGREES,
        labelLayout: { hideOverlap: true },
        labelLine: { length: 8, length2: 6 },
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

/** Text for echarts' HTML tooltips: names come from marketplaces and must not be read as markup. */
const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface QuadrantPoint {
  productId: number;
  name: string;
  units: number;
  revenue: number;
}

export interface ProductQuadrant {
  points: QuadrantPoint[];
  /** Products among the first `limit` that sold nothing in 30 days: a logarithmic axis has no zero to put them on. */
  unsold: number;
  medianUnits: number;
  medianRevenue: number;
}

/**
 * A store's products placed by their 30-day units (x) and revenue (y), the quadrants split at the
 * medians of the products placed (those of the first `limit` that sold).
 */
export function productQuadrant(products: readonly ProductSummary[], limit: number): ProductQuadrant {
  const shown = products.slice(0, limit);
  const points = shown
    .filter((product) => product.units30 > 0 && product.revenue30 > 0)
    .map((product) => ({
      productId: product.productId,
      name: product.name,
      units: product.units30,
      revenue: product.revenue30,
    }));
  return {
    points,
    unsold: shown.length - points.length,
    medianUnits: median(points.map((point) => point.units)),
    medianRevenue: median(points.map((point) => point.revenue)),
  };
}

export interface QuadrantLabels {
  units: string;
  revenue: string;
  median: string;
}

interface QuadrantDatum {
  name: string;
  value: [number, number];
  productId: number;
}

/** The product id behind a click on the quadrant chart, if a product was clicked. */
export function quadrantProductId(params: unknown): number | undefined {
  const data = (params as { data?: Partial<QuadrantDatum> } | null)?.data;
  return typeof data?.productId === 'number' ? data.productId : undefined;
}

/**
 * The quadrant chart (echarts option): one dot per product, dashed lines at the medians, on
 * logarithmic axes — a store's best seller sells hundreds of times what most of its products do,
 * and on linear axes every product but that one would sit at the origin.
 */
export function productQuadrantOption(quadrant: ProductQuadrant, labels: QuadrantLabels, language: Language) {
  const data: QuadrantDatum[] = quadrant.points.map((point) => ({
    name: point.name,
    value: [point.units, point.revenue],
    productId: point.productId,
  }));
  return {
    aria: { enabled: true },
    grid: { left: 16, right: 24, top: 32, bottom: 32, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    tooltip: {
      trigger: 'item',
      formatter: (params: { data?: QuadrantDatum }) => {
        const datum = params.data;
        if (!datum) return '';
        return `<strong>${escapeHtml(datum.name)}</strong><br/>${escapeHtml(labels.units)}: ${formatNumber(datum.value[0], language)}<br/>${escapeHtml(labels.revenue)}: ${formatIdr(datum.value[1], language)}`;
      },
    },
    xAxis: {
      type: 'log',
      name: labels.units,
      nameLocation: 'middle',
      nameGap: 26,
      axisLabel: { formatter: (value: number) => formatCountCompact(value, language) },
    },
    yAxis: {
      type: 'log',
      name: labels.revenue,
      axisLabel: { formatter: (value: number) => formatIdrCompact(value, language) },
    },
    series: [
      {
        id: 'products',
        type: 'scatter',
        symbolSize: 12,
        cursor: 'pointer',
        itemStyle: { color: CHART_COLORS.measured, opacity: 0.8 },
        emphasis: { scale: 1.4 },
        data,
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { type: 'dashed', color: '#94a3b8' },
          label: { formatter: labels.median, position: 'insideEndTop' },
          data: [{ xAxis: quadrant.medianUnits }, { yAxis: quadrant.medianRevenue }],
        },
      },
    ],
  };
}

/** A keyword's daily search volume as a line. */
export function keywordVolumeOption(volumes: readonly KeywordVolume[], label: string, language: Language) {
  return {
    aria: { enabled: true },
    grid: { left: 8, right: 8, top: 24, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    tooltip: { trigger: 'axis' },
    xAxis: {
      ...dayAxis(
        volumes.map((volume) => volume.day),
        language,
      ),
      boundaryGap: false,
    },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatCountCompact(value, language) } },
    series: [
      {
        id: 'volume',
        name: label,
        type: 'line',
        symbolSize: 6,
        itemStyle: { color: CHART_COLORS.measured },
        areaStyle: { opacity: 0.12 },
        data: volumes.map((volume) => volume.searchVolume),
      },
    ],
  };
}
