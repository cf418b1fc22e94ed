import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../days.ts';
import { intervalOfSum } from './ranges.ts';
import type { DailyFigure } from './types.ts';

const START = '2026-08-01';

function figure(day: string, revenue: number, below: number, above: number, splitShare = 0): DailyFigure {
  return {
    day,
    units: revenue / 1_000,
    revenue,
    provenance: below + above === 0 ? 'measured' : 'estimated',
    confidence: below + above === 0 ? 'high' : 'low',
    unitsLow: (revenue - below) / 1_000,
    unitsHigh: (revenue + above) / 1_000,
    revenueLow: revenue - below,
    revenueHigh: revenue + above,
    splitShare,
  };
}

const anyFigure = fc
  .record({
    day: fc.nat(29).map((d) => addDays(START, d)),
    revenue: fc.nat(1_000_000),
    belowShare: fc.double({ min: 0, max: 1, noNaN: true }),
    above: fc.nat(2_000_000),
    splitShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((f) => figure(f.day, f.revenue, Math.round(f.revenue * f.belowShare), f.above, f.splitShare));

describe('intervalOfSum', () => {
  it("gives one figure its own interval, and holds any set's total, never below nothing", () => {
    fc.assert(
      fc.property(anyFigure, (f) => {
        const { low, high } = intervalOfSum([f]);
        expect(low).toBeCloseTo(f.revenueLow, 6);
        expect(high).toBeCloseTo(f.revenueHigh, 6);
      }),
    );
    fc.assert(
      fc.property(fc.array(anyFigure, { maxLength: 60 }), (figures) => {
        const total = figures.reduce((sum, f) => sum + f.revenue, 0);
        const { low, high } = intervalOfSum(figures);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(low).toBeLessThanOrEqual(total + 1e-6);
        expect(high).toBeGreaterThanOrEqual(total - 1e-6);
        // Never wider than every error leaning the same way.
        expect(high - total).toBeLessThanOrEqual(figures.reduce((w, f) => w + f.revenueHigh - f.revenue, 0) + 1e-6);
      }),
    );
  });

  it('has zero width over measured figures', () => {
    const measured = Array.from({ length: 30 }, (_, d) => figure(addDays(START, d), 50_000, 0, 0));
    expect(intervalOfSum(measured)).toEqual({ low: 1_500_000, high: 1_500_000 });
  });

  it("adds one product's days in full: they share their reading", () => {
    const days = Array.from({ length: 30 }, (_, d) => figure(addDays(START, d), 100_000, 20_000, 40_000));
    expect(intervalOfSum(days)).toEqual({ low: 3_000_000 - 600_000, high: 3_000_000 + 1_200_000 });
  });

  it("adds many products' errors as independent readings and partly shared splits: far narrower than the sum of their bounds", () => {
    const width = (splitShare: number) => {
      const products = Array.from({ length: 400 }, () => figure(START, 100_000, 50_000, 50_000, splitShare));
      const { low, high } = intervalOfSum(products);
      expect(40_000_000 - low).toBeCloseTo(high - 40_000_000, 6);
      return high - 40_000_000;
    };
    const bounds = 400 * 50_000;
    const independent = Math.sqrt(400) * 50_000;
    expect(width(0)).toBeCloseTo(independent, 6);
    // A market that grows leans every product's split of its gaps the same way.
    expect(width(1)).toBeGreaterThan(3 * independent);
    expect(width(1)).toBeLessThan(bounds / 2);
  });

  it('lets the split of a span over its days cancel in a longer total', () => {
    const split = Array.from({ length: 30 }, (_, d) => figure(addDays(START, d), 100_000, 30_000, 30_000, 1));
    const read = Array.from({ length: 30 }, (_, d) => figure(addDays(START, d), 100_000, 30_000, 30_000, 0));
    const width = (figures: DailyFigure[]) => intervalOfSum(figures).high - 3_000_000;
    expect(width(split)).toBeLessThan(width(read) / 2);
  });

  it('gives units an interval as it gives revenue', () => {
    const days = Array.from({ length: 7 }, (_, d) => figure(addDays(START, d), 100_000, 20_000, 40_000));
    expect(intervalOfSum(days, 'units')).toEqual({ low: 700 - 140, high: 700 + 280 });
  });
});
