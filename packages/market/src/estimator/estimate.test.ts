import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../days.ts';
import type { SoldCounter } from '../observation.ts';
import { estimateSales, type CounterPoint, type ObservedCounters } from './estimate.ts';

const START = '2026-08-01';
const observe = (day: string, sold: SoldCounter, extra: Partial<ObservedCounters> = {}): ObservedCounters => ({
  day,
  sold,
  reviewCount: null,
  revenueTotal: null,
  price: 10_000,
  variants: [],
  ...extra,
});
const exact = (total: number): SoldCounter => ({ kind: 'exact', total });

/** Feeds a sequence of (gap in days, observation) through the estimator, as ingestion does. */
function run(steps: { gap: number; sold: SoldCounter; reviews?: number; revenueTotal?: number }[]) {
  let point: CounterPoint | null = null;
  let day = START;
  const figures = [];
  for (const step of steps) {
    day = addDays(day, step.gap);
    const estimate = estimateSales(point, observe(day, step.sold, { reviewCount: step.reviews ?? null, revenueTotal: step.revenueTotal ?? null }));
    figures.push(...estimate.days);
    point = estimate.point;
  }
  return { figures, point: point! };
}

const gap = fc.integer({ min: 1, max: 6 });

describe('estimateSales', () => {
  it('gives no figure for a first sighting', () => {
    expect(estimateSales(null, observe(START, exact(500))).days).toEqual([]);
  });

  it('measures one day between two exact counters', () => {
    const first = estimateSales(null, observe(START, exact(100)));
    const next = estimateSales(first.point, observe(addDays(START, 1), exact(112), { price: 25_000 }));
    expect(next.days).toEqual([{ day: '2026-08-02', units: 12, revenue: 300_000, provenance: 'measured' }]);
  });

  it('spreads a gap over its real days and marks them estimated', () => {
    const first = estimateSales(null, observe(START, exact(100)));
    const next = estimateSales(first.point, observe(addDays(START, 3), exact(110)));
    expect(next.days.map((d) => [d.day, d.units, d.provenance])).toEqual([
      ['2026-08-02', 3, 'estimated'],
      ['2026-08-03', 3, 'estimated'],
      ['2026-08-04', 4, 'estimated'],
    ]);
  });

  it('never produces negative units, even when counters drop', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ gap, total: fc.nat(100_000) }), { minLength: 1, maxLength: 30 }), (steps) => {
        const { figures } = run(steps.map((s) => ({ gap: s.gap, sold: exact(s.total) })));
        return figures.every((f) => f.units >= 0 && f.revenue >= 0);
      }),
    );
  });

  it('conserves units across gaps: the figures add up to the counter rise', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.array(fc.record({ gap, rise: fc.nat(500) }), { minLength: 1, maxLength: 30 }), (start, steps) => {
        let total = start;
        const sequence = [{ gap: 0, sold: exact(start) }, ...steps.map((s) => ({ gap: s.gap, sold: exact((total += s.rise)) }))];
        const { figures } = run(sequence);
        const days = steps.reduce((sum, s) => sum + s.gap, 0);
        return figures.reduce((sum, f) => sum + f.units, 0) === total - start && figures.length === days;
      }),
    );
  });

  it('covers every day after the first sighting exactly once', () => {
    fc.assert(
      fc.property(fc.array(gap, { minLength: 1, maxLength: 20 }), (gaps) => {
        const { figures } = run([{ gap: 0, sold: exact(0) }, ...gaps.map((g, i) => ({ gap: g, sold: exact(i * 10) }))]);
        return figures.every((f, i) => f.day === addDays(START, i + 1));
      }),
    );
  });

  it('keeps a bucketed counter inside its bucket and never lets it fall', () => {
    const bucketOf = (n: number): SoldCounter =>
      n < 1000 ? exact(n) : n < 10_000 ? { kind: 'bucket', lower: Math.floor(n / 100) * 100, upper: Math.floor(n / 100) * 100 + 100, text: '' } : { kind: 'bucket', lower: Math.floor(n / 10_000) * 10_000, upper: null, text: '' };
    fc.assert(
      fc.property(
        fc.nat(50_000),
        fc.array(fc.record({ gap, rise: fc.nat(3_000), reviewRise: fc.nat(200) }), { minLength: 1, maxLength: 25 }),
        (start, steps) => {
          let truth = start;
          let reviews = 0;
          let point: CounterPoint | null = null;
          let day = START;
          for (const step of [{ gap: 0, rise: 0, reviewRise: 0 }, ...steps]) {
            truth += step.rise;
            reviews += step.reviewRise;
            day = addDays(day, step.gap);
            const sold = bucketOf(truth);
            const before: number = point?.soldTotal ?? 0;
            const estimate: ReturnType<typeof estimateSales> = estimateSales(point, observe(day, sold, { reviewCount: reviews }));
            point = estimate.point;
            if (estimate.days.some((d) => d.units < 0)) return false;
            if (point.soldTotal < before && estimate.days.length > 0) return false;
            if (sold.kind === 'bucket' && point.soldTotal <= (sold.upper ?? Infinity) - 1 && point.soldTotal < sold.lower) return false;
            if (sold.kind === 'bucket' && before < (sold.upper ?? Infinity) && point.soldTotal >= (sold.upper ?? Infinity)) return false;
          }
          return true;
        },
      ),
    );
  });

  describe('inside display buckets', () => {
    const bucket = (lower: number, upper: number | null): SoldCounter => ({ kind: 'bucket', lower, upper, text: '' });
    const next = (point: CounterPoint, sold: SoldCounter, reviewCount: number) =>
      estimateSales(point, observe(addDays(point.day, 1), sold, { reviewCount }), 20);

    it("reads sales off review growth at the product's own units per review", () => {
      const first = estimateSales(null, observe(START, bucket(10_000, 20_000), { reviewCount: 500 }));
      expect(first.point.soldTotal).toBe(14_999);
      // 14,999 units over 500 reviews: about 30 units a review, not the market's 20.
      const inside = next(first.point, bucket(10_000, 20_000), 510);
      expect(inside.days[0]).toMatchObject({ units: 300, provenance: 'estimated' });
      expect(inside.point.soldTotal).toBe(15_299);
    });

    it('re-anchors the counter when the bucket moves up, without counting the correction as sales', () => {
      const first = estimateSales(null, observe(START, bucket(10_000, 20_000), { reviewCount: 500 }));
      const crossed = next(first.point, bucket(20_000, 30_000), 501);
      expect(crossed.point.soldTotal).toBe(20_000);
      expect(crossed.days[0]!.units).toBe(30);
    });

    it("falls back on the market's ratio with few reviews and keeps a product's own ratio near it", () => {
      const few = estimateSales(null, observe(START, bucket(100, 250), { reviewCount: 4 }));
      expect(next(few.point, bucket(100, 250), 6).days[0]!.units).toBe(2 * 20);
      const odd = estimateSales(null, observe(START, bucket(10_000, 20_000), { reviewCount: 10 }));
      expect(next(odd.point, bucket(10_000, 20_000), 11).days[0]!.units).toBe(3 * 20);
    });

    it('counts review-backed sales at the ceiling of its bucket, and nothing while reviews stand still', () => {
      const first = estimateSales(null, observe(START, bucket(2_400, 2_500), { reviewCount: 90 }));
      const grown = next(first.point, bucket(2_400, 2_500), 95);
      expect(grown.days[0]!.units).toBe(Math.round(5 * (2_449 / 90)));
      expect(grown.point.soldTotal).toBe(2_499);
      const still = next(grown.point, bucket(2_400, 2_500), 95);
      expect(still.days[0]!.units).toBe(0);
    });
  });

  it('uses variant counters and prices where every variant is known', () => {
    const variants = (a: number, b: number) => [
      { externalId: 'S', price: 50_000, soldTotal: a },
      { externalId: 'XL', price: 70_000, soldTotal: b },
    ];
    const first = estimateSales(null, observe(START, { kind: 'bucket', lower: 1000, upper: 1100, text: '1RB' }, { variants: variants(600, 450) }));
    const next = estimateSales(first.point, observe(addDays(START, 1), { kind: 'bucket', lower: 1000, upper: 1100, text: '1RB' }, { variants: variants(603, 451) }));
    expect(next.days).toEqual([{ day: '2026-08-02', units: 4, revenue: 3 * 50_000 + 70_000, provenance: 'measured' }]);
  });

  it('takes revenue from a reported revenue counter when there is one', () => {
    const { figures } = run([
      { gap: 0, sold: exact(100), revenueTotal: 1_000_000 },
      { gap: 2, sold: exact(104), revenueTotal: 1_090_000 },
    ]);
    expect(figures.map((f) => f.revenue)).toEqual([45_000, 45_000]);
    expect(figures.reduce((s, f) => s + f.revenue, 0)).toBe(90_000);
  });
});
