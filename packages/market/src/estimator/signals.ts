import type { Reading } from './ranges.ts';
import type { ReviewRatio } from './review-ratio.ts';
import type { CounterPoint, MarketReading, ObservedCounters, Pace, StockCheck } from './types.ts';

/** A product's own units per review counts as many reviews as it has, the market's as this many. */
const MARKET_REVIEWS = 3;
/** A pace averages over enough days to hold about this many reviews, within these limits. */
const PACE_REVIEWS = 10;
const PACE_DAYS = { min: 7, max: 45 } as const;
/** What a product's review count says of its review pace counts as this many reviews of its own. */
const PRIOR_REVIEWS = 2;
/**
 * Once a product's reviews stand for at least STOCK_CHECK_REVIEWS reviews, a stock that fell by
 * less than half or more than twice what they say was sold does not move with sales (a figure
 * the seller typed, a warehouse shared with other shops): it is not read.
 */
const STOCK_CHECK_REVIEWS = 5;
const STOCK_AGREES_WITHIN = 2;
/** A stock that stood still this many sightings in a row while the reviews say a unit or more a day sold is a figure the seller typed. */
const STOCK_STILL_SIGHTINGS = 3;

/** The product's own units per review, drawn towards the market's while it has few reviews. */
const unitsPerReview = (point: CounterPoint, ratio: ReviewRatio) =>
  (point.soldTotal + MARKET_REVIEWS * ratio.unitsPerReview) / ((point.reviewCount ?? 0) + MARKET_REVIEWS);

/** What moved between two sightings besides the counter. */
export interface Movement {
  reviewUnits: number;
  newReviews: number;
  /** How far the stock fell; undefined when it rose (a restock) or is not shown. */
  stockDrop: number | undefined;
}

export function movementOf(previous: CounterPoint, observed: ObservedCounters, ratio: ReviewRatio): Movement {
  const stockDrop =
    previous.stock !== null && observed.stock !== null && observed.stock <= previous.stock
      ? previous.stock - observed.stock
      : undefined;
  const newReviews =
    previous.reviewCount === null || observed.reviewCount === null
      ? 0
      : Math.max(0, observed.reviewCount - previous.reviewCount);
  return { reviewUnits: newReviews * unitsPerReview(previous, ratio), newReviews, stockDrop };
}

export function nextStockCheck(check: StockCheck, moved: Movement): StockCheck {
  if (moved.stockDrop === undefined) return { ...check, still: 0 };
  const still = moved.stockDrop === 0 ? check.still + 1 : 0;
  return {
    fell: check.fell + moved.stockDrop,
    reviewed: check.reviewed + moved.reviewUnits,
    reviews: check.reviews + moved.newReviews,
    still,
  };
}

/**
 * The paces after `span` more days in which our figures gave `units`: each an average that
 * weighs the new days as much as their share of the days it holds. A product with few reviews
 * averages over more days, so that a lucky week does not read as a boom.
 */
export function nextPace(
  previous: CounterPoint,
  span: number,
  units: number,
  moved: Movement,
  ratio: ReviewRatio,
): Pace {
  const pace = previous.pace ?? { units: units / span, reviewUnits: moved.reviewUnits / span, days: 0 };
  const reviewsPerDay = pace.reviewUnits / unitsPerReview(previous, ratio);
  const steadyDays = Math.min(PACE_DAYS.max, Math.max(PACE_DAYS.min, PACE_REVIEWS / Math.max(reviewsPerDay, 1e-9)));
  const days = Math.min(steadyDays, pace.days + span);
  const weight = span / Math.max(days, span);
  const towards = (average: number, value: number) => average + weight * (value - average);
  return {
    units: towards(pace.units, units / span),
    reviewUnits: towards(pace.reviewUnits, moved.reviewUnits / span),
    days,
  };
}

/** This product's shown stock has been falling about as fast as its reviews say it sells, and does not stand still while they say it sells. */
export function ownStockMoves(point: CounterPoint): boolean {
  const { fell, reviewed, reviews, still } = point.stockCheck;
  if (still >= STOCK_STILL_SIGHTINGS && (point.pace?.reviewUnits ?? 0) >= 1) return false;
  return (
    reviews < STOCK_CHECK_REVIEWS || (fell * STOCK_AGREES_WITHIN >= reviewed && fell <= reviewed * STOCK_AGREES_WITHIN)
  );
}

/**
 * Units since `previous` by what moved besides the counter: the stock where it falls by what is
 * sold and did not rise (a sold-out product sells nothing, whatever the marketplace); the
 * product's recent pace after a restock; otherwise its reviews, at the pace they have been coming.
 */
export function unitsFromSignals(
  previous: CounterPoint,
  observed: ObservedCounters,
  market: MarketReading,
  span: number,
  moved: Movement,
): { units: number; reading: Reading } {
  if (previous.stock === 0 && observed.stock === 0) return { units: 0, reading: 'stock' };
  if (market.stockTracksSales && ownStockMoves(previous)) {
    if (moved.stockDrop !== undefined) return { units: moved.stockDrop, reading: 'stock' };
    if (previous.pace) return { units: previous.pace.units * span, reading: 'pace' };
  }
  // Only the review pace is read here; what our figures give is not known yet.
  const pace = reviewPace(previous, nextPace(previous, span, 0, moved, market.reviews), market.reviews);
  return { units: pace * span, reading: 'reviews' };
}

/**
 * Units a day by the reviews: the reviews the pace holds, beside the reviews a day its counter
 * (in reviews, at its units per review) would bring at the market's review growth, counted as
 * PRIOR_REVIEWS reviews (a gamma–Poisson mean). A product whose rare reviews happened not to
 * come lately is not read as selling nothing, nor one lucky review as a boom; a product with
 * many reviews lately is read by its own.
 */
export function reviewPace(previous: CounterPoint, pace: Pace, ratio: ReviewRatio): number {
  const perReview = unitsPerReview(previous, ratio);
  const expected = (ratio.reviewGrowth * previous.soldTotal) / perReview;
  if (expected <= 0) return pace.reviewUnits;
  const reviews = (pace.reviewUnits * pace.days) / perReview;
  return ((reviews + PRIOR_REVIEWS) / (pace.days + PRIOR_REVIEWS / expected)) * perReview;
}
