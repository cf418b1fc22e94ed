import type { Observation } from '../observation.ts';
import { estimateSales } from './estimate.ts';
import { learnReviewRatios } from './review-ratio.ts';
import { learnStockTracking } from './stock-trust.ts';
import type { CounterPoint, Estimate, MarketReading } from './types.ts';

/** One product seen on a day, with its counters as of its previous observation (none on a first sighting). */
export interface ProductSighting {
  observation: Observation;
  previous: CounterPoint | undefined;
}

/** What the day's market says about reading a product's sales: its category's units per review, its marketplace's stock. */
export function learnMarket(sightings: readonly ProductSighting[]): (observation: Observation) => MarketReading {
  const ratios = learnReviewRatios(sightings);
  const tracking = learnStockTracking(sightings);
  return (observation) => ({
    reviews: ratios.of(observation),
    stockTracksSales: tracking.has(observation.marketplace),
  });
}

/**
 * Estimates a day's sightings as ingestion does: what the market says is learned from the day's
 * products whose counters are known, then every product is estimated with it. The estimates come
 * in the order of the sightings.
 */
export function estimateDay(sightings: readonly ProductSighting[]): Estimate[] {
  const market = learnMarket(sightings);
  return sightings.map(({ observation, previous }) =>
    estimateSales(previous ?? null, observation, market(observation)),
  );
}
