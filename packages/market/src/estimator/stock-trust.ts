import { daysBetween } from '../days.ts';
import type { Marketplace, Observation } from '../observation.ts';
import { ownStockMoves } from './signals.ts';
import type { CounterPoint } from './types.ts';

/** Fewer sightings than this say too little about a marketplace's stock. */
const MIN_SIGHTINGS = 20;
/** The share of sightings whose stock fell by exactly what was sold (by chance it almost never does), for the marketplace's stock to be read as sales. */
const MIN_MATCHING = 1 / 2;

/**
 * Marketplaces whose shown stock falls by what was sold: checked each day on the products whose
 * exact counter or stock moved since their last sighting while the stock did not rise (no
 * restock). Where stock is kept by the marketplace, it falls by exactly the units sold; a
 * marketplace where sellers mostly show a figure they typed fails, and its stock is then read for
 * nothing but a sold-out product. Products already known to show such a figure are left out.
 */
export function learnStockTracking(
  sightings: Iterable<{ observation: Observation; previous: CounterPoint | undefined }>,
): Set<Marketplace> {
  const counts = new Map<Marketplace, { moved: number; matching: number }>();
  for (const { observation: o, previous } of sightings) {
    if (!previous?.soldExact || o.sold.kind !== 'exact' || previous.stock === null || o.stock === null) continue;
    if (o.stock > previous.stock || daysBetween(previous.day, o.day) < 1 || !ownStockMoves(previous)) continue;
    const sold = o.sold.total - previous.soldTotal;
    const fell = previous.stock - o.stock;
    if (sold <= 0 && fell === 0) continue;
    const count = counts.get(o.marketplace) ?? { moved: 0, matching: 0 };
    count.moved += 1;
    if (fell === sold) count.matching += 1;
    counts.set(o.marketplace, count);
  }
  return new Set(
    [...counts].filter(([, c]) => c.moved >= MIN_SIGHTINGS && c.matching >= MIN_MATCHING * c.moved).map(([m]) => m),
  );
}
