import type { SoldCounter } from '../observation.ts';

/** True when the counter allows `sold` as the true cumulative count. */
export function admits(counter: SoldCounter | undefined, sold: number): boolean {
  if (!counter) return false;
  if (counter.kind === 'exact') return counter.total === sold;
  return counter.lower <= sold && (counter.upper === null || sold < counter.upper);
}
