import type { SoldCounter } from '../observation.ts';

/** Whole units from `low` to `high`, both included; `high` null: no known ceiling. */
export interface Bounds {
  low: number;
  high: number | null;
}

/** What a shown counter proves about the true one: an exact counter is a single value, a display bucket its range. */
export function boundsOf(sold: SoldCounter): Bounds {
  if (sold.kind === 'exact') return { low: sold.total, high: sold.total };
  return { low: sold.lower, high: sold.upper === null ? null : sold.upper - 1 };
}

export const ceilingOf = (bounds: Bounds): number => bounds.high ?? Number.POSITIVE_INFINITY;

export const clampInto = (value: number, bounds: Bounds): number =>
  Math.min(Math.max(value, bounds.low), ceilingOf(bounds));

export const isPoint = (bounds: Bounds): boolean => bounds.high === bounds.low;

/** Bounds narrower than ±`share` of `value` (a point always is; an open range never). */
export const isNarrow = (bounds: Bounds, value: number, share: number): boolean =>
  bounds.high !== null && bounds.high - bounds.low <= 2 * share * Math.max(value, 0);
