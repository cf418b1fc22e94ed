import { addDays, daysBetween } from '../days.ts';
import type { Day, SoldCounter } from '../observation.ts';
import { spreadByWeights, spreadEvenly } from './spread.ts';

export type Provenance = 'measured' | 'estimated';

/** What we know of a product's counters at the end of an observed day. */
export interface CounterPoint {
  day: Day;
  /** The cumulative units: the marketplace's exact counter, or our estimate inside a bucket. */
  soldTotal: number;
  soldExact: boolean;
  reviewCount: number | null;
  /** Cumulative revenue, when the marketplace reports it. */
  revenueTotal: number | null;
  /** Exact cumulative units per variant, where the marketplace shows them. */
  variantSold: Record<string, number>;
}

export interface ObservedCounters {
  day: Day;
  sold: SoldCounter;
  reviewCount: number | null;
  revenueTotal: number | null;
  price: number;
  variants: { externalId: string; price: number; soldTotal: number | null }[];
}

export interface DailyFigure {
  day: Day;
  units: number;
  revenue: number;
  provenance: Provenance;
}

export interface Estimate {
  point: CounterPoint;
  /** One figure for each day after the previous observation up to this one; none for a first sighting. */
  days: DailyFigure[];
}

/** Units sold per new review when only a display bucket is shown; callers pass the market's current ratio. */
export const DEFAULT_UNITS_PER_REVIEW = 20;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

function initialCounter(sold: SoldCounter): number {
  if (sold.kind === 'exact') return sold.total;
  // Inside a bounded bucket the middle is the least-wrong guess; an open bucket gives only its floor.
  return sold.upper === null ? sold.lower : Math.floor((sold.lower + sold.upper - 1) / 2);
}

function exactVariantSold(observed: ObservedCounters): Record<string, number> {
  const sold: Record<string, number> = {};
  for (const variant of observed.variants) if (variant.soldTotal !== null) sold[variant.externalId] = variant.soldTotal;
  return sold;
}

/** Variant unit deltas when every variant's counter is known on both days; otherwise undefined. */
function variantDeltas(previous: CounterPoint, observed: ObservedCounters): { units: number; price: number }[] | undefined {
  if (observed.variants.length === 0) return undefined;
  const deltas: { units: number; price: number }[] = [];
  for (const variant of observed.variants) {
    const before = previous.variantSold[variant.externalId];
    if (variant.soldTotal === null || before === undefined) return undefined;
    deltas.push({ units: Math.max(0, variant.soldTotal - before), price: variant.price });
  }
  return deltas;
}

/** Fewer reviews than this make a product's own units-per-review ratio noise; the market's stands instead. */
const MIN_OWN_REVIEWS = 10;
/** How far a product's own ratio may stray from the market's, either way. */
const OWN_RATIO_SPREAD = 3;

/**
 * Units sold per new review for one product inside a display bucket: its own lifetime ratio
 * (estimated counter ÷ reviews, which the first sighting's bucket pins down), kept within a
 * plausible distance of the market's ratio.
 */
function ownUnitsPerReview(previous: CounterPoint, market: number): number {
  const reviews = previous.reviewCount ?? 0;
  if (previous.soldExact || reviews < MIN_OWN_REVIEWS) return market;
  return clamp(previous.soldTotal / reviews, market / OWN_RATIO_SPREAD, market * OWN_RATIO_SPREAD);
}

/** The counter at the end of `observed.day` and the units sold since `previous`. */
function advanceCounter(previous: CounterPoint, observed: ObservedCounters, unitsPerReview: number, variantUnits: number | undefined) {
  const { sold } = observed;
  if (sold.kind === 'exact') {
    // A counter that went down (a marketplace correction) sells nothing; it becomes the new baseline.
    return { soldTotal: sold.total, units: Math.max(0, sold.total - previous.soldTotal), exact: true };
  }
  const highest = sold.upper === null ? Number.MAX_SAFE_INTEGER : sold.upper - 1;
  const reviewDelta = Math.max(0, (observed.reviewCount ?? previous.reviewCount ?? 0) - (previous.reviewCount ?? 0));
  const units = variantUnits ?? Math.round(reviewDelta * ownUnitsPerReview(previous, unitsPerReview));
  // The bucket re-anchors the estimated counter but does not count as sales: a crossing mostly
  // corrects where inside the old bucket we guessed the product was, which happened before.
  return { soldTotal: clamp(previous.soldTotal + units, sold.lower, highest), units, exact: variantUnits !== undefined };
}

/**
 * Daily units and revenue between two observations of one product (DESIGN §6): units are the
 * counter's rise, spread over the days since the last sighting; revenue is units × price (the
 * variants' prices where their counters are known), or the rise of a reported revenue counter.
 * A figure is `measured` only for a single day between two exact observations.
 */
export function estimateSales(previous: CounterPoint | null, observed: ObservedCounters, unitsPerReview = DEFAULT_UNITS_PER_REVIEW): Estimate {
  if (previous === null || daysBetween(previous.day, observed.day) <= 0) {
    const point: CounterPoint = {
      day: observed.day,
      soldTotal: previous && observed.sold.kind !== 'exact' ? previous.soldTotal : initialCounter(observed.sold),
      soldExact: observed.sold.kind === 'exact',
      reviewCount: observed.reviewCount,
      revenueTotal: observed.revenueTotal,
      variantSold: exactVariantSold(observed),
    };
    return { point, days: [] };
  }

  const span = daysBetween(previous.day, observed.day);
  const deltas = variantDeltas(previous, observed);
  const variantUnits = deltas?.reduce((sum, d) => sum + d.units, 0);
  const counter = advanceCounter(previous, observed, unitsPerReview, variantUnits);

  const units = spreadEvenly(counter.units, span);
  const revenueTotal =
    observed.revenueTotal !== null && previous.revenueTotal !== null ? Math.max(0, observed.revenueTotal - previous.revenueTotal) : undefined;
  const unitPrice =
    deltas && variantUnits ? deltas.reduce((sum, d) => sum + d.units * d.price, 0) / variantUnits : observed.price;
  const revenue = revenueTotal !== undefined ? spreadByWeights(Math.round(revenueTotal), units) : units.map((u) => Math.round(u * unitPrice));

  const provenance: Provenance = span === 1 && counter.exact && (previous.soldExact || deltas !== undefined) ? 'measured' : 'estimated';
  return {
    point: {
      day: observed.day,
      soldTotal: counter.soldTotal,
      soldExact: observed.sold.kind === 'exact',
      reviewCount: observed.reviewCount ?? previous.reviewCount,
      revenueTotal: observed.revenueTotal,
      variantSold: { ...previous.variantSold, ...exactVariantSold(observed) },
    },
    days: units.map((u, i) => ({ day: addDays(previous.day, i + 1), units: u, revenue: revenue[i]!, provenance })),
  };
}
