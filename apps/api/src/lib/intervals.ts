import { intervalOfSums, rangeSumsFromParts } from '@pasarlens/market';

/**
 * A revenue's 80% interval in whole rupiah, from the RangeSums parts kept beside it, over the days
 * it sums (each repeats a product's reading error: decisions/039).
 */
export function rupiahInterval(revenue: number, rangeParts: number[], days: number): { low: number; high: number } {
  const { low, high } = intervalOfSums(revenue, rangeSumsFromParts(rangeParts), days);
  return { low: Math.round(low), high: Math.round(high) };
}
