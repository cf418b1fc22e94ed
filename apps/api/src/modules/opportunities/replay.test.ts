import { OPPORTUNITY_WEIGHTS, REPLAY_TOP } from '@pasarlens/contracts';
import { addDays } from '@pasarlens/market';
import { describe, expect, it } from 'vitest';
import type { WeekTuple } from './history.ts';
import { marginFor } from './margin.ts';
import { cutoffsOf, rankCorrelation, replay, type ReplayHistory } from './replay.ts';

const WEEKS = Array.from({ length: 14 }, (_, i) => addDays('2026-07-27', 7 * i));

/** Products whose revenue keeps its own weekly growth, so that the past trend foretells the next weeks. */
function steadyMarket(products: number): ReplayHistory[] {
  return Array.from({ length: products }, (_, i) => {
    const rate = ((i * 37) % 41) / 100 - 0.15;
    const base = 1_000_000 + ((i * 7919) % 13) * 400_000;
    const weeks = WEEKS.map((week, w): WeekTuple => {
      const revenue = Math.round(base * (1 + rate) ** w);
      return [week, Math.max(1, Math.round(revenue / 80_000)), revenue, 7, 0, revenue, 0, null];
    });
    return {
      productId: i + 1,
      storeId: i + 1,
      categoryId: 10 + (i % 4),
      topCategoryId: 1,
      price: 80_000,
      listedOn: '2026-01-01',
      weeks,
    };
  });
}

describe('the replay of history', () => {
  it('ranks at each of the last 8 weeks with 4 weeks after them, or as many as the data hold', () => {
    expect(cutoffsOf(14)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(cutoffsOf(20)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(cutoffsOf(8)).toEqual([3]);
    expect(cutoffsOf(7)).toEqual([]);
  });

  it('finds the growth a steady trend foretells, and chooses weights on the earlier weeks only', () => {
    const report = replay([{ marketplace: 'shopee', histories: steadyMarket(2 * REPLAY_TOP + 20) }], WEEKS, {
      weights: OPPORTUNITY_WEIGHTS,
      tune: true,
      marginFor: (m, day) => marginFor(m, day, { share: 0.6 }),
    });
    expect(report.tuning.length + report.reported.length).toBe(cutoffsOf(WEEKS.length).length);
    expect(report.reported.length).toBeGreaterThanOrEqual(report.tuning.length);
    expect(report.overall!.growthTop).toBeGreaterThan(report.overall!.growthCategory);
    expect(report.overall!.rankCorrelation).toBeGreaterThan(0.5);
    // A category under 100 products with sales is not replayed.
    const small = replay([{ marketplace: 'shopee', histories: steadyMarket(50) }], WEEKS, {
      weights: OPPORTUNITY_WEIGHTS,
      tune: false,
      marginFor: (m, day) => marginFor(m, day, { share: 0.6 }),
    });
    expect(small.overall).toBeNull();
  });

  it("measures rank correlation as Spearman's", () => {
    expect(rankCorrelation([1, 2, 3, 4], [10, 20, 30, 45])).toBeCloseTo(1);
    expect(rankCorrelation([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
  });
});
