import { z } from 'zod';

/** Marketplaces research covers (spec §1: Lazada and Blibli are extra data sources). */
export const RESEARCH_MARKETPLACES = ['shopee', 'tokopedia', 'tiktok', 'lazada', 'blibli'] as const;
export type ResearchMarketplace = (typeof RESEARCH_MARKETPLACES)[number];

/** Rows a user without research support sees; the rest sits behind the paywall. */
export const FREE_RESULT_LIMIT = 5;
export const RESEARCH_PAGE_SIZES = [10, 20, 50, 100] as const;
export const STORE_FIRST_PRODUCTS = 30;

export const PRODUCT_SORT_KEYS = ['revenue30', 'units30', 'revenue7', 'revenue90', 'price', 'rating'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
export const STORE_SORT_KEYS = ['revenue30', 'units30', 'products'] as const;
export type StoreSortKey = (typeof STORE_SORT_KEYS)[number];

/**
 * Spec §9 default sorts, as each marketplace names its own: Shopee `pop`, Lazada and TikTok
 * `popularity`, Blibli `7`, Tokopedia `23` (ob). Each means our default ranking (30-day revenue).
 */
export const MARKETPLACE_DEFAULT_SORTS = { shopee: 'pop', tokopedia: '23', tiktok: 'popularity', lazada: 'popularity', blibli: '7' } as const satisfies Record<ResearchMarketplace, string>;
const DEFAULT_SORT_CODES = new Set<string>(Object.values(MARKETPLACE_DEFAULT_SORTS));
/** A sort key, where a marketplace's own default-sort code stands for the default ranking. */
const sortOf = <K extends string>(keys: readonly [K, ...K[]], fallback: K) =>
  z
    .union([z.enum(keys), z.string().refine((code) => DEFAULT_SORT_CODES.has(code), `Sort must be one of ${keys.join(', ')}`)])
    .transform((sort) => ((keys as readonly string[]).includes(sort) ? (sort as K) : fallback))
    .optional();
const productSort = sortOf(PRODUCT_SORT_KEYS, 'revenue30');
const storeSort = sortOf(STORE_SORT_KEYS, 'revenue30');

/** Spec §9: Shopee pages start at 0, the other marketplaces at 1. */
export const firstPageOf = (marketplace: ResearchMarketplace): 0 | 1 => (marketplace === 'shopee' ? 0 : 1);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().regex(DAY, 'Use YYYY-MM-DD');
const id = z.coerce.number().int().positive();
const page = z.coerce.number().int().min(0).max(10_000).optional();
const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (RESEARCH_PAGE_SIZES as readonly number[]).includes(n), `Page size must be one of ${RESEARCH_PAGE_SIZES.join(', ')}`)
  .optional();

export const productFiltersSchema = z
  .object({
    min_price: z.coerce.number().int().min(0).optional(),
    max_price: z.coerce.number().int().min(0).optional(),
    min_rating: z.coerce.number().min(0).max(5).optional(),
    official_only: z.coerce.boolean().optional(),
  })
  .refine((f) => f.min_price === undefined || f.max_price === undefined || f.min_price <= f.max_price, { message: 'The lowest price must not be above the highest', path: ['max_price'] });

const listing = { marketplace: z.enum(RESEARCH_MARKETPLACES), page, page_size: pageSize };

export const categoryListSchema = z.object({ marketplace: z.enum(RESEARCH_MARKETPLACES), parent_id: id.optional() });
export type CategoryListInput = z.infer<typeof categoryListSchema>;

export const categoryProductsSchema = z.object({ ...listing, category_id: id, sort: productSort, filters: productFiltersSchema.optional() });
export type CategoryProductsInput = z.infer<typeof categoryProductsSchema>;

export const dateRangeSchema = z
  .object({ start_date: day, end_date: day })
  .refine((r) => r.start_date <= r.end_date, { message: 'The start must not be after the end', path: ['end_date'] });

export const categoryAnalyticsSchema = z.intersection(z.object({ category_id: id }), dateRangeSchema);
export type CategoryAnalyticsInput = z.infer<typeof categoryAnalyticsSchema>;

export const productSearchSchema = z.object({
  ...listing,
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100),
  sort: productSort,
  filters: productFiltersSchema.optional(),
});
export type ProductSearchInput = z.infer<typeof productSearchSchema>;

export const productRefSchema = z.object({ product_id: id });
export const productAnalyticsSchema = z.intersection(productRefSchema, dateRangeSchema);
export type ProductAnalyticsInput = z.infer<typeof productAnalyticsSchema>;

export const storeSearchSchema = z.object({
  ...listing,
  q: z.string().trim().max(100).optional(),
  /** The start of a store's username (Shopee's stores call). */
  username: z.string().trim().max(100).optional(),
  sort: storeSort,
});
export type StoreSearchInput = z.infer<typeof storeSearchSchema>;

export const storeRefSchema = z.object({ store_id: id });
export const storeAnalyticsSchema = z.intersection(storeRefSchema, dateRangeSchema);
export type StoreAnalyticsInput = z.infer<typeof storeAnalyticsSchema>;
/** Without page_size, a store's products come STORE_FIRST_PRODUCTS (30) at a time. */
export const storeProductsSchema = z.object({ store_id: id, page, page_size: pageSize, sort: productSort });
export type StoreProductsInput = z.infer<typeof storeProductsSchema>;

/** Every research answer says whether it is the full (premium) view or the limited free one. */
export interface Gated {
  isPremium: boolean;
  showPaywall: boolean;
}

export interface Paged<T> {
  items: T[];
  total_count: number;
  page: number;
  page_size: number;
}

export interface ProductSummary {
  productId: number;
  marketplace: ResearchMarketplace;
  name: string;
  url: string | null;
  imageUrl: string | null;
  price: number;
  rating: number | null;
  storeId: number;
  storeName: string;
  brandName: string | null;
  units30: number;
  revenue30: number;
  revenue7: number;
  revenue90: number;
  /** Days of the last 30 whose figures were measured rather than estimated. */
  measuredDays30: number;
}

export interface StoreSummary {
  storeId: number;
  marketplace: ResearchMarketplace;
  name: string;
  username: string | null;
  official: boolean;
  location: string | null;
  products: number;
  units30: number;
  revenue30: number;
}

export interface CategoryNode {
  id: number;
  marketplace: ResearchMarketplace;
  name: string;
  level: number;
  parentId: number | null;
  hasChildren: boolean;
  revenue30: number;
  units30: number;
}

/** A day of sales; `revenueEstimated` is the part of the revenue that was estimated, not measured. */
export interface DailySales {
  day: string;
  units: number | null;
  revenue: number | null;
  revenueEstimated: number | null;
}

export interface SalesSummary {
  units: number;
  revenue: number;
  revenueEstimated: number;
  /** Days of the range with figures. */
  days: number;
}

export interface BrandShare {
  id: number;
  name: string;
  revenue: number;
  units: number;
}

/** Spec §7 analytics: `data.items, total_count, daily_sales, summary`. */
export interface Analytics<T> {
  items: T[];
  total_count: number;
  daily_sales: DailySales[];
  summary: SalesSummary | null;
}

export interface ResearchAnswer<T> extends Gated {
  data: T;
}

export interface ProductDetail extends ProductSummary {
  originalPrice: number | null;
  reviewCount: number | null;
  stock: number | null;
  soldTotal: number | null;
  listedAt: string | null;
  location: string | null;
  categoryPath: { id: number; name: string }[];
  variants: VariantRow[];
  affiliate: AffiliateTerms | null;
  /** Seen for the first time lately: its sales figures are still being validated (spec §8). */
  validating: boolean;
  /** Spec §3: a Tokopedia product's shopDomain and productKey, from its URL (for the statistics call). */
  tokopediaKeys: { shopDomain: string; productKey: string } | null;
}

export interface VariantRow {
  name: string;
  price: number;
  stock: number;
  /** price × stock */
  stockValue: number;
  units30: number | null;
  revenue30: number | null;
  /** The cheapest variant of this product on Shopee. */
  lowestPrice: boolean;
}

export interface AffiliateTerms {
  sellerCommissionRate: number | null;
  marketplaceCommissionRate: number | null;
  videoCommissionRate: number | null;
  liveCommissionRate: number | null;
}

export interface StoreDetail extends StoreSummary {
  goldenMerchant: boolean;
  lazMall: boolean;
  followers: number | null;
  following: number | null;
  /** Percent of chats answered, 0–100 (commission rates, by contrast, are fractions). */
  responseRate: number | null;
}

/** Spec §5: the date range must lie within the plan's historical range, at least this many days. */
export const MIN_RANGE_DAYS = 3;
export const VALID_RANGE_MESSAGE = 'Choose a valid date range';

/** Tokopedia's own sort codes (spec §9: `ob` 23 is the default) mapped onto our rankings. */
export const TOKOPEDIA_SORTS = { 23: 'revenue30', 8: 'units30', 5: 'rating', 4: 'price' } as const satisfies Record<number, ProductSortKey>;
const tokopediaOb = z.coerce
  .number()
  .int()
  .refine((ob) => ob in TOKOPEDIA_SORTS, `ob must be one of ${Object.keys(TOKOPEDIA_SORTS).join(', ')}`)
  .default(23);
const tokopediaPage = z.coerce.number().int().min(1).max(10_000).default(1);

export const tokopediaSearchProductsSchema = z.object({ page: tokopediaPage, q: z.string().trim().min(2).max(100), ob: tokopediaOb });
export const tokopediaCategoryProductsSchema = z.object({ page: tokopediaPage, identifier: z.string().trim().min(1).max(200), ob: tokopediaOb });
export const tokopediaSearchStoresSchema = z.object({ start: z.coerce.number().int().min(0).max(100_000).default(0), q: z.string().trim().min(2).max(100) });
export const tokopediaStoreProductsSchema = z.object({
  page: tokopediaPage,
  store_id: id,
  store_name: z.string().max(200).optional(),
  store_official: z.string().optional(),
  store_golden_merchant: z.string().optional(),
  store_location: z.string().max(200).optional(),
  sort: tokopediaOb,
});
export const tokopediaStatisticsSchema = z.object({ shop_domain: z.string().trim().min(1).max(200), product_key: z.string().trim().min(1).max(300), product_id: id });

/** Spec §3 Tokopedia product; total_revenue travels as a string, as Tokopedia sends it. */
export interface TokopediaProduct {
  product_id: number;
  url: string;
  store_id: number;
  store_name: string;
  store_official: boolean;
  store_golden_merchant: boolean;
  store_location: string | null;
  image_url: string | null;
  name: string;
  price: number;
  total_sales: number;
  total_revenue: string;
  total_review: number | null;
  rating: number | null;
}

export interface TokopediaStore {
  store_id: number;
  store_name: string;
  store_golden_merchant: boolean;
  store_official: boolean;
  store_location: string | null;
  store_image_url: string | null;
}

export interface TokopediaList<T> extends Gated {
  data: T[];
  total: number;
  page: number;
}

export interface TokopediaStatistics extends Gated {
  product: TokopediaProduct;
  daily_sales: DailySales[];
  variantsStatistics: { variantName: string; estimatedSales: number | null; thisMonthEstimatedSales: number | null }[];
  detailVariants: {
    variantName: string;
    estimatedRevenue: number | null;
    thisMonthEstimatedRevenue: number | null;
    estimatedSales: number | null;
    thisMonthEstimatedSales: number | null;
    stock: number;
    stockValue: number;
    price: number;
    productURL: string;
    productName: string;
    imageURL: string | null;
  }[];
}

/** Spec §7 Shopee store calls: a store by its username, history between minDate and maxDate. */
export const shopeeStoreRefSchema = z.object({ username: z.string().trim().min(1).max(100) });
export const shopeeStoreRangeSchema = z.intersection(
  shopeeStoreRefSchema.extend({ page: z.coerce.number().int().min(0).max(10_000).optional() }),
  z.object({ minDate: day, maxDate: day }).refine((r) => r.minDate <= r.maxDate, { message: 'The start must not be after the end', path: ['maxDate'] }),
);
export const shopeeStoresSchema = z.object({ username: z.string().trim().min(2).max(100), page: z.coerce.number().int().min(0).max(10_000).optional() });
/** Spec §9: Shopee store pages hold 10 items. */
export const SHOPEE_STORE_PAGE_SIZE = 10;

export interface AffiliateProduct extends AffiliateTerms {
  productId: number;
  name: string;
  price: number;
  revenue30: number;
}

/** Spec §8: no data, or data still being validated, can be requested. */
export const DATA_REQUEST_KINDS = ['product', 'store', 'category', 'keyword'] as const;
export const dataRequestSchema = z.object({
  marketplace: z.enum(RESEARCH_MARKETPLACES),
  kind: z.enum(DATA_REQUEST_KINDS),
  /** What to collect: a product or store URL or id, a category, a keyword. */
  reference: z.string().trim().min(1).max(300),
});
export type DataRequestInput = z.infer<typeof dataRequestSchema>;
