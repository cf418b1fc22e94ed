import { clampInto, type Bounds } from './counter-bounds.ts';
import { likelyPosition } from './position.ts';
import { DEFAULT_REVIEW_RATIO } from './review-ratio.ts';

/** The marketplace's recent count covers this many days, the day it is shown included. */
export const RECENT_DAYS = 30;

/**
 * Our units for each of the RECENT_DAYS days up to an observation (oldest first, the
 * observation's day last); null for a day without a figure (before the product was first seen).
 * `count` is where inside the marketplace's 30-day count that day the product was.
 */
export interface RecentUnits {
  units: (number | null)[];
  count: number;
}

/**
 * The units over the `span` days since `previous` that a 30-day count of `shown` leaves after
 * the days of its window we already have figures for: the count's change, telescoped. Days of the
 * window without a figure each stand for an even share of what the previous count left
 * unexplained. Undefined when the window reaches back past what `previous` covers.
 */
export function unitsFromRecentCount(previous: RecentUnits, span: number, shown: Bounds): Bounds | undefined {
  if (span >= RECENT_DAYS) return undefined;
  const before = windowSum(previous.units.slice(span), perUnknownDay(previous));
  const low = Math.max(0, Math.round(shown.low - before));
  return { low, high: shown.high === null ? null : Math.max(low, Math.round(shown.high - before)) };
}

/** What each day of the window without a figure stands for: an even share of the count our figures leave. */
function perUnknownDay(recent: RecentUnits): number {
  const unknown = recent.units.filter((units) => units === null).length;
  return unknown === 0 ? 0 : Math.max(0, recent.count - windowSum(recent.units, 0)) / unknown;
}

const windowSum = (units: (number | null)[], perUnknown: number) =>
  units.reduce<number>((sum, u) => sum + (u ?? perUnknown), 0);

/**
 * The window moved on by `figures.length` days, with our figures for them, and where inside the
 * count now shown it puts the product. Days before the product's first figures stand for what
 * they stood for before; on a first sighting there is nothing before: a listing's own days are
 * all its window holds, anything else sits where such counts usually sit.
 */
export function nextRecent(previous: RecentUnits | null, figures: number[], shown: Bounds): RecentUnits {
  const kept = previous?.units ?? new Array<null>(RECENT_DAYS).fill(null);
  const units = kept.slice(Math.min(figures.length, RECENT_DAYS)).concat(figures.slice(-RECENT_DAYS));
  const estimate = previous
    ? windowSum(units, perUnknownDay(previous))
    : figures.length > 0
      ? windowSum(units, 0)
      : undefined;
  return {
    units,
    count:
      estimate === undefined
        ? likelyPosition(shown, null, DEFAULT_REVIEW_RATIO)
        : Math.round(clampInto(estimate, shown)),
  };
}
