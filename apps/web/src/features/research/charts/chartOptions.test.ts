import { describe, expect, it } from 'vitest';
import { brandSlices, dailySalesOption, ESTIMATE_DECAL } from './chartOptions.ts';

describe('research charts', () => {
  it('split each day into measured and hatched estimated revenue, keeping days without figures empty', () => {
    const option = dailySalesOption(
      [
        { day: '2026-03-01', units: 10, revenue: 900, revenueEstimated: 300 },
        { day: '2026-03-02', units: null, revenue: null, revenueEstimated: null },
        { day: '2026-03-03', units: 5, revenue: 500, revenueEstimated: null },
      ],
      { measured: 'measured', estimated: 'estimated', units: 'units' },
    );
    const [measured, estimated, units] = option.series;
    expect(measured?.data).toEqual([600, null, 500]);
    expect(estimated?.data).toEqual([300, null, 0]);
    expect(estimated?.stack).toBe(measured?.stack);
    expect(estimated?.itemStyle).toMatchObject({ decal: ESTIMATE_DECAL });
    expect(units?.data).toEqual([10, null, 5]);
    expect(option.legend.data).toEqual(['measured', 'estimated', 'units']);
  });

  it("share a category's revenue among the brands, the rest as other brands", () => {
    const slices = brandSlices(
      [
        { id: 1, name: 'A', revenue: 50, units: 1 },
        { id: 2, name: 'B', revenue: 25, units: 1 },
      ],
      100,
      'Other',
    );
    expect(slices.map((slice) => [slice.name, slice.share, slice.other])).toEqual([
      ['A', 0.5, false],
      ['B', 0.25, false],
      ['Other', 0.25, true],
    ]);
    expect(brandSlices([], null, 'Other')).toEqual([]);
  });
});
