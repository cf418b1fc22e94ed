import { clamp } from './numbers.ts';

/** Prices the way Indonesian sellers set them. */

const MIN_PRICE = 5_000;
const MAX_PRICE = 15_000_000;

const stepOf = (rupiah: number): number =>
  rupiah < 20_000 ? 100 : rupiah < 200_000 ? 500 : rupiah < 2_000_000 ? 1_000 : 10_000;

/**
 * Rounds to the steps sellers use (Rp 100 under 20 ribu, up to Rp 10.000 above 2 juta). With
 * `charm`, the price ends in …900 (Rp 39.900, Rp 1.299.000) as many sellers' prices do.
 */
export function roundPrice(rupiah: number, charm: boolean): number {
  const step = stepOf(rupiah);
  const rounded = Math.max(step, Math.round(rupiah / step) * step);
  if (!charm || rounded < 10_000) return rounded;
  return rounded - (step <= 500 ? 100 : 1_000);
}

export const clampPrice = (rupiah: number): number => clamp(rupiah, MIN_PRICE, MAX_PRICE);
