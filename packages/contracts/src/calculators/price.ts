import type { TiktokCategoryGroup, SellerType } from './fee-tables.ts';
import { tiktokSale, type SaleBreakdown } from './sale.ts';
import { lowestPriceWhere } from './search.ts';

export interface TiktokPriceInput {
  /** Everything a unit costs the seller before marketplace fees: goods, packing, ads. */
  costPerUnit: number;
  /** The share of the price the seller wants to keep as profit, in percent. */
  targetMarginPercent: number;
  sellerType: Exclude<SellerType, 'star'>;
  categoryGroup: TiktokCategoryGroup;
  day: string;
  dynamicCommission: boolean;
}

export interface TiktokPrice {
  /** The lowest whole-rupiah price that reaches the target margin, or null when fees and margin take the whole price. */
  price: number | null;
  sale: SaleBreakdown | null;
  profit: number | null;
}

/** The price to set on TikTok Shop / Tokopedia: the lowest that keeps the target margin after every fee. */
export function tiktokPrice(input: TiktokPriceInput): TiktokPrice {
  const saleAt = (price: number) =>
    tiktokSale({
      price,
      sellerType: input.sellerType,
      categoryGroup: input.categoryGroup,
      day: input.day,
      dynamicCommission: input.dynamicCommission,
    });
  const reaches = (price: number) =>
    saleAt(price).received - input.costPerUnit >= (price * input.targetMarginPercent) / 100;
  const price = input.targetMarginPercent < 100 ? lowestPriceWhere(reaches) : null;
  if (price === null) return { price: null, sale: null, profit: null };
  const sale = saleAt(price);
  return { price, sale, profit: sale.received - input.costPerUnit };
}
