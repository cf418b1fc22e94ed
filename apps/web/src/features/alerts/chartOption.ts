import type { AlertDetail, Language } from '@pasarlens/contracts';
import { formatDayShort, formatIdr, formatIdrCompact } from '../../lib/format.ts';

/** The price levels the condition watches, as lines on the chart. */
function thresholds(alert: AlertDetail): number[] {
  const target = alert.target ?? 0;
  switch (alert.condition) {
    case 'less_than':
    case 'greater_than':
      return [target];
    case 'between':
    case 'outside':
      return [alert.minimum ?? 0, alert.maximum ?? 0];
    case 'up_by':
      return [alert.unit === 'percent' ? (alert.basePrice * (100 + target)) / 100 : alert.basePrice + target];
    case 'down_by':
      return [alert.unit === 'percent' ? (alert.basePrice * (100 - target)) / 100 : alert.basePrice - target];
    case 'lowest_30_days':
      return alert.lowest30 === null ? [] : [alert.lowest30];
    default:
      return [];
  }
}

/**
 * The alert chart (echarts option): the price over the last `days` days, the thresholds as dashed
 * lines named inside the plot, above the line's end (beyond the plot a label is cut at the chart's
 * edge: "Ba…"), and every firing marked.
 */
export function alertChartOption(
  alert: AlertDetail,
  days: number,
  labels: { price: string; threshold: string; fired: string },
  language: Language,
) {
  const prices = alert.prices.slice(-days);
  const shown = new Set(prices.map((p) => p.day));
  const firings = alert.events.filter((e) => e.day && shown.has(e.day));
  return {
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatIdr(value, language) },
    xAxis: { type: 'category', data: prices.map((p) => formatDayShort(p.day, language)) },
    yAxis: {
      type: 'value',
      scale: true,
      axisLabel: { formatter: (value: number) => formatIdrCompact(value, language) },
    },
    series: [
      {
        type: 'line',
        name: labels.price,
        data: prices.map((p) => p.price),
        markLine: {
          symbol: 'none',
          lineStyle: { type: 'dashed', color: '#d4380d' },
          label: { formatter: labels.threshold, position: 'insideEndTop', color: '#d4380d' },
          data: thresholds(alert).map((y) => ({ yAxis: y })),
        },
        markPoint: {
          symbol: 'pin',
          itemStyle: { color: '#d4380d' },
          data: firings.map((e) => ({
            coord: [formatDayShort(e.day!, language), e.price],
            value: labels.fired,
          })),
        },
      },
    ],
  };
}
