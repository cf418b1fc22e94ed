import type { Marketplace, Observation } from '../observation.ts';
import type { CounterPoint } from './estimate.ts';

/** Fewer new reviews than this in a day make a noisy ratio; the default stands instead. */
const MIN_REVIEWS = 50;

/**
 * Units sold per new review on each marketplace, learned from the day's products whose exact
 * counter moved; used to read sales off review growth where only a display bucket shows.
 */
export function learnUnitsPerReview(pairs: Iterable<{ observation: Observation; previous: CounterPoint | undefined }>): Map<Marketplace, number> {
  const totals = new Map<Marketplace, { units: number; reviews: number }>();
  for (const { observation: o, previous } of pairs) {
    if (o.sold.kind !== 'exact' || !previous?.soldExact || previous.reviewCount === null || o.reviewCount === null) continue;
    const units = o.sold.total - previous.soldTotal;
    const reviews = o.reviewCount - previous.reviewCount;
    if (units <= 0 || reviews <= 0) continue;
    const sum = totals.get(o.marketplace) ?? { units: 0, reviews: 0 };
    totals.set(o.marketplace, { units: sum.units + units, reviews: sum.reviews + reviews });
  }
  return new Map([...totals].filter(([, t]) => t.reviews >= MIN_REVIEWS).map(([m, t]) => [m, t.units / t.reviews]));
}
