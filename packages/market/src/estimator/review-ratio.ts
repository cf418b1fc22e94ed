import { daysBetween } from '../days.ts';
import type { CategoryRef, Marketplace, Observation } from '../observation.ts';
import type { CounterPoint } from './types.ts';

/** How many units a review stands for, on a marketplace or in one of its categories. */
export interface ReviewRatio {
  /** Σ units ÷ Σ reviews: what turns a group's new reviews into its units without bias. */
  unitsPerReview: number;
  /** Mean and spread of ln(units ÷ reviews) over products: how far one product's ratio may lie from the others'. */
  logMean: number;
  logSpread: number;
  /**
   * New reviews a day per review a product already has (Σ new reviews ÷ Σ reviews held × days):
   * what a product's own review count says of its review pace before its own days say much.
   */
  reviewGrowth: number;
}

export const DEFAULT_REVIEW_RATIO: ReviewRatio = {
  unitsPerReview: 20,
  logMean: Math.log(20),
  logSpread: 0.8,
  reviewGrowth: 0,
};

/** Fewer than this many products, or reviews, make a noisy ratio; the wider group's stands instead. */
const MIN_PRODUCTS = 30;
const MIN_REVIEWS = 300;
/** A product's own ratio is read from at least this many reviews. */
const MIN_OWN_REVIEWS = 20;
/** A product's counter counts as known when its bounds are narrower than ±this share. */
const KNOWN_WITHIN = 0.05;
const MIN_LOG_SPREAD = 0.3;
/** A review growth is read from at least this many new reviews. */
const MIN_NEW_REVIEWS = 30;

interface Sums {
  units: number;
  reviews: number;
  products: number;
  logs: number[];
  /** Reviews that came since the previous sightings, and the reviews held then × the days since. */
  newReviews: number;
  reviewDays: number;
}

const groupKeys = (marketplace: Marketplace, categoryPath: readonly CategoryRef[]) => {
  const top = categoryPath[0]?.externalId;
  return top === undefined ? [marketplace] : [`${marketplace}:${top}`, marketplace];
};

/** The counter a product is known to have, with its reviews: an exact counter, or bounds pinned by bucket changes. */
function knownCounter(
  o: Observation,
  previous: CounterPoint | undefined,
): { units: number; reviews: number } | undefined {
  if (o.sold.kind === 'exact' && o.reviewCount !== null) return { units: o.sold.total, reviews: o.reviewCount };
  if (!previous || previous.reviewCount === null || previous.soldHigh === null) return undefined;
  const known = previous.soldHigh - previous.soldLow <= 2 * KNOWN_WITHIN * previous.soldLow;
  return known ? { units: previous.soldTotal, reviews: previous.reviewCount } : undefined;
}

/** Reviews that came since a product's previous sighting, beside the reviews it held then × the days since. */
function reviewGrowthOf(
  o: Observation,
  previous: CounterPoint | undefined,
): { newReviews: number; reviewDays: number } | undefined {
  if (!previous?.reviewCount || o.reviewCount === null) return undefined;
  const span = daysBetween(previous.day, o.day);
  if (span <= 0) return undefined;
  return { newReviews: Math.max(0, o.reviewCount - previous.reviewCount), reviewDays: previous.reviewCount * span };
}

const growthOf = (sums: Sums) => (sums.newReviews >= MIN_NEW_REVIEWS ? sums.newReviews / sums.reviewDays : 0);

function ratioOf(sums: Sums): ReviewRatio | undefined {
  if (sums.products < MIN_PRODUCTS || sums.reviews < MIN_REVIEWS) return undefined;
  const unitsPerReview = sums.units / sums.reviews;
  if (sums.logs.length < MIN_PRODUCTS) return { ...DEFAULT_REVIEW_RATIO, unitsPerReview };
  const logMean = sums.logs.reduce((a, b) => a + b, 0) / sums.logs.length;
  const variance = sums.logs.reduce((a, b) => a + (b - logMean) ** 2, 0) / (sums.logs.length - 1);
  return { unitsPerReview, logMean, logSpread: Math.max(MIN_LOG_SPREAD, Math.sqrt(variance)), reviewGrowth: 0 };
}

/** Review ratios and growths per marketplace and top-level category; `of` falls back to the marketplace's, then to the default. */
export class ReviewRatios {
  constructor(
    private readonly ratios: ReadonlyMap<string, ReviewRatio>,
    private readonly growths: ReadonlyMap<string, number>,
  ) {}

  of(o: Pick<Observation, 'marketplace' | 'categoryPath'>): ReviewRatio {
    // Each falls back on its own: a category with enough known counters may have too few new reviews today.
    const keys = groupKeys(o.marketplace, o.categoryPath);
    const ratio = keys.map((key) => this.ratios.get(key)).find((r) => r !== undefined) ?? DEFAULT_REVIEW_RATIO;
    const growth = keys.map((key) => this.growths.get(key)).find((g) => g !== undefined);
    return growth === undefined ? ratio : { ...ratio, reviewGrowth: growth };
  }
}

/**
 * Units per review, learned from the day's products whose counter is known (exact, or pinned
 * between bucket changes) as lifetime totals: Σ counters ÷ Σ reviews. Totals weigh every product,
 * the one that sold without a review as much as the one that got a review for a single sale;
 * picking the days on which both moved (the first version) picked small products' lucky days and
 * learned about half the true ratio.
 */
export function learnReviewRatios(
  pairs: Iterable<{ observation: Observation; previous: CounterPoint | undefined }>,
): ReviewRatios {
  const sums = new Map<string, Sums>();
  for (const { observation: o, previous } of pairs) {
    const known = knownCounter(o, previous);
    const growth = reviewGrowthOf(o, previous);
    if (!known && !growth) continue;
    for (const key of groupKeys(o.marketplace, o.categoryPath)) {
      const group = sums.get(key) ?? { units: 0, reviews: 0, products: 0, logs: [], newReviews: 0, reviewDays: 0 };
      if (growth) {
        group.newReviews += growth.newReviews;
        group.reviewDays += growth.reviewDays;
      }
      if (known) {
        group.units += known.units;
        group.reviews += known.reviews;
        group.products += 1;
        if (known.reviews >= MIN_OWN_REVIEWS && known.units > 0) group.logs.push(Math.log(known.units / known.reviews));
      }
      sums.set(key, group);
    }
  }
  const ratios = new Map<string, ReviewRatio>();
  const growths = new Map<string, number>();
  for (const [key, group] of sums) {
    const ratio = ratioOf(group);
    if (ratio) ratios.set(key, ratio);
    const growth = growthOf(group);
    if (growth > 0) growths.set(key, growth);
  }
  return new ReviewRatios(ratios, growths);
}
