import { describe, expect, it } from 'vitest';
import { donutOption, periodBarsOption, shareSlices, stackedAreaOption } from './charts.ts';

describe('enterprise charts', () => {
  it('draws one selected brand as its share of the market, the rest of the market beside it', () => {
    const slices = shareSlices([{ name: 'Haka', revenue: 67 }], { name: 'Brand lain', revenue: 933 });
    const data = donutOption(slices, 'id').series[0]!.data;
    expect(data).toEqual([
      { name: 'Haka', value: 67 },
      { name: 'Brand lain', value: 933 },
    ]);
    // Rows that make up the whole market get no empty slice.
    expect(shareSlices([{ name: 'Shopee', revenue: 10 }], { name: 'Lainnya', revenue: 0 })).toEqual([
      { name: 'Shopee', revenue: 10 },
    ]);
  });

  it('gives each key of the daily areas the colour of its donut slice, whatever order the days list them in', () => {
    const points = [
      { day: '2026-11-01', key: '7', revenue: 1 },
      { day: '2026-11-01', key: '3', revenue: 2 },
      { day: '2026-11-02', key: '9', revenue: 3 },
    ];
    const option = stackedAreaOption(points, (key) => `k${key}`, 'id', ['3', '7']);
    expect(option.series.map((s) => s.name)).toEqual(['k3', 'k7', 'k9']);
    expect(option.series[0]!.data).toEqual([2, null]);
  });

  it('lays long-named items down the side, in order from the top, each name whole', () => {
    const bars = [
      { name: 'Di bawah Rp 50 rb', revenue: 1, previousRevenue: 2 },
      { name: 'Rp 1 jt – Rp 2,5 jt', revenue: 3, previousRevenue: 4 },
    ];
    const across = periodBarsOption(bars, { current: 'Periode ini', previous: 'Sebelumnya' }, 'id', true);
    expect(across.yAxis).toMatchObject({
      type: 'category',
      data: ['Di bawah Rp 50 rb', 'Rp 1 jt – Rp 2,5 jt'],
      inverse: true,
    });
    expect(across.yAxis.axisLabel).not.toHaveProperty('overflow');
    expect(across.xAxis).toMatchObject({ type: 'value' });
    expect(periodBarsOption(bars, { current: 'a', previous: 'b' }, 'id').xAxis).toMatchObject({
      type: 'category',
      axisLabel: { overflow: 'truncate' },
    });
  });
});
