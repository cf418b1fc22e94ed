/**
 * Marketplace fees as dated data. A fee change is a new table (or a new row) with its own
 * validity, never a code change: the calculators pick the table in force on the chosen day.
 * Rates are fractions of the price after the seller's own discount; amounts are rupiah.
 */

export const SELLER_TYPES = ['regular', 'star', 'mall'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

/** Shopee groups its categories A to E for the admin fee (A: fashion, electronics…; E: vouchers, gold…). */
export const SHOPEE_CATEGORY_GROUPS = ['A', 'B', 'C', 'D', 'E'] as const;
export type ShopeeCategoryGroup = (typeof SHOPEE_CATEGORY_GROUPS)[number];

/** TikTok Shop by Tokopedia groups its categories by commission tier. */
export const TIKTOK_CATEGORY_GROUPS = ['high', 'standard', 'low'] as const;
export type TiktokCategoryGroup = (typeof TIKTOK_CATEGORY_GROUPS)[number];

/** A percentage fee with an optional ceiling per item, in rupiah. */
export interface CappedRate {
  rate: number;
  cap: number | null;
}

export interface RateRow<G extends string> {
  sellerType: SellerType;
  categoryGroup: G;
  rate: number;
}

interface DatedTable {
  id: string;
  /** First day in force (YYYY-MM-DD, Jakarta time). */
  validFrom: string;
  /** Last day in force, or null while it is the current one. */
  validTo: string | null;
  /** Where the figures were read, so they can be checked again (what changed is said by the web's `calc.table.terms.<id>`). */
  source: string;
}

export interface ShopeeFeeTable extends DatedTable {
  marketplace: 'shopee';
  adminRates: RateRow<ShopeeCategoryGroup>[];
  /** A flat fee per completed order. */
  orderProcessingFee: number;
  /** The payment (transaction) fee Shopee Mall sellers pay. */
  mallPaymentFee: CappedRate;
  /** The voucher programme (spec §9: 3.5% capped at Rp20,000). */
  voucherProgramme: CappedRate;
  /** The free-shipping programme. */
  freeShippingProgramme: CappedRate;
}

export interface TiktokFeeTable extends DatedTable {
  marketplace: 'tiktok';
  commissionRates: RateRow<TiktokCategoryGroup>[];
  /** The dynamic commission (spec §9: 4%). */
  dynamicCommission: CappedRate;
  /** The Mall service fee, Mall sellers only. */
  mallServiceFee: CappedRate;
  orderProcessingFee: number;
}

export type FeeTable = ShopeeFeeTable | TiktokFeeTable;

const rows = <G extends string>(bySeller: Partial<Record<SellerType, Record<G, number>>>): RateRow<G>[] =>
  Object.entries(bySeller).flatMap(([sellerType, byGroup]) =>
    Object.entries(byGroup as Record<G, number>).map(([categoryGroup, rate]) => ({
      sellerType: sellerType as SellerType,
      categoryGroup: categoryGroup as G,
      rate: rate as number,
    })),
  );

const SHOPEE_ADMIN_2024_10 = rows<ShopeeCategoryGroup>({
  regular: { A: 0.08, B: 0.075, C: 0.0575, D: 0.0425, E: 0.025 },
  star: { A: 0.08, B: 0.075, C: 0.0575, D: 0.0425, E: 0.025 },
  mall: { A: 0.102, B: 0.097, C: 0.072, D: 0.057, E: 0.032 },
});

const SHOPEE_PROGRAMMES = {
  mallPaymentFee: { rate: 0.018, cap: null },
  voucherProgramme: { rate: 0.035, cap: 20_000 },
  freeShippingProgramme: { rate: 0.04, cap: 40_000 },
} satisfies Pick<ShopeeFeeTable, 'mallPaymentFee' | 'voucherProgramme' | 'freeShippingProgramme'>;

export const SHOPEE_FEE_TABLES: ShopeeFeeTable[] = [
  {
    id: 'shopee-2024-10',
    marketplace: 'shopee',
    validFrom: '2024-10-01',
    validTo: '2025-07-19',
    source: 'Shopee Seller Education Hub (seller.shopee.co.id/edu)',
    adminRates: SHOPEE_ADMIN_2024_10,
    orderProcessingFee: 0,
    ...SHOPEE_PROGRAMMES,
  },
  {
    id: 'shopee-2025-07',
    marketplace: 'shopee',
    validFrom: '2025-07-20',
    validTo: null,
    source: 'Shopee Seller Education Hub (seller.shopee.co.id/edu)',
    adminRates: SHOPEE_ADMIN_2024_10,
    orderProcessingFee: 1_250,
    ...SHOPEE_PROGRAMMES,
  },
];

const TIKTOK_COMMISSION_2025 = rows<TiktokCategoryGroup>({
  regular: { high: 0.065, standard: 0.055, low: 0.04 },
  mall: { high: 0.065, standard: 0.055, low: 0.04 },
});

const TIKTOK_PROGRAMMES = {
  dynamicCommission: { rate: 0.04, cap: 40_000 },
  mallServiceFee: { rate: 0.015, cap: 5_000 },
} satisfies Pick<TiktokFeeTable, 'dynamicCommission' | 'mallServiceFee'>;

export const TIKTOK_FEE_TABLES: TiktokFeeTable[] = [
  {
    id: 'tiktok-2025-03',
    marketplace: 'tiktok',
    validFrom: '2025-03-01',
    validTo: '2025-08-10',
    source: 'TikTok Shop by Tokopedia Seller University',
    commissionRates: TIKTOK_COMMISSION_2025,
    orderProcessingFee: 0,
    ...TIKTOK_PROGRAMMES,
  },
  {
    id: 'tiktok-2025-08',
    marketplace: 'tiktok',
    validFrom: '2025-08-11',
    validTo: null,
    source: 'TikTok Shop by Tokopedia Seller University',
    commissionRates: TIKTOK_COMMISSION_2025,
    orderProcessingFee: 1_250,
    ...TIKTOK_PROGRAMMES,
  },
];

/** Seller types each marketplace knows (TikTok Shop has no Star programme). */
export const SELLER_TYPES_OF = { shopee: SELLER_TYPES, tiktok: ['regular', 'mall'] } as const satisfies Record<
  FeeTable['marketplace'],
  readonly SellerType[]
>;

/** The table in force on a day (YYYY-MM-DD), or undefined before the first one. */
export function tableInForce<T extends DatedTable>(tables: readonly T[], day: string): T | undefined {
  return tables.find((table) => table.validFrom <= day && (table.validTo === null || day <= table.validTo));
}

/** The rate of a seller type and category group; a seller type without its own row pays the regular rate. */
export function rateFor<G extends string>(
  table: readonly RateRow<G>[],
  sellerType: SellerType,
  categoryGroup: G,
): number {
  const row =
    table.find((r) => r.sellerType === sellerType && r.categoryGroup === categoryGroup) ??
    table.find((r) => r.sellerType === 'regular' && r.categoryGroup === categoryGroup);
  if (!row) throw new Error(`No rate for ${sellerType}/${categoryGroup}`);
  return row.rate;
}
