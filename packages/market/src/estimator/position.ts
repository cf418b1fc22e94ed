import { type Bounds } from './counter-bounds.ts';
import type { ReviewRatio } from './review-ratio.ts';

/** Standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Mean of a log-normal (log-mean mu, log-spread sigma) cut to [a, b); undefined where it puts no weight there. */
function truncatedLognormalMean(mu: number, sigma: number, a: number, b: number): number | undefined {
  const alpha = a > 0 ? (Math.log(a) - mu) / sigma : Number.NEGATIVE_INFINITY;
  const beta = Number.isFinite(b) ? (Math.log(b) - mu) / sigma : Number.POSITIVE_INFINITY;
  const mass = normalCdf(beta) - normalCdf(alpha);
  if (mass < 1e-9) return undefined;
  return (Math.exp(mu + (sigma * sigma) / 2) * (normalCdf(beta - sigma) - normalCdf(alpha - sigma))) / mass;
}

/**
 * Where inside the bounds a counter first seen there most likely is: the mean of what the
 * product's reviews suggest (reviews × the market's units per review, spread as the market's
 * products spread) cut to the bounds. Without reviews, the mean of a count spread evenly over
 * its magnitude (counters pile up at the low end of a bucket); an open bucket gives its floor.
 */
export function likelyPosition(bounds: Bounds, reviewCount: number | null, ratio: ReviewRatio): number {
  const { low, high } = bounds;
  if (high === low) return low;
  const ceiling = high === null ? Number.POSITIVE_INFINITY : high + 1;
  const fromReviews = reviewCount
    ? truncatedLognormalMean(Math.log(reviewCount) + ratio.logMean, ratio.logSpread, low, ceiling)
    : undefined;
  if (fromReviews !== undefined) return Math.min(Math.round(fromReviews), high ?? Number.MAX_SAFE_INTEGER);
  if (high === null) return low;
  if (low <= 0) return Math.floor(high / 2);
  return Math.min(high, Math.round((ceiling - low) / Math.log(ceiling / low)));
}
