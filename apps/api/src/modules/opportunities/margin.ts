import { FEES_OF, listingSale, type ResearchMarketplace } from '@pasarlens/contracts';
import type { Margin } from './score.ts';

/** What a unit costs the seller before the marketplace's fees: an amount, or a share of the price. */
export type CostBasis = { cost: number } | { share: number };

/**
 * The margin at a price after the fees of the calculators' table in force on `day` (a regular
 * seller in the usual programmes, as research's profit estimate assumes) and the cost; null where
 * the calculators know no fees for the marketplace or no table is in force.
 */
export function marginFor(marketplace: ResearchMarketplace, day: string, basis: CostBasis) {
  const fees = FEES_OF[marketplace];
  return (price: number): Margin | null => {
    const sale = fees ? listingSale(fees, price, day) : null;
    if (!sale) return null;
    const costPerUnit = 'cost' in basis ? basis.cost : Math.round(price * basis.share);
    const profitPerUnit = sale.received - costPerUnit;
    return { costPerUnit, profitPerUnit, marginPercent: price > 0 ? (profitPerUnit * 100) / price : 0 };
  };
}

/** The id of the fee table the margins use, or null. */
export function feeTableOf(marketplace: ResearchMarketplace, day: string): string | null {
  const fees = FEES_OF[marketplace];
  return (fees && listingSale(fees, 100_000, day)?.table.id) ?? null;
}
