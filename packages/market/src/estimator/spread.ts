/**
 * Splits a whole number over `parts` slots as evenly as possible; the later slots take the
 * remainder, so nothing is lost or invented. Sum of the result === total.
 */
export function spreadEvenly(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const remainder = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i >= parts - remainder ? 1 : 0));
}

/** Splits `total` in proportion to `weights` (largest remainder); even split when all weights are 0. */
export function spreadByWeights(total: number, weights: number[]): number[] {
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weightSum <= 0) return spreadEvenly(total, weights.length);
  const exact = weights.map((w) => (total * w) / weightSum);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || b.i - a.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return floors;
}
