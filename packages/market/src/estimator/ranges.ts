import { addDays } from '../days.ts';
import type { Day } from '../observation.ts';
import { ceilingOf, type Bounds } from './counter-bounds.ts';
import type { DailyFigure, PriceRange } from './types.ts';

/**
 * How the units of a span were read, surest first: counted off exact or variant counters (or a
 * range the counters narrow to one value), the marketplace's 30-day count, the shown stock, the
 * product's recent pace, its reviews (or, on a first sighting, where in its bucket its reviews
 * put it).
 */
export type Reading = 'counted' | 'recent' | 'stock' | 'pace' | 'reviews';

/**
 * The 80% half-width of a span's reading: a share of its units by how it was read, beside the
 * count's own noise (COUNT_NOISE × √(units + 1); a Poisson count's would be 1.28). Fitted with
 * `npm run bench:accuracy` so that 30-day totals fall inside their interval 80% of the time on
 * every crawl and market variant (decisions/039).
 */
const READING_SPREAD: Record<Reading, number> = {
  counted: 0,
  recent: 0.12,
  stock: 0.07,
  pace: 0.24,
  reviews: 0.29,
};
const COUNT_NOISE = 0.62;

/**
 * Where a unit's price is not known (which variants sold is not shown), the 80% range of its
 * average price runs this share of the way from the price used to the cheapest and to the
 * dearest variant listed: the average of many units rarely sits at either end.
 */
export const PRICE_SPREAD = 0.45;

/** z of a two-sided 80% interval of a normal error. */
const Z80 = 1.2816;

/**
 * How a total's errors add up (decisions/039): the readings of one product's days share their
 * cause and add in full; different products' add as if correlated by `sharedAcrossProducts`
 * (a category's units per review is one reading for all its products); the split of a span over
 * its days cancels over the span, and counts in a sum at `splitInSums` of its size, with
 * `splitSharedAcrossProducts` of it shared (a market that grows puts every product's sales late
 * in its gaps).
 */
export interface SumModel {
  sharedAcrossProducts: number;
  splitInSums: number;
  splitSharedAcrossProducts: number;
}
export const SUM_MODEL: SumModel = { sharedAcrossProducts: 0, splitInSums: 0.4, splitSharedAcrossProducts: 0.2 };

/** The 80% range of a span's `units` read by `reading`, inside what the counters prove. */
export function rangeOfReading(units: number, reading: Reading, proven: Bounds): Bounds & { high: number } {
  if (reading === 'counted') return { low: units, high: units };
  const half = Math.sqrt((READING_SPREAD[reading] * units) ** 2 + COUNT_NOISE ** 2 * (units + 1));
  return {
    low: Math.max(proven.low, 0, units - half),
    high: Math.max(units, Math.min(ceilingOf(proven), units + half)),
  };
}

/** The 80% half-width of one day's share of a span of `span` days that sold `units` (a multinomial split). */
const splitHalfWidth = (units: number, span: number) => Z80 * Math.sqrt((units * (span - 1)) / (span * span));

/**
 * Daily figures for the days of a span from `firstDay`: the span's units (spread evenly), its
 * revenue, and each day's 80% range, which holds the day's share of the span's range, how far
 * the day's share of its total may lie from an even split, and what a unit may have cost. A day
 * never reaches past what the whole span may have sold.
 */
export function figuresOfSpan(
  firstDay: Day,
  units: number[],
  revenue: number[],
  range: Bounds & { high: number },
  prices: PriceRange,
  labels: Pick<DailyFigure, 'provenance' | 'confidence'>,
): DailyFigure[] {
  const span = units.length;
  const total = units.reduce((sum, u) => sum + u, 0);
  const below = (total - range.low) / span;
  const above = (range.high - total) / span;
  const split = splitHalfWidth(total, span);
  return units.map((u, i) => {
    const value = revenue[i]!;
    const perUnit = u > 0 ? value / u : (prices.low + prices.high) / 2;
    const unitsLow = Math.max(0, u - below - split);
    const unitsHigh = Math.min(range.high, u + above + split);
    const revenueLow = Math.min(value, Math.round(unitsLow * Math.min(prices.low, perUnit)));
    const revenueHigh = Math.max(value, Math.round(unitsHigh * Math.max(prices.high, perUnit)));
    const width = revenueHigh - revenueLow;
    return {
      day: addDays(firstDay, i),
      units: u,
      revenue: value,
      ...labels,
      unitsLow,
      unitsHigh,
      revenueLow,
      revenueHigh,
      splitShare: width > 0 ? Math.min(1, (2 * split * perUnit) / width) : 0,
    };
  });
}

/** One side of a total's interval: its figures' reading and split half-widths, summed and squared-summed. */
export interface SideSums {
  reading: number;
  readingSquares: number;
  split: number;
  splitSquares: number;
}

/** What the interval of a total is made of, below and above its estimate; sums that add up over any set of figures. */
export interface RangeSums {
  below: SideSums;
  above: SideSums;
}

const NO_SIDE: SideSums = { reading: 0, readingSquares: 0, split: 0, splitSquares: 0 };
export const NO_RANGE: RangeSums = { below: NO_SIDE, above: NO_SIDE };

type Measure = 'units' | 'revenue';

function sideOf(width: number, splitShare: number): SideSums {
  const reading = (1 - splitShare) * width;
  const split = splitShare * width;
  return { reading, readingSquares: reading ** 2, split, splitSquares: split ** 2 };
}

/** One figure's part of the sums, for its units or its revenue. */
export function rangeSumsOf<M extends Measure = 'revenue'>(
  figure: Pick<DailyFigure, NoInfer<M | `${M}Low` | `${M}High`> | 'splitShare'>,
  measure: M = 'revenue' as M,
): RangeSums {
  const at = (key: M | `${M}Low` | `${M}High`) => (figure as Record<string, number>)[key]!;
  const value = at(measure);
  return {
    below: sideOf(value - at(`${measure}Low`), figure.splitShare),
    above: sideOf(at(`${measure}High`) - value, figure.splitShare),
  };
}

const addSides = (a: SideSums, b: SideSums): SideSums => ({
  reading: a.reading + b.reading,
  readingSquares: a.readingSquares + b.readingSquares,
  split: a.split + b.split,
  splitSquares: a.splitSquares + b.splitSquares,
});

export const addRangeSums = (a: RangeSums, b: RangeSums): RangeSums => ({
  below: addSides(a.below, b.below),
  above: addSides(a.above, b.above),
});

/**
 * The order in which the database keeps a total's RangeSums (decisions/039): each side's reading
 * and split widths, each summed and squared-summed.
 */
export const RANGE_SUM_PARTS = [
  'below.reading',
  'below.readingSquares',
  'below.split',
  'below.splitSquares',
  'above.reading',
  'above.readingSquares',
  'above.split',
  'above.splitSquares',
] as const;

/** RangeSums from the numbers the database keeps in RANGE_SUM_PARTS order. */
export function rangeSumsFromParts(parts: readonly number[]): RangeSums {
  const side = (at: number): SideSums => ({
    reading: parts[at] ?? 0,
    readingSquares: parts[at + 1] ?? 0,
    split: parts[at + 2] ?? 0,
    splitSquares: parts[at + 3] ?? 0,
  });
  return { below: side(0), above: side(4) };
}

/** A sum of errors that share a cause with correlation `shared`, counting each square `repeats` times; never past the plain sum. */
const correlated = (sum: number, squares: number, shared: number, repeats: number) =>
  Math.min(sum, Math.sqrt((1 - shared) * repeats * squares + shared * sum ** 2));

/**
 * The 80% interval of a total from its sums over `days` distinct days, its readings' part and its
 * splits' part side by side. Counting each day's squares `days` times stands for one product's
 * days adding in full (a product with an even width over its days gets the sum of its widths);
 * the shared part adds every reading in full. A split counts in full on one day and cancels over
 * longer totals, down to `splitInSums` of its size. One figure's interval is its own.
 */
export function intervalOfSums(
  total: number,
  sums: RangeSums,
  days: number,
  model: SumModel = SUM_MODEL,
): { low: number; high: number } {
  const repeats = Math.max(days, 1);
  const splitWeight = Math.max(model.splitInSums, 1 / Math.sqrt(repeats));
  const half = (side: SideSums) =>
    correlated(side.reading, side.readingSquares, model.sharedAcrossProducts, repeats) +
    splitWeight * correlated(side.split, side.splitSquares, model.splitSharedAcrossProducts, 1);
  return { low: Math.max(0, total - half(sums.below)), high: total + half(sums.above) };
}

/**
 * The 80% interval of the sum of daily figures (a product's 7 or 30 days, or a store's, brand's
 * or category's products over some days): not the sum of their bounds, which is far too wide
 * for many independent errors and too narrow where errors share a cause (decisions/039).
 */
export function intervalOfSum(
  figures: readonly DailyFigure[],
  measure: Measure = 'revenue',
): { low: number; high: number } {
  let sums = NO_RANGE;
  let total = 0;
  const days = new Set<Day>();
  for (const figure of figures) {
    sums = addRangeSums(sums, rangeSumsOf(figure, measure));
    total += figure[measure];
    days.add(figure.day);
  }
  return intervalOfSums(total, sums, days.size);
}
