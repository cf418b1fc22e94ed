export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** Keeps a random walk inside [lo, hi] by bouncing it off the bounds. */
export const reflect = (x: number, lo: number, hi: number): number => (x < lo ? 2 * lo - x : x > hi ? 2 * hi - x : x);
