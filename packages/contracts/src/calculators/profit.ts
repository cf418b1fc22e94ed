import { rupiah } from './sale.ts';
import { lowestPriceWhere } from './search.ts';

export interface ProfitInput {
  price: number;
  costOfGoods: number;
  packing: number;
  /** Marketplace fees in percent of the price (see the Shopee and TikTok calculators for the exact lines). */
  marketplaceFeePercent: number;
  /** Advertising per unit sold. */
  adsPerUnit: number;
  /** The part of the shipping cost the seller pays. */
  shippingSubsidy: number;
}

export type CostKey = 'costOfGoods' | 'packing' | 'marketplaceFees' | 'ads' | 'shippingSubsidy';

export interface ProfitResult {
  costs: { key: CostKey; amount: number }[];
  totalCosts: number;
  profit: number;
  /** Profit in percent of the price, or null at a zero price. */
  marginPercent: number | null;
  /** The lowest whole-rupiah price at which the unit no longer loses money; null if fees take everything. */
  breakEvenPrice: number | null;
}

const feeOn = (price: number, percent: number): number => rupiah((price * percent) / 100);

export function profitPerUnit(input: ProfitInput): ProfitResult {
  const { price, costOfGoods, packing, marketplaceFeePercent, adsPerUnit, shippingSubsidy } = input;
  const costs: ProfitResult['costs'] = [
    { key: 'costOfGoods', amount: costOfGoods },
    { key: 'packing', amount: packing },
    { key: 'marketplaceFees', amount: feeOn(price, marketplaceFeePercent) },
    { key: 'ads', amount: adsPerUnit },
    { key: 'shippingSubsidy', amount: shippingSubsidy },
  ];
  const totalCosts = costs.reduce((sum, cost) => sum + cost.amount, 0);
  const profit = price - totalCosts;
  return {
    costs,
    totalCosts,
    profit,
    marginPercent: price > 0 ? (profit * 100) / price : null,
    breakEvenPrice: breakEven(input),
  };
}

function breakEven({
  costOfGoods,
  packing,
  marketplaceFeePercent,
  adsPerUnit,
  shippingSubsidy,
}: ProfitInput): number | null {
  const fixed = costOfGoods + packing + adsPerUnit + shippingSubsidy;
  return lowestPriceWhere((price) => price - feeOn(price, marketplaceFeePercent) >= fixed);
}
