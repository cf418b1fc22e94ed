import {
  rateFor,
  SHOPEE_FEE_TABLES,
  tableInForce,
  TIKTOK_FEE_TABLES,
  type CappedRate,
  type FeeTable,
  type SellerType,
  type ShopeeCategoryGroup,
  type TiktokCategoryGroup,
} from './fee-tables.ts';

/** Whole rupiah, halves up, as the marketplaces' settlement statements show them. */
export const rupiah = (amount: number): number => Math.round(amount);

export type DeductionKey =
  | 'adminFee'
  | 'orderProcessingFee'
  | 'paymentFee'
  | 'voucherProgramme'
  | 'freeShippingProgramme'
  | 'platformCommission'
  | 'dynamicCommission'
  | 'mallServiceFee';

export interface Deduction {
  key: DeductionKey;
  /** The percentage rate as a fraction, or null for a flat fee. */
  rate: number | null;
  /** The ceiling that applied, if the fee reached it. */
  cappedAt: number | null;
  amount: number;
}

export interface TableInfo {
  id: string;
  validFrom: string;
  validTo: string | null;
  source: string;
}

export interface SaleBreakdown {
  table: TableInfo;
  price: number;
  deductions: Deduction[];
  totalFees: number;
  /** What the seller receives: price − every deduction. */
  received: number;
}

type Charge = { key: DeductionKey } & ({ fee: CappedRate } | { flat: number });

/**
 * Applies the charges in order to a price. Each takes at most what is left of the price, so a
 * flat fee on a very cheap item never makes the seller owe more than the sale brought in.
 */
function settle(table: FeeTable, price: number, charges: Charge[]): SaleBreakdown {
  let left = price;
  const deductions = charges.map((charge): Deduction => {
    const computed = 'flat' in charge ? charge.flat : rupiah(price * charge.fee.rate);
    const cap = 'fee' in charge ? charge.fee.cap : null;
    const capped = cap !== null && computed > cap;
    const amount = Math.min(capped ? cap : computed, left);
    left -= amount;
    return { key: charge.key, rate: 'fee' in charge ? charge.fee.rate : null, cappedAt: capped ? cap : null, amount };
  });
  const { id, validFrom, validTo, source } = table;
  return { table: { id, validFrom, validTo, source }, price, deductions, totalFees: price - left, received: left };
}

export class NoFeeTableError extends Error {
  constructor(readonly day: string) {
    super(`No fee table is in force on ${day}`);
  }
}

function inForce<T extends FeeTable>(tables: readonly T[], day: string): T {
  const table = tableInForce(tables, day);
  if (!table) throw new NoFeeTableError(day);
  return table;
}

export interface ShopeeSaleInput {
  /** The price after the seller's own discount, in rupiah. */
  price: number;
  sellerType: SellerType;
  categoryGroup: ShopeeCategoryGroup;
  /** YYYY-MM-DD: which fee table applies. */
  day: string;
  voucherProgramme: boolean;
  freeShippingProgramme: boolean;
}

/** What Shopee deducts from one sale, and what the seller receives. */
export function shopeeSale(input: ShopeeSaleInput): SaleBreakdown {
  const table = inForce(SHOPEE_FEE_TABLES, input.day);
  const charges: Charge[] = [
    { key: 'adminFee', fee: { rate: rateFor(table.adminRates, input.sellerType, input.categoryGroup), cap: null } },
  ];
  if (input.sellerType === 'mall') charges.push({ key: 'paymentFee', fee: table.mallPaymentFee });
  if (input.voucherProgramme) charges.push({ key: 'voucherProgramme', fee: table.voucherProgramme });
  if (input.freeShippingProgramme) charges.push({ key: 'freeShippingProgramme', fee: table.freeShippingProgramme });
  if (table.orderProcessingFee > 0) charges.push({ key: 'orderProcessingFee', flat: table.orderProcessingFee });
  return settle(table, input.price, charges);
}

export interface TiktokSaleInput {
  price: number;
  sellerType: Exclude<SellerType, 'star'>;
  categoryGroup: TiktokCategoryGroup;
  day: string;
  dynamicCommission: boolean;
}

/** What TikTok Shop by Tokopedia deducts from one sale, and what the seller receives. */
export function tiktokSale(input: TiktokSaleInput): SaleBreakdown {
  const table = inForce(TIKTOK_FEE_TABLES, input.day);
  const charges: Charge[] = [
    {
      key: 'platformCommission',
      fee: { rate: rateFor(table.commissionRates, input.sellerType, input.categoryGroup), cap: null },
    },
  ];
  if (input.dynamicCommission) charges.push({ key: 'dynamicCommission', fee: table.dynamicCommission });
  if (input.sellerType === 'mall') charges.push({ key: 'mallServiceFee', fee: table.mallServiceFee });
  if (table.orderProcessingFee > 0) charges.push({ key: 'orderProcessingFee', flat: table.orderProcessingFee });
  return settle(table, input.price, charges);
}
