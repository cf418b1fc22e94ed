import { describe, expect, it } from 'vitest';
import { donutOption, shareSlices, stackedAreaOption } from './charts.ts';

describe('enterprise charts', () => {
  it('draws one selected brand as its share of the market, the rest of the market beside it', () => {
    const slices = shareSlices([{ name: 'Haka', revenue: 67 }], { name: 'Brand lain', revenue: 933 });
    const data = donutOption(slices, 'id').series[0]!.data;
    expect(data).toEqual([
      { name: 'Haka', value: 67 },
      { name: 'Brand lain', value: 933 },
    ]);
    // Rows that make up the whole market get no empty slice.
    expect(shareSlices([{ name: 'Shopee', revenue: 10 }], { name: 'Lainnya', revenue: 0 })).toEqual([{ name: 'Shopee', revenue: 10 }]);
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
});
