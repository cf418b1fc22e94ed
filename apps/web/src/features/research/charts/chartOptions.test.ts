import { describe, expect, it } from 'vitest';
import { formatIdr } from '../../../lib/format.ts';
import { makeProduct } from '../../../testing/research.ts';
import {
  brandShareOption,
  brandSlices,
  dailySalesOption,
  ESTIMATE_DECAL,
  keywordVolumeOption,
  median,
  productQuadrant,
  productQuadrantOption,
  quadrantProductId,
} from './chartOptions.ts';

describe('research charts', () => {
  it('split each day into measured and hatched estimated revenue, keeping days without figures empty', () => {
    const option = dailySalesOption(
      [
        {
          day: '2026-03-01',
          units: 10,
          revenue: 900,
          revenueEstimated: 300,
          confidence: { high: 2 / 3, medium: 0, low: 1 / 3 },
          revenueRange: { low: 800, high: 1_100 },
        },
        {
          day: '2026-03-02',
          units: null,
          revenue: null,
          revenueEstimated: null,
          confidence: null,
          revenueRange: null,
        },
        {
          day: '2026-03-03',
          units: 5,
          revenue: 500,
          revenueEstimated: null,
          confidence: { high: 1, medium: 0, low: 0 },
          revenueRange: { low: 500, high: 500 },
        },
      ],
      { measured: 'measured', estimated: 'estimated', units: 'units', range: '80% range' },
      'id',
    );
    const [measured, estimated, rangeLow, range, units] = option.series;
    expect(measured?.data).toEqual([600, null, 500]);
    expect(estimated?.data).toEqual([300, null, 0]);
    expect(estimated?.stack).toBe(measured?.stack);
    expect(estimated?.itemStyle).toMatchObject({ decal: ESTIMATE_DECAL });
    expect(units?.data).toEqual([10, null, 5]);
    expect(option.legend.data).toEqual(['measured', 'estimated', '80% range', 'units']);
    // The 80% range as a band stacked on its low end: none on a measured day, none without figures.
    expect(rangeLow?.data).toEqual([800, null, 500]);
    expect(range?.data).toEqual([300, null, 0]);
    expect(range?.stack).toBe(rangeLow?.stack);
    expect(range?.tooltip.valueFormatter?.(300, 0)).toBe(`${formatIdr(800, 'id')} – ${formatIdr(1_100, 'id')}`);
    // Axes in Indonesian: juta and miliar, and days as Indonesians write them.
    expect(option.yAxis[0]!.axisLabel.formatter(150_000_000)).toBe('Rp 150\u00a0jt');
    expect(option.yAxis[0]!.axisLabel.formatter(5_000_000_000)).toBe('Rp 5\u00a0M');
    expect(option.yAxis[1]!.axisLabel.formatter(1_200)).toBe('1,2\u00a0rb');
    expect(option.xAxis.axisLabel.formatter('2026-03-01')).toBe('1 Mar');
    expect(option.xAxis.axisPointer.label.formatter({ value: '2026-03-01' })).toBe('1 Mar 2026');
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

  it('label only the slices big enough to carry a label, and hide labels that would still collide', () => {
    const [series] = brandShareOption(
      brandSlices([{ id: 1, name: 'A', revenue: 50, units: 1 }], 100, 'Other'),
      'id',
    ).series;
    expect(series).toMatchObject({ minShowLabelAngle: 12, labelLayout: { hideOverlap: true } });
    expect(series!.label.formatter({ percent: 47.6 })).toBe('47,6%');
  });

  it('take the median of an odd count, the mean of the middle two of an even one', () => {
    expect(median([])).toBe(0);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it("place the store's first products by 30-day units and revenue, split at their medians", () => {
    const products = [
      makeProduct({ productId: 1, units30: 5, revenue30: 500 }),
      makeProduct({ productId: 2, units30: 50, revenue30: 100 }),
      makeProduct({ productId: 3, units30: 20, revenue30: 9_000 }),
      makeProduct({ productId: 4, units30: 1_000, revenue30: 1_000_000 }),
    ];
    const quadrant = productQuadrant(products, 3);
    expect(quadrant.points.map((point) => [point.productId, point.units, point.revenue])).toEqual([
      [1, 5, 500],
      [2, 50, 100],
      [3, 20, 9_000],
    ]);
    expect(quadrant.medianUnits).toBe(20);
    expect(quadrant.medianRevenue).toBe(500);
    expect(quadrant.unsold).toBe(0);
    expect(quadrantProductId({ data: { productId: 3 } })).toBe(3);
    expect(quadrantProductId({ data: {} })).toBeUndefined();
    expect(quadrantProductId(null)).toBeUndefined();
  });

  it("spread a store's products on logarithmic axes, leaving out (and counting) those that sold nothing", () => {
    const products = [
      makeProduct({ productId: 1, units30: 4_000, revenue30: 360_000_000 }),
      makeProduct({ productId: 2, units30: 12, revenue30: 1_080_000 }),
      makeProduct({ productId: 3, units30: 0, revenue30: 0 }),
      makeProduct({ productId: 4, units30: 3, revenue30: 270_000 }),
    ];
    const quadrant = productQuadrant(products, 30);
    expect(quadrant.points.map((point) => point.productId)).toEqual([1, 2, 4]);
    expect(quadrant.unsold).toBe(1);
    const option = productQuadrantOption(quadrant, { units: 'units', revenue: 'revenue', median: 'median' }, 'id');
    // One best seller hundreds of times the rest: on linear axes the others would all sit at the origin.
    expect([option.xAxis.type, option.yAxis.type]).toEqual(['log', 'log']);
    expect(option.series[0]!.markLine.data).toEqual([{ xAxis: 12 }, { yAxis: 1_080_000 }]);
  });

  it("draw a keyword's daily search volume as a line", () => {
    const option = keywordVolumeOption(
      [
        { day: '2026-03-01', searchVolume: 120 },
        { day: '2026-03-02', searchVolume: 90 },
      ],
      'volume',
      'en',
    );
    expect(option.xAxis.data).toEqual(['2026-03-01', '2026-03-02']);
    expect(option.series[0]).toMatchObject({ type: 'line', name: 'volume', data: [120, 90] });
    expect(option.xAxis.axisLabel.formatter('2026-03-02')).toBe('Mar 2');
  });
});
