import type { AlertDetail } from '@pasarlens/contracts';
import { describe, expect, it } from 'vitest';
import { alert } from '../../testing/alerts.ts';
import { alertChartOption } from './chartOption.ts';

const detail: AlertDetail = {
  ...alert,
  condition: 'between',
  minimum: 45_000,
  target: null,
  maximum: 55_000,
  events: [],
  history: [],
  prices: [
    { day: '2026-11-19', price: 52_000 },
    { day: '2026-11-20', price: 50_000 },
  ],
  lowest30: 50_000,
  currentStock: 120,
};

describe('the alert chart', () => {
  it("draws each threshold as a line named inside the plot, where the chart's edge cannot cut the name", () => {
    const option = alertChartOption(detail, 30, { price: 'Harga', threshold: 'Batas', fired: 'Terpicu' }, 'id');
    const { markLine } = option.series[0]!;
    expect(markLine.data).toEqual([{ yAxis: 45_000 }, { yAxis: 55_000 }]);
    // echarts' default puts the name after the line's end, outside the plot: "Batas" was cut to "Ba".
    expect(markLine.label).toMatchObject({ formatter: 'Batas', position: 'insideEndTop' });
  });
});
