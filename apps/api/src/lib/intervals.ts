import { intervalOfSums, type RangeSums } from '@pasarlens/market';

/**
 * A revenue's 80% interval in whole rupiah, from what it is made of, over the days it sums (each
 * repeats a product's reading error: decisions/039).
 */
export function rupiahInterval(revenue: number, sums: RangeSums, days: number): { low: number; high: number } {
  const { low, high } = intervalOfSums(revenue, sums, days);
  return { low: Math.round(low), high: Math.round(high) };
}
