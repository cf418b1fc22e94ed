import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../days.ts';
import {
  formatShopeeSoldText,
  formatTokopediaSoldText,
  parseShopeeSoldText,
  parseTokopediaSoldText,
} from '../formats/sold-text.ts';
import type { SoldCounter } from '../observation.ts';
import { boundsOf } from './counter-bounds.ts';
import { estimateSales } from './estimate.ts';
import { PRICE_SPREAD } from './ranges.ts';
import { reviewPace } from './signals.ts';
import {
  DEFAULT_MARKET,
  type CounterPoint,
  type DailyFigure,
  type MarketReading,
  type ObservedCounters,
} from './types.ts';

const START = '2026-08-01';
const OLD_LISTING = '2025-01-01';
const observe = (day: string, sold: SoldCounter, extra: Partial<ObservedCounters> = {}): ObservedCounters => ({
  day,
  sold,
  recentSold: null,
  reviewCount: null,
  revenueTotal: null,
  price: 10_000,
  stock: null,
  listedAt: OLD_LISTING,
  variants: [],
  ...extra,
});
const exact = (total: number): SoldCounter => ({ kind: 'exact', total });
const bucket = (lower: number, upper: number | null): SoldCounter => ({ kind: 'bucket', lower, upper, text: '' });
const STOCK_READ: MarketReading = { ...DEFAULT_MARKET, stockTracksSales: true };

interface Step {
  gap: number;
  sold: SoldCounter;
  extra?: Partial<ObservedCounters>;
}

/** Feeds a sequence of (gap in days, observation) through the estimator, as ingestion does. */
function run(steps: Step[], market: MarketReading = DEFAULT_MARKET) {
  let point: CounterPoint | null = null;
  let day = START;
  const figures: DailyFigure[] = [];
  const sightings: { day: string; sold: SoldCounter; figures: DailyFigure[] }[] = [];
  for (const step of steps) {
    day = addDays(day, step.gap);
    const estimate: ReturnType<typeof estimateSales> = estimateSales(
      point,
      observe(day, step.sold, step.extra),
      market,
    );
    figures.push(...estimate.days);
    sightings.push({ day, sold: step.sold, figures: estimate.days });
    point = estimate.point;
  }
  return { figures, sightings, point: point! };
}

/** A measured figure: its interval is the figure itself. */
const measured = (day: string, units: number, revenue: number): DailyFigure => ({
  day,
  units,
  revenue,
  provenance: 'measured',
  confidence: 'high',
  unitsLow: units,
  unitsHigh: units,
  revenueLow: revenue,
  revenueHigh: revenue,
  splitShare: 0,
});

const sum = (figures: DailyFigure[]) => figures.reduce((total, f) => total + f.units, 0);
const gap = fc.integer({ min: 1, max: 6 });

describe('estimateSales', () => {
  describe('between exact counters', () => {
    it('gives no figure for the first sighting of an older listing', () => {
      expect(estimateSales(null, observe(START, exact(500))).days).toEqual([]);
    });

    it('measures one day between two exact counters, with high confidence', () => {
      const { figures } = run([
        { gap: 0, sold: exact(100) },
        { gap: 1, sold: exact(112), extra: { price: 25_000 } },
      ]);
      expect(figures).toEqual([measured('2026-08-02', 12, 300_000)]);
    });

    it('spreads a gap over its real days, estimated with medium confidence', () => {
      const { figures } = run([
        { gap: 0, sold: exact(100) },
        { gap: 3, sold: exact(110) },
      ]);
      expect(figures.map((d) => [d.day, d.units, d.provenance, d.confidence])).toEqual([
        ['2026-08-02', 3, 'estimated', 'medium'],
        ['2026-08-03', 3, 'estimated', 'medium'],
        ['2026-08-04', 4, 'estimated', 'medium'],
      ]);
    });

    it('sells nothing when a counter falls, and takes the new counter as its baseline', () => {
      const { figures } = run([
        { gap: 0, sold: exact(100) },
        { gap: 1, sold: exact(90) },
        { gap: 1, sold: exact(95) },
      ]);
      expect(figures.map((f) => f.units)).toEqual([0, 5]);
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
        fc.property(
          fc.nat(10_000),
          fc.array(fc.record({ gap, rise: fc.nat(500) }), { minLength: 1, maxLength: 30 }),
          (start, steps) => {
            let total = start;
            const { figures } = run([
              { gap: 0, sold: exact(start) },
              ...steps.map((s) => ({ gap: s.gap, sold: exact((total += s.rise)) })),
            ]);
            const days = steps.reduce((n, s) => n + s.gap, 0);
            return sum(figures) === total - start && figures.length === days;
          },
        ),
      );
    });

    it('covers every day after the first sighting exactly once', () => {
      fc.assert(
        fc.property(fc.array(gap, { minLength: 1, maxLength: 20 }), (gaps) => {
          const { figures } = run([
            { gap: 0, sold: exact(0) },
            ...gaps.map((g, i) => ({ gap: g, sold: exact(i * 10) })),
          ]);
          return figures.every((f, i) => f.day === addDays(START, i + 1));
        }),
      );
    });
  });

  describe('a listing first seen soon after it was listed', () => {
    it('sold its whole counter since the listing day: figures from that day on', () => {
      const { figures } = run([
        { gap: 0, sold: exact(90), extra: { listedAt: addDays(START, -2) } },
        { gap: 1, sold: exact(130) },
      ]);
      expect(figures.map((f) => [f.day, f.units, f.provenance, f.confidence])).toEqual([
        ['2026-07-30', 30, 'estimated', 'medium'],
        ['2026-07-31', 30, 'estimated', 'medium'],
        ['2026-08-01', 30, 'estimated', 'medium'],
        ['2026-08-02', 40, 'measured', 'high'],
      ]);
    });

    it('measures the listing day itself when the listing is seen the day it was made', () => {
      const { figures } = run([{ gap: 0, sold: exact(7), extra: { listedAt: START } }]);
      expect(figures).toEqual([measured(START, 7, 70_000)]);
    });

    it("counts a fast listing first seen inside a bucket from its bucket, and the bucket's next step as sales", () => {
      const { figures, sightings } = run([
        { gap: 0, sold: bucket(10_000, 20_000), extra: { listedAt: addDays(START, -9) } },
        { gap: 1, sold: bucket(10_000, 20_000) },
        { gap: 1, sold: bucket(20_000, 30_000) },
      ]);
      const sinceListing = sum(sightings[0]!.figures);
      expect(sinceListing).toBeGreaterThanOrEqual(10_000);
      expect(sinceListing).toBeLessThan(20_000);
      // The figures are the counter now: reaching 20,000 proves what they lacked.
      expect(sum(figures)).toBe(20_000);
    });
  });

  describe('inside display buckets', () => {
    it('counts what a change of bucket proves: from one change to the next, the step between them', () => {
      const { sightings } = run([
        { gap: 0, sold: bucket(1_200, 1_300) },
        { gap: 1, sold: bucket(1_300, 1_400) },
        ...[1, 2, 3, 4].map(() => ({ gap: 1, sold: bucket(1_300, 1_400) })),
        { gap: 1, sold: bucket(1_400, 1_500) },
      ]);
      expect(sum(sightings.slice(2).flatMap((s) => s.figures))).toBe(100);
      // 100 to 199 units, wider than ±10%: not enough for medium confidence.
      expect(sightings.at(-1)!.figures[0]).toMatchObject({ units: 100, confidence: 'low' });
    });

    it("reads sales off review growth at the product's own units per review, with low confidence", () => {
      const reviews = (count: number) => ({ reviewCount: count });
      const many = run([
        { gap: 0, sold: bucket(10_000, 20_000), extra: reviews(1_000) },
        { gap: 1, sold: bucket(10_000, 20_000), extra: reviews(1_010) },
      ]);
      const few = run([
        { gap: 0, sold: bucket(10_000, 20_000), extra: reviews(200) },
        { gap: 1, sold: bucket(10_000, 20_000), extra: reviews(210) },
      ]);
      // Ten new reviews: a product with 200 reviews in the same bucket sells far more per review.
      expect(few.figures[0]!.units).toBeGreaterThan(3 * many.figures[0]!.units);
      expect(many.figures[0]!.units).toBeGreaterThan(100);
      expect(few.figures[0]!.confidence).toBe('low');
    });

    it('sells nothing while reviews stand still and nothing else moves', () => {
      const { figures } = run([
        { gap: 0, sold: bucket(2_000, 3_000), extra: { reviewCount: 90 } },
        { gap: 1, sold: bucket(2_000, 3_000), extra: { reviewCount: 90 } },
      ]);
      expect(figures[0]!.units).toBe(0);
    });

    it("reads a product whose reviews stood still at what its counter says at the market's review growth, and a product with many reviews lately by its own", () => {
      const growing: MarketReading = { ...DEFAULT_MARKET, reviews: { ...DEFAULT_MARKET.reviews, reviewGrowth: 0.01 } };
      const quiet = run(
        Array.from({ length: 30 }, (_, i) => ({
          gap: i === 0 ? 0 : 1,
          sold: bucket(1_000, 2_000),
          extra: { reviewCount: 40 },
        })),
        growing,
      );
      // About 1% of a counter of 1,000–2,000 a day, less as the silent days add up.
      const lastDay = quiet.sightings.at(-1)!.figures[0]!;
      expect(lastDay.units).toBeGreaterThan(0);
      expect(lastDay.units).toBeLessThan(15);
      expect(lastDay.confidence).toBe('low');
      const busy = (market: MarketReading) =>
        run(
          Array.from({ length: 30 }, (_, i) => ({
            gap: i === 0 ? 0 : 1,
            sold: bucket(10_000, 20_000),
            extra: { reviewCount: 100 + 10 * i },
          })),
          market,
        ).sightings.at(-1)!.figures[0]!.units;
      expect(Math.abs(busy(growing) - busy(DEFAULT_MARKET))).toBeLessThanOrEqual(0.05 * busy(DEFAULT_MARKET));
    });

    it('gives a slow product seen every day its fractions of a unit instead of rounding each day to nothing', () => {
      const growing: MarketReading = { ...DEFAULT_MARKET, reviews: { ...DEFAULT_MARKET.reviews, reviewGrowth: 0.002 } };
      const { figures } = run(
        Array.from({ length: 31 }, (_, i) => ({
          gap: i === 0 ? 0 : 1,
          sold: bucket(100, 250),
          extra: { reviewCount: 7 },
        })),
        growing,
      );
      // Under half a unit a day (0.002 × a counter of 100–249 at most), about 0.2–0.4: 6–12 units in 30 days, not 0.
      expect(Math.max(...figures.map((f) => f.units))).toBe(1);
      expect(sum(figures)).toBeGreaterThanOrEqual(4);
      expect(sum(figures)).toBeLessThanOrEqual(15);
    });

    it('reads the units off a stock that falls with sales, and the recent pace after a restock', () => {
      const stock = (n: number) => ({ stock: n, reviewCount: 50 });
      const { figures } = run(
        [
          { gap: 0, sold: bucket(2_000, 3_000), extra: stock(400) },
          { gap: 1, sold: bucket(2_000, 3_000), extra: stock(370) },
          { gap: 1, sold: bucket(2_000, 3_000), extra: stock(350) },
          { gap: 1, sold: bucket(2_000, 3_000), extra: stock(900) },
        ],
        STOCK_READ,
      );
      expect(figures.map((f) => f.units)).toEqual([30, 20, 25]);
      // The same stock where the marketplace's stock is not known to fall with sales: the reviews, which stood still.
      const unread = run([
        { gap: 0, sold: bucket(2_000, 3_000), extra: stock(400) },
        { gap: 1, sold: bucket(2_000, 3_000), extra: stock(370) },
      ]);
      expect(unread.figures[0]!.units).toBe(0);
    });

    it('sells nothing while sold out, whatever the reviews say', () => {
      const { figures } = run([
        { gap: 0, sold: bucket(2_000, 3_000), extra: { stock: 0, reviewCount: 50 } },
        { gap: 2, sold: bucket(2_000, 3_000), extra: { stock: 0, reviewCount: 58 } },
      ]);
      expect(figures.map((f) => f.units)).toEqual([0, 0]);
    });

    it("telescopes the marketplace's 30-day count: today's count less what the window's other days already hold", () => {
      const monthly = (count: number) => ({ recentSold: exact(count) });
      const { figures } = run([
        { gap: 0, sold: bucket(10_000, 20_000), extra: monthly(600) },
        { gap: 1, sold: bucket(10_000, 20_000), extra: monthly(610) },
        { gap: 1, sold: bucket(10_000, 20_000), extra: monthly(590) },
      ]);
      // Before the first sighting each day of the window stood for 600 / 30 = 20 units.
      expect(figures.map((f) => f.units)).toEqual([30, 0]);
      expect(figures[0]!.confidence).toBe('medium');
    });
  });

  it('uses variant counters and prices where every variant is known', () => {
    const variants = (a: number, b: number) => [
      { externalId: 'S', price: 50_000, soldTotal: a },
      { externalId: 'XL', price: 70_000, soldTotal: b },
    ];
    const { figures } = run([
      { gap: 0, sold: bucket(1_000, 1_100), extra: { variants: variants(600, 450) } },
      { gap: 1, sold: bucket(1_000, 1_100), extra: { variants: variants(603, 451) } },
    ]);
    expect(figures).toEqual([measured('2026-08-02', 4, 3 * 50_000 + 70_000)]);
  });

  it('puts sales of variants whose own counters are not shown at the mean of their prices, not the cheapest', () => {
    const variants = [
      { externalId: 'S', price: 50_000, soldTotal: null },
      { externalId: 'XL', price: 70_000, soldTotal: null },
    ];
    const { figures } = run([
      { gap: 0, sold: exact(100), extra: { price: 50_000, variants } },
      { gap: 1, sold: exact(104), extra: { price: 50_000, variants } },
    ]);
    // The units are counted; which variants they were is not: towards all the cheapest or all the dearest.
    expect(figures).toEqual([
      {
        ...measured('2026-08-02', 4, 4 * 60_000),
        revenueLow: 4 * (60_000 - PRICE_SPREAD * 10_000),
        revenueHigh: 4 * (60_000 + PRICE_SPREAD * 10_000),
      },
    ]);
  });

  it('takes revenue from a reported revenue counter when there is one', () => {
    const { figures } = run([
      { gap: 0, sold: exact(100), extra: { revenueTotal: 1_000_000 } },
      { gap: 2, sold: exact(104), extra: { revenueTotal: 1_090_000 } },
    ]);
    expect(figures.map((f) => f.revenue)).toEqual([45_000, 45_000]);
  });
});

// ---------------------------------------------------------------- properties over simulated histories

/** A product's true history: daily units (some days many), what its card shows and what else moves. */
type HistoryOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
const history = fc.record({
  start: fc.nat(60_000),
  tokopedia: fc.boolean(),
  /** The card: always the exact one, always the bucketed one, or either, day by day. */
  cards: fc.constantFrom('exact', 'bucketed', 'mixed'),
  listedDaysBefore: fc.option(fc.nat(40), { nil: null }),
  days: fc.array(
    fc.record({
      units: fc.oneof(fc.nat(20), fc.nat(3_000)),
      seen: fc.boolean(),
      exactCard: fc.boolean(),
      newReviews: fc.nat(30),
      stock: fc.option(fc.nat(5_000), { nil: null }),
      monthly: fc.option(fc.nat(20_000), { nil: null }),
    }),
    { minLength: 1, maxLength: 40 },
  ),
  readStock: fc.boolean(),
  /** The market's review growth, which puts a pace on a product whose reviews stand still. */
  reviewGrowth: fc.constantFrom(0, 0.002, 0.02),
});

/** Runs a history through the estimator: the sightings (the first day always seen) with their true counters and our figures. */
function estimateHistory(h: HistoryOf<typeof history>) {
  const shown = (total: number, exactCard: boolean): SoldCounter =>
    exactCard
      ? exact(total)
      : (h.tokopedia
          ? parseTokopediaSoldText(formatTokopediaSoldText(total) ?? '0')
          : parseShopeeSoldText(formatShopeeSoldText(total)))!;
  const market = {
    stockTracksSales: h.readStock,
    reviews: { ...DEFAULT_MARKET.reviews, reviewGrowth: h.reviewGrowth },
  };
  let total = h.listedDaysBefore === null ? h.start : 0;
  let reviews = 0;
  let point: CounterPoint | null = null;
  const sightings: { day: string; sold: SoldCounter; figures: DailyFigure[] }[] = [];
  h.days.forEach((d, i) => {
    total += d.units;
    reviews += d.newReviews;
    if (i > 0 && !d.seen) return;
    const day = addDays(START, i);
    const sold = shown(total, h.cards === 'mixed' ? d.exactCard : h.cards === 'exact');
    const listedAt = h.listedDaysBefore === null ? OLD_LISTING : addDays(START, -h.listedDaysBefore);
    const observed = observe(day, sold, {
      reviewCount: reviews,
      stock: d.stock,
      recentSold: d.monthly === null ? null : exact(d.monthly),
      listedAt,
    });
    const estimate: ReturnType<typeof estimateSales> = estimateSales(point, observed, market);
    sightings.push({ day, sold, figures: estimate.days });
    point = estimate.point;
  });
  return sightings;
}

describe('reviewPace', () => {
  it("lies between the product's own review pace and what its counter says at the market's review growth", () => {
    fc.assert(
      fc.property(
        fc.nat(50_000),
        fc.nat(2_000),
        fc.nat(500_000).map((n) => n / 1_000),
        fc.integer({ min: 1, max: 45 }),
        fc.nat(5_000).map((n) => n / 100_000),
        (soldTotal, reviewCount, reviewUnits, days, reviewGrowth) => {
          const point = { ...estimateSales(null, observe(START, exact(soldTotal), { reviewCount })).point, soldTotal };
          const ratio = { ...DEFAULT_MARKET.reviews, reviewGrowth };
          const pace = reviewPace(point, { units: 0, reviewUnits, days }, ratio);
          const prior = reviewGrowth * soldTotal;
          expect(pace).toBeGreaterThanOrEqual(Math.min(reviewUnits, prior) * (1 - 1e-9));
          expect(pace).toBeLessThanOrEqual(Math.max(reviewUnits, prior) * (1 + 1e-9));
        },
      ),
    );
  });
});

describe('estimateSales on any history', () => {
  /** Units our figures give from sighting `a` to `b`, beside what their counters prove. */
  function* spans(sightings: ReturnType<typeof estimateHistory>) {
    for (let a = 0; a < sightings.length; a++) {
      let units = 0;
      for (let b = a + 1; b < sightings.length; b++) {
        units += sum(sightings[b]!.figures);
        const before = boundsOf(sightings[a]!.sold);
        const after = boundsOf(sightings[b]!.sold);
        yield {
          next: b === a + 1,
          units,
          least: after.low - (before.high ?? Infinity),
          most: after.high === null ? Infinity : after.high - before.low,
        };
      }
    }
  }

  it('never leaves what the buckets prove: between any two sightings, at least the rise of the floors past the old ceiling, at most the ceilings past the old floor', () => {
    fc.assert(
      fc.property(history, (h) => {
        for (const span of spans(estimateHistory({ ...h, cards: h.cards === 'mixed' ? 'bucketed' : h.cards }))) {
          expect(span.units).toBeGreaterThanOrEqual(span.least);
          expect(span.units).toBeLessThanOrEqual(span.most);
        }
      }),
    );
  });

  it('stays inside what the counters prove from one sighting to the next when the card switches between buckets and exact counters', () => {
    // An exact counter can show that what a bucket allowed was more than was sold: no figure can
    // be taken back, so later ones wait until the counter has caught up. Never too little, though.
    fc.assert(
      fc.property(history, (h) => {
        for (const span of spans(estimateHistory({ ...h, cards: 'mixed' }))) {
          expect(span.units).toBeGreaterThanOrEqual(span.least);
          if (span.next) expect(span.units).toBeLessThanOrEqual(span.most);
        }
      }),
    );
  });

  it('gives a recent listing figures that add up to a counter its first bucket allows', () => {
    fc.assert(
      fc.property(history, (h) => {
        const listedDaysBefore = Math.min(h.listedDaysBefore ?? 3, 29);
        const [first] = estimateHistory({ ...h, listedDaysBefore });
        const bounds = boundsOf(first!.sold);
        const units = sum(first!.figures);
        expect(first!.figures).toHaveLength(listedDaysBefore + 1);
        expect(units).toBeGreaterThanOrEqual(bounds.low);
        expect(units).toBeLessThanOrEqual(bounds.high ?? Infinity);
      }),
    );
  });

  it('gives every day after the first sighting one figure, never negative, and never calls a day it did not see measured', () => {
    fc.assert(
      fc.property(history, (h) => {
        const sightings = estimateHistory(h);
        const seen = new Set(sightings.map((s) => s.day));
        const figures = sightings.slice(1).flatMap((s) => s.figures);
        expect(figures.map((f) => f.day)).toEqual(figures.map((_, i) => addDays(sightings[0]!.day, i + 1)));
        for (const f of sightings.flatMap((s) => s.figures)) {
          expect(f.units).toBeGreaterThanOrEqual(0);
          if (!seen.has(f.day)) expect(f.provenance).toBe('estimated');
          if (f.provenance === 'estimated') expect(f.confidence).not.toBe('high');
        }
      }),
    );
  });

  it('gives every figure an 80% interval that holds it, never below nothing nor past what its span could have sold, and of zero width where measured', () => {
    fc.assert(
      fc.property(history, (h) => {
        const sightings = estimateHistory(h);
        sightings.forEach((sighting, i) => {
          const before = i === 0 ? { low: 0, high: 0 } : boundsOf(sightings[i - 1]!.sold);
          const after = boundsOf(sighting.sold);
          const most = i === 0 ? (after.high ?? Infinity) : after.high === null ? Infinity : after.high - before.low;
          for (const f of sighting.figures) {
            expect(f.unitsLow).toBeGreaterThanOrEqual(0);
            expect(f.unitsLow).toBeLessThanOrEqual(f.units);
            expect(f.unitsHigh).toBeGreaterThanOrEqual(f.units);
            expect(f.unitsHigh).toBeLessThanOrEqual(Math.max(most, f.units));
            expect(f.revenueLow).toBeLessThanOrEqual(f.revenue);
            expect(f.revenueHigh).toBeGreaterThanOrEqual(f.revenue);
            if (f.provenance === 'measured')
              expect([f.unitsHigh - f.unitsLow, f.revenueHigh - f.revenueLow]).toEqual([0, 0]);
          }
        });
      }),
    );
  });

  it('reads review-based figures wider than figures a 30-day count or the stock pins down', () => {
    const width = (figures: DailyFigure[]) => figures.reduce((w, f) => w + f.unitsHigh - f.unitsLow, 0) / sum(figures);
    const old = { listedAt: '2025-01-01' };
    const byReviews = run([
      { gap: 0, sold: bucket(1_000, 2_000), extra: { ...old, reviewCount: 100 } },
      { gap: 1, sold: bucket(1_000, 2_000), extra: { ...old, reviewCount: 103 } },
    ]).sightings[1]!.figures;
    const byStock = run(
      [
        { gap: 0, sold: bucket(1_000, 2_000), extra: { ...old, reviewCount: 100, stock: 500 } },
        { gap: 1, sold: bucket(1_000, 2_000), extra: { ...old, reviewCount: 103, stock: 440 } },
      ],
      { ...DEFAULT_MARKET, stockTracksSales: true },
    ).sightings[1]!.figures;
    expect(sum(byReviews)).toBeGreaterThan(0);
    expect(sum(byStock)).toBe(60);
    expect(width(byReviews)).toBeGreaterThan(width(byStock));
  });

  it('conserves the totals over a gap: its days add up to what was read for it, an exact rise or a revenue counter rise', () => {
    fc.assert(
      fc.property(
        fc.nat(5_000),
        fc.array(fc.record({ gap, rise: fc.nat(400), revenue: fc.nat(4_000_000) }), { minLength: 1, maxLength: 15 }),
        (start, steps) => {
          let total = start;
          let revenue = 0;
          const { sightings } = run([
            { gap: 0, sold: exact(start), extra: { revenueTotal: 0 } },
            ...steps.map((s) => ({
              gap: s.gap,
              sold: exact((total += s.rise)),
              extra: { revenueTotal: (revenue += s.revenue) },
            })),
          ]);
          sightings.slice(1).forEach((s, i) => {
            expect(s.figures).toHaveLength(steps[i]!.gap);
            expect(sum(s.figures)).toBe(steps[i]!.rise);
            expect(s.figures.reduce((r, f) => r + f.revenue, 0)).toBe(steps[i]!.revenue);
          });
        },
      ),
    );
  });
});
