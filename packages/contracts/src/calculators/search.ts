/** Prices are searched up to Rp 10 billion: beyond any marketplace's listing limit. */
export const MAX_PRICE = 10_000_000_000;

/**
 * The lowest whole-rupiah price in [0, MAX_PRICE] for which `reaches` holds, or null if even
 * MAX_PRICE does not. Fees are capped and rounded, so there is no closed form; what is left
 * after fees grows with the price, so a binary search finds it.
 */
export function lowestPriceWhere(reaches: (price: number) => boolean): number | null {
  if (!reaches(MAX_PRICE)) return null;
  if (reaches(0)) return 0;
  let low = 0;
  let high = MAX_PRICE;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (reaches(middle)) high = middle;
    else low = middle;
  }
  return high;
}
