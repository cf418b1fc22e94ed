import { z } from 'zod';
import { boundedText, dayRange, decimalNumber, flag, rowId, wholeNumber } from './fields.ts';
import { confidenceMixSchema, revenueRangeSchema } from './confidence.ts';
import { RESEARCH_MARKETPLACES, type ResearchMarketplace } from './marketplaces.ts';
import { OPENED_FROM_ENTERPRISE } from './paths.ts';

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
export const MARKETPLACE_DEFAULT_SORTS = {
  shopee: 'pop',
  tokopedia: '23',
  tiktok: 'popularity',
  lazada: 'popularity',
  blibli: '7',
} as const satisfies Record<ResearchMarketplace, string>;
const DEFAULT_SORT_CODES = new Set<string>(Object.values(MARKETPLACE_DEFAULT_SORTS));
/** A sort key, where a marketplace's own default-sort code stands for the default ranking. */
const sortOf = <K extends string>(keys: readonly [K, ...K[]], fallback: K) =>
  z
    .union(
      [
        z.enum(keys),
        z.string().refine((code) => DEFAULT_SORT_CODES.has(code), `Sort must be one of ${keys.join(', ')}`),
      ],
      { error: `Sort must be one of ${keys.join(', ')}` },
    )
    .transform((sort) => ((keys as readonly string[]).includes(sort) ? (sort as K) : fallback))
    .optional();
const productSort = sortOf(PRODUCT_SORT_KEYS, 'revenue30');
const storeSort = sortOf(STORE_SORT_KEYS, 'revenue30');

/** Which way a list is sorted: highest first unless asked (the cheapest first, say). */
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
const sortOrder = z.enum(SORT_ORDERS).optional();

/** Spec §9: Shopee pages start at 0, the other marketplaces at 1. */
export const firstPageOf = (marketplace: ResearchMarketplace): 0 | 1 => (marketplace === 'shopee' ? 0 : 1);

const id = rowId();
const MAX_PAGE = 10_000;
const page = wholeNumber(0, MAX_PAGE).optional();
const pageSize = wholeNumber(1, 100)
  .refine(
    (n) => (RESEARCH_PAGE_SIZES as readonly number[]).includes(n),
    `Page size must be one of ${RESEARCH_PAGE_SIZES.join(', ')}`,
  )
  .optional();

export const productFiltersSchema = z
  .object({
    min_price: wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    max_price: wholeNumber(0, Number.MAX_SAFE_INTEGER).optional(),
    min_rating: decimalNumber(0, 5).optional(),
    official_only: flag().optional(),
  })
  .refine((f) => f.min_price === undefined || f.max_price === undefined || f.min_price <= f.max_price, {
    message: 'The lowest price must not be above the highest',
    path: ['max_price'],
  });

const listing = { marketplace: z.enum(RESEARCH_MARKETPLACES), page, page_size: pageSize };

export const categoryListSchema = z.object({ marketplace: z.enum(RESEARCH_MARKETPLACES), parent_id: id.optional() });
export type CategoryListInput = z.infer<typeof categoryListSchema>;

export const categoryProductsSchema = z.object({
  ...listing,
  category_id: id,
  sort: productSort,
  order: sortOrder,
  filters: productFiltersSchema.optional(),
});
export type CategoryProductsInput = z.infer<typeof categoryProductsSchema>;

export const dateRangeSchema = dayRange('start_date', 'end_date');

const openedFrom = { from: z.enum([OPENED_FROM_ENTERPRISE]).optional() };

export const categoryAnalyticsSchema = z.intersection(z.object({ category_id: id, ...openedFrom }), dateRangeSchema);
export type CategoryAnalyticsInput = z.infer<typeof categoryAnalyticsSchema>;

export const productSearchSchema = z.object({
  ...listing,
  q: boundedText(100).min(2, 'Type at least 2 characters'),
  sort: productSort,
  order: sortOrder,
  filters: productFiltersSchema.optional(),
});
export type ProductSearchInput = z.infer<typeof productSearchSchema>;

export const productRefSchema = z.object({ product_id: id });
export const productImageRefSchema = z.object({ id });

/** Where a product's picture is served: the marketplace's image through our cache, or one drawn for it. */
export const productImagePath = (productId: number) => `/media/products/${productId}/image`;
export const productAnalyticsSchema = z.intersection(productRefSchema, dateRangeSchema);
export type ProductAnalyticsInput = z.infer<typeof productAnalyticsSchema>;

export const storeSearchSchema = z.object({
  ...listing,
  q: boundedText(100).optional(),
  /** The start of a store's username (Shopee's stores call). */
  username: boundedText(100).optional(),
  sort: storeSort,
  order: sortOrder,
});
export type StoreSearchInput = z.infer<typeof storeSearchSchema>;

export const storeRefSchema = z.object({ store_id: id });
export const storeAnalyticsSchema = z.intersection(z.object({ store_id: id, ...openedFrom }), dateRangeSchema);
export type StoreAnalyticsInput = z.infer<typeof storeAnalyticsSchema>;
/** Without page_size, a store's products come STORE_FIRST_PRODUCTS (30) at a time. */
export const storeProductsSchema = z.object({
  store_id: id,
  page,
  page_size: pageSize,
  sort: productSort,
  order: sortOrder,
});
export type StoreProductsInput = z.infer<typeof storeProductsSchema>;

/** Every research answer says whether it is the full (premium) view or the limited free one. */
export interface Gated {
  isPremium: boolean;
  showPaywall: boolean;
}
const gated = { isPremium: z.boolean(), showPaywall: z.boolean() };

export interface Paged<T> {
  items: T[];
  total_count: number;
  page: number;
  page_size: number;
}
export const pagedSchema = <T extends z.ZodType>(item: T): z.ZodType<Paged<z.output<T>>, Paged<z.input<T>>> =>
  z.object({ items: z.array(item), total_count: z.number(), page: z.number(), page_size: z.number() });

export interface ResearchAnswer<T> extends Gated {
  data: T;
}
export const researchAnswerSchema = <T extends z.ZodType>(data: T) => z.object({ data, ...gated });

const marketplace = z.enum(RESEARCH_MARKETPLACES);

export const productSummarySchema = z.object({
  productId: z.number(),
  marketplace,
  name: z.string(),
  url: z.string().nullable(),
  /** Our own address of its picture (productImagePath), whatever the marketplace's is. */
  imageUrl: z.string().nullable(),
  /** The cheapest variant's price (the marketplace's "from" price). */
  price: z.number(),
  /** The dearest variant's price, where the marketplace showed the variants; null without them. */
  priceMax: z.number().nullable(),
  rating: z.number().nullable(),
  storeId: z.number(),
  storeName: z.string(),
  brandName: z.string().nullable(),
  units30: z.number(),
  revenue30: z.number(),
  revenue7: z.number(),
  revenue90: z.number(),
  /** Days of the last 30 whose figures were measured rather than estimated. */
  measuredDays30: z.number(),
  /** The same of the last 7 days (revenue7). */
  measuredDays7: z.number(),
  /** How far the 30-day revenue can be trusted; null without revenue. */
  confidence30: confidenceMixSchema.nullable(),
  /** The 80% interval of the 30-day revenue. */
  revenue30Range: revenueRangeSchema,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const storeSummarySchema = z.object({
  storeId: z.number(),
  marketplace,
  name: z.string(),
  username: z.string().nullable(),
  official: z.boolean(),
  location: z.string().nullable(),
  products: z.number(),
  units30: z.number(),
  revenue30: z.number(),
  /** How far the 30-day revenue can be trusted: the revenue-weighted mix of its products'; null without revenue. */
  confidence30: confidenceMixSchema.nullable(),
  /** The 80% interval of the 30-day revenue. */
  revenue30Range: revenueRangeSchema,
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const categoryNodeSchema = z.object({
  id: z.number(),
  marketplace,
  name: z.string(),
  level: z.number(),
  parentId: z.number().nullable(),
  hasChildren: z.boolean(),
  revenue30: z.number(),
  units30: z.number(),
  /** The 80% interval of the 30-day revenue; null where the days were kept before intervals were. */
  revenue30Range: revenueRangeSchema.nullable(),
});
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

/**
 * A day of sales; `revenueEstimated` is the part of the revenue that was estimated, not measured,
 * `confidence` how far the revenue can be trusted (null without revenue).
 */
export const dailySalesSchema = z.object({
  day: z.string(),
  units: z.number().nullable(),
  revenue: z.number().nullable(),
  revenueEstimated: z.number().nullable(),
  confidence: confidenceMixSchema.nullable(),
  /** The 80% interval of the revenue; null without revenue. */
  revenueRange: revenueRangeSchema.nullable(),
});
export type DailySales = z.infer<typeof dailySalesSchema>;

export const salesSummarySchema = z.object({
  units: z.number(),
  revenue: z.number(),
  revenueEstimated: z.number(),
  /** How far the range's revenue can be trusted: its days' mixes weighted by their revenue; null without revenue. */
  confidence: confidenceMixSchema.nullable(),
  /** The 80% interval of the range's revenue. */
  revenueRange: revenueRangeSchema,
  /** Days of the range with figures. */
  days: z.number(),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

export const brandShareSchema = z.object({ id: z.number(), name: z.string(), revenue: z.number(), units: z.number() });
export type BrandShare = z.infer<typeof brandShareSchema>;

/** Spec §7 analytics: `data.items, total_count, daily_sales, summary`. */
export interface Analytics<T> {
  items: T[];
  total_count: number;
  daily_sales: DailySales[];
  summary: SalesSummary | null;
}
export const analyticsSchema = <T extends z.ZodType>(
  item: T,
): z.ZodType<Analytics<z.output<T>>, Analytics<z.input<T>>> =>
  z.object({
    items: z.array(item),
    total_count: z.number(),
    daily_sales: z.array(dailySalesSchema),
    summary: salesSummarySchema.nullable(),
  });

export const variantRowSchema = z.object({
  name: z.string(),
  price: z.number(),
  stock: z.number(),
  /** price × stock */
  stockValue: z.number(),
  units30: z.number().nullable(),
  revenue30: z.number().nullable(),
  /** The cheapest variant of this product on Shopee. */
  lowestPrice: z.boolean(),
});
export type VariantRow = z.infer<typeof variantRowSchema>;

export const affiliateTermsSchema = z.object({
  sellerCommissionRate: z.number().nullable(),
  marketplaceCommissionRate: z.number().nullable(),
  videoCommissionRate: z.number().nullable(),
  liveCommissionRate: z.number().nullable(),
});
export type AffiliateTerms = z.infer<typeof affiliateTermsSchema>;

export const productDetailSchema = productSummarySchema.extend({
  originalPrice: z.number().nullable(),
  reviewCount: z.number().nullable(),
  stock: z.number().nullable(),
  soldTotal: z.number().nullable(),
  listedAt: z.string().nullable(),
  location: z.string().nullable(),
  categoryPath: z.array(z.object({ id: z.number(), name: z.string() })),
  variants: z.array(variantRowSchema),
  affiliate: affiliateTermsSchema.nullable(),
  /** Seen for the first time lately: its sales figures are still being validated (spec §8). */
  validating: z.boolean(),
  /** Spec §3: a Tokopedia product's shopDomain and productKey, from its URL (for the statistics call). */
  tokopediaKeys: z.object({ shopDomain: z.string(), productKey: z.string() }).nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const storeDetailSchema = storeSummarySchema.extend({
  goldenMerchant: z.boolean(),
  lazMall: z.boolean(),
  followers: z.number().nullable(),
  following: z.number().nullable(),
  /** Percent of chats answered, 0–100 (commission rates, by contrast, are fractions). */
  responseRate: z.number().nullable(),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;

export const categoryListAnswerSchema = z.object({ items: z.array(categoryNodeSchema), total_count: z.number() });
export type CategoryList = z.infer<typeof categoryListAnswerSchema>;

/** Spec §5: the date range must lie within the plan's historical range, at least this many days. */
export const MIN_RANGE_DAYS = 3;
export const VALID_RANGE_MESSAGE = 'Choose a valid date range';

/** Tokopedia's own sort codes (spec §9: `ob` 23 is the default) mapped onto our rankings. */
export const TOKOPEDIA_SORTS = { 23: 'revenue30', 8: 'units30', 5: 'rating', 4: 'price' } as const satisfies Record<
  number,
  ProductSortKey
>;
const tokopediaOb = wholeNumber(0, 1_000)
  .refine((ob) => ob in TOKOPEDIA_SORTS, `ob must be one of ${Object.keys(TOKOPEDIA_SORTS).join(', ')}`)
  .default(23);
const tokopediaPage = wholeNumber(1, MAX_PAGE).default(1);

export const tokopediaSearchProductsSchema = z.object({
  page: tokopediaPage,
  q: boundedText(100).min(2),
  ob: tokopediaOb,
});
export const tokopediaCategoryProductsSchema = z.object({
  page: tokopediaPage,
  identifier: boundedText(200).min(1),
  ob: tokopediaOb,
});
export const tokopediaSearchStoresSchema = z.object({
  start: wholeNumber(0, 100_000).default(0),
  q: boundedText(100).min(2),
});
export const tokopediaStoreProductsSchema = z.object({
  page: tokopediaPage,
  store_id: id,
  store_name: boundedText(200).optional(),
  store_official: boundedText(10).optional(),
  store_golden_merchant: boundedText(10).optional(),
  store_location: boundedText(200).optional(),
  sort: tokopediaOb,
});
export const tokopediaStatisticsSchema = z.object({
  shop_domain: boundedText(200).min(1),
  product_key: boundedText(300).min(1),
  product_id: id,
});

/** Spec §3 Tokopedia product; total_revenue travels as a string, as Tokopedia sends it. */
export const tokopediaProductSchema = z.object({
  product_id: z.number(),
  url: z.string(),
  store_id: z.number(),
  store_name: z.string(),
  store_official: z.boolean(),
  store_golden_merchant: z.boolean(),
  store_location: z.string().nullable(),
  image_url: z.string().nullable(),
  name: z.string(),
  price: z.number(),
  total_sales: z.number(),
  total_revenue: z.string(),
  total_review: z.number().nullable(),
  rating: z.number().nullable(),
});
export type TokopediaProduct = z.infer<typeof tokopediaProductSchema>;

export const tokopediaStoreSchema = z.object({
  store_id: z.number(),
  store_name: z.string(),
  store_golden_merchant: z.boolean(),
  store_official: z.boolean(),
  store_location: z.string().nullable(),
  store_image_url: z.string().nullable(),
});
export type TokopediaStore = z.infer<typeof tokopediaStoreSchema>;

export interface TokopediaList<T> extends Gated {
  data: T[];
  total: number;
  page: number;
}
export const tokopediaListSchema = <T extends z.ZodType>(
  item: T,
): z.ZodType<TokopediaList<z.output<T>>, TokopediaList<z.input<T>>> =>
  z.object({ data: z.array(item), total: z.number(), page: z.number(), ...gated });

const estimate = z.number().nullable();
export const tokopediaStatisticsAnswerSchema = z.object({
  ...gated,
  product: tokopediaProductSchema,
  daily_sales: z.array(dailySalesSchema),
  variantsStatistics: z.array(
    z.object({ variantName: z.string(), estimatedSales: estimate, thisMonthEstimatedSales: estimate }),
  ),
  detailVariants: z.array(
    z.object({
      variantName: z.string(),
      estimatedRevenue: estimate,
      thisMonthEstimatedRevenue: estimate,
      estimatedSales: estimate,
      thisMonthEstimatedSales: estimate,
      stock: z.number(),
      stockValue: z.number(),
      price: z.number(),
      productURL: z.string(),
      productName: z.string(),
      imageURL: z.string().nullable(),
    }),
  ),
});
export type TokopediaStatistics = z.infer<typeof tokopediaStatisticsAnswerSchema>;

/** Spec §7 Shopee store calls: a store by its username, history between minDate and maxDate. */
export const shopeeStoreRefSchema = z.object({ username: boundedText(100).min(1) });
export const shopeeStoreRangeSchema = z.intersection(
  shopeeStoreRefSchema.extend({ page }),
  dayRange('minDate', 'maxDate'),
);
export const shopeeStoresSchema = z.object({ username: boundedText(100).min(2), page });
/** Spec §9: Shopee store pages hold 10 items. */
export const SHOPEE_STORE_PAGE_SIZE = 10;

export const affiliateProductSchema = affiliateTermsSchema.extend({
  productId: z.number(),
  name: z.string(),
  price: z.number(),
  revenue30: z.number(),
});
export type AffiliateProduct = z.infer<typeof affiliateProductSchema>;

/** Spec §8: no data, or data still being validated, can be requested. */
export const DATA_REQUEST_KINDS = ['product', 'store', 'category', 'keyword'] as const;
export const dataRequestSchema = z.object({
  marketplace: z.enum(RESEARCH_MARKETPLACES),
  kind: z.enum(DATA_REQUEST_KINDS),
  /** What to collect: a product or store URL or id, a category, a keyword. */
  reference: boundedText(300).min(1),
});
export type DataRequestInput = z.infer<typeof dataRequestSchema>;
export const dataRequestAnswerSchema = z.object({ requested: z.literal(true) });
