import type { ResearchMarketplace } from '../marketplaces.ts';
import {
  SHOPEE_FEE_TABLES,
  tableInForce,
  TIKTOK_FEE_TABLES,
  type ShopeeCategoryGroup,
  type TiktokCategoryGroup,
} from './fee-tables.ts';
import { shopeeSale, tiktokSale, type SaleBreakdown } from './sale.ts';

/** The fee tables that apply to a marketplace's sales: Shopee's, and TikTok Shop's for Tokopedia and TikTok. */
export type FeeSchedule = 'shopee' | 'tiktok';
export const FEES_OF: Partial<Record<ResearchMarketplace, FeeSchedule>> = {
  shopee: 'shopee',
  tiktok: 'tiktok',
  tokopedia: 'tiktok',
};

/** The category group assumed when the seller has not picked one: Shopee's A, TikTok Shop's standard. */
export const DEFAULT_FEE_GROUP: Record<FeeSchedule, ShopeeCategoryGroup | TiktokCategoryGroup> = {
  shopee: 'A',
  tiktok: 'standard',
};

/**
 * One sale of a listing as a regular seller in the voucher and free-shipping programmes (Shopee)
 * or with the dynamic commission (TikTok Shop): what research's profit estimate and the
 * opportunity score assume. Null where the calculators know no fees (Lazada, Blibli) or no table
 * is in force on the day.
 */
export function listingSale(
  fees: FeeSchedule,
  price: number,
  day: string,
  group: string = DEFAULT_FEE_GROUP[fees],
): SaleBreakdown | null {
  if (fees === 'shopee') {
    if (!tableInForce(SHOPEE_FEE_TABLES, day)) return null;
    return shopeeSale({
      price,
      sellerType: 'regular',
      categoryGroup: group as ShopeeCategoryGroup,
      day,
      voucherProgramme: true,
      freeShippingProgramme: true,
    });
  }
  if (!tableInForce(TIKTOK_FEE_TABLES, day)) return null;
  return tiktokSale({
    price,
    sellerType: 'regular',
    categoryGroup: group as TiktokCategoryGroup,
    day,
    dynamicCommission: true,
  });
}
