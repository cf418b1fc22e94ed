import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/*
 * Market data. Ids are integers: fact and rollup tables hold millions of rows. Money is whole
 * rupiah in bigint. Days are Asia/Jakarta calendar dates. Every table that a store's data lives
 * in carries store_id or a key derived from it, so the tables can later be distributed by store.
 */

const rupiah = (name: string) => bigint(name, { mode: 'number' });
/**
 * What the 80% interval of a revenue total is made of (@pasarlens/market RangeSums, in the order
 * of RANGE_SUM_PARTS): sums over its figures that add up over any set of them (decisions/039).
 */
const revenueRange = (name: string) =>
  doublePrecision(name)
    .array()
    .notNull()
    .default(sql`'{0,0,0,0,0,0,0,0}'`);
const day = (name = 'day') => date(name, { mode: 'string' });
/** PostgreSQL's full-text vector, for generated search columns. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The rows migration 0001 inserts into `marketplaces`. */
export const MARKETPLACE_IDS = { shopee: 1, tokopedia: 2, tiktok: 3, lazada: 4, blibli: 5 } as const;

export const marketplaces = pgTable('marketplaces', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique('marketplaces_code_unique'),
  name: text('name').notNull(),
});

/** What every market entity has: our id, its marketplace, and the marketplace's own id for it. */
const marketEntity = () => ({
  id: serial('id').primaryKey(),
  marketplaceId: smallint('marketplace_id')
    .notNull()
    .references(() => marketplaces.id),
  externalId: text('external_id').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    ...marketEntity(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    parentId: integer('parent_id'),
  },
  (t) => [
    uniqueIndex('categories_external_unique').on(t.marketplaceId, t.externalId),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  /** Lower-cased, trimmed name: the same brand on every marketplace. */
  key: text('key').notNull().unique('brands_key_unique'),
  name: text('name').notNull(),
});

export const stores = pgTable(
  'stores',
  {
    ...marketEntity(),
    /** The marketplace's name for the store; its username or id until an answer names it (`nameKnown`). */
    name: text('name').notNull(),
    nameKnown: boolean('name_known').notNull().default(true),
    username: text('username'),
    official: boolean('official').notNull().default(false),
    goldenMerchant: boolean('golden_merchant').notNull().default(false),
    lazMall: boolean('laz_mall').notNull().default(false),
    location: text('location'),
    followers: integer('followers'),
    following: integer('following'),
    responseRate: real('response_rate'),
  },
  (t) => [uniqueIndex('stores_external_unique').on(t.marketplaceId, t.externalId)],
);

export const products = pgTable(
  'products',
  {
    ...marketEntity(),
    storeId: integer('store_id').notNull(),
    brandId: integer('brand_id'),
    /** The category path, top level first; a product in a level-2 leaf has no level 3. */
    categoryL1Id: integer('category_l1_id'),
    categoryL2Id: integer('category_l2_id'),
    categoryL3Id: integer('category_l3_id'),
    name: text('name').notNull(),
    listedAt: day('listed_at'),
    location: text('location'),
    slug: text('slug'),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    firstSeen: day('first_seen').notNull(),
  },
  (t) => [
    uniqueIndex('products_external_unique').on(t.marketplaceId, t.externalId),
    index('products_store_idx').on(t.storeId),
  ],
);

/** A product's variants; their daily price, stock and counters are in variant_daily. */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('variants_external_unique').on(t.productId, t.externalId)],
);

/** 1 = measured from consecutive observations, 2 = estimated (spread over a gap, or from buckets). */
export const PROVENANCE = { measured: 1, estimated: 2 } as const;

/**
 * How far a figure can be trusted (decisions/013): 1 = high (exact counters on consecutive days),
 * 2 = medium (exact counters across missed days, or bounds within ±10%), 3 = low (read off reviews
 * or stock inside wide bounds).
 */
export const CONFIDENCE = { high: 1, medium: 2, low: 3 } as const;

/** What the estimator carries from one observation of a product to the next, beyond the counters (@pasarlens/market CounterPoint). */
export interface EstimatorState {
  soldLow: number;
  soldHigh: number | null;
  recent: { units: (number | null)[]; count: number } | null;
  pace: { units: number; reviewUnits: number; days: number; carry?: number } | null;
  stockCheck: { fell: number; reviewed: number; reviews: number; still: number };
  /** Absent in states kept before variant prices were. */
  variantPrices?: { low: number; high: number } | null;
}

/**
 * One row per product and day it has a figure for. Observation columns (sold_total and the
 * like) are set on days the product was seen; units and revenue are null for a day whose sales
 * cannot be known, never 0.
 */
export const productDaily = pgTable(
  'product_daily',
  {
    productId: integer('product_id').notNull(),
    day: day().notNull(),
    storeId: integer('store_id').notNull(),
    price: rupiah('price').notNull(),
    units: integer('units'),
    revenue: rupiah('revenue'),
    provenance: smallint('provenance'),
    /** CONFIDENCE of the figure; null with it. */
    confidence: smallint('confidence'),
    /** The figure's 80% interval (decisions/039); null with it. */
    unitsLow: real('units_low'),
    unitsHigh: real('units_high'),
    revenueLow: rupiah('revenue_low'),
    revenueHigh: rupiah('revenue_high'),
    /** The share of the interval that is the split of a span over its days, which cancels over the span. */
    splitShare: real('split_share'),
    stock: integer('stock'),
    rating: real('rating'),
    reviewCount: integer('review_count'),
    observed: boolean('observed').notNull(),
    /** The cumulative counter at the end of this day: exact, or our estimate inside a bucket. */
    soldTotal: bigint('sold_total', { mode: 'number' }),
    soldExact: boolean('sold_exact'),
    /**
     * The bounds the true counter lay in that day, given every counter shown and our figures
     * (sold_high null: no ceiling); both null when they were sold_total itself.
     */
    soldLow: bigint('sold_low', { mode: 'number' }),
    soldHigh: bigint('sold_high', { mode: 'number' }),
    revenueTotal: rupiah('revenue_total'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_daily_day_idx').on(t.day)],
);

/**
 * Each product's latest observation: what the product page shows now, and the counters the
 * estimator starts from for the next day. Ingesting a day at or before `day` reads the earlier
 * observation back from product_daily instead.
 */
export const productLatest = pgTable('product_latest', {
  productId: integer('product_id').primaryKey(),
  day: day().notNull(),
  price: rupiah('price').notNull(),
  originalPrice: rupiah('original_price'),
  rating: real('rating'),
  reviewCount: integer('review_count'),
  commentCount: integer('comment_count'),
  wishlistCount: integer('wishlist_count'),
  stock: integer('stock'),
  soldTotal: bigint('sold_total', { mode: 'number' }).notNull(),
  soldExact: boolean('sold_exact').notNull(),
  revenueTotal: rupiah('revenue_total'),
  variantSold: jsonb('variant_sold').$type<Record<string, number>>().notNull(),
  /** Null for a product last estimated before the estimator carried any (it starts afresh). */
  estimator: jsonb('estimator').$type<EstimatorState>(),
});

export const variantDaily = pgTable(
  'variant_daily',
  {
    variantId: integer('variant_id').notNull(),
    day: day().notNull(),
    price: rupiah('price').notNull(),
    stock: integer('stock').notNull(),
    soldTotal: integer('sold_total'),
    units: integer('units'),
    revenue: rupiah('revenue'),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.day] })],
);

/**
 * Sums of one day for a group; `revenue_estimated` is the part that came from estimated rows,
 * `revenue_high_confidence` and `revenue_medium_confidence` the parts of those confidences (the
 * rest is low): a total's confidence is the revenue-weighted mix of its figures'.
 */
const dailySums = () => ({
  units: bigint('units', { mode: 'number' }).notNull(),
  revenue: rupiah('revenue').notNull(),
  revenueEstimated: rupiah('revenue_estimated').notNull(),
  revenueHighConfidence: rupiah('revenue_high_confidence').notNull().default(0),
  revenueMediumConfidence: rupiah('revenue_medium_confidence').notNull().default(0),
  productsSold: integer('products_sold').notNull(),
  revenueRange: revenueRange('revenue_range'),
});

/**
 * Running totals since the first ingested day. Rows are dense (every day from a group's first
 * day on), so the sum over any range [a, b] is cum(b) - cum(a - 1): two rows, whatever the range.
 */
const runningTotals = () => ({
  cumUnits: bigint('cum_units', { mode: 'number' }).notNull(),
  cumRevenue: rupiah('cum_revenue').notNull(),
});

export const storeDaily = pgTable(
  'store_daily',
  { storeId: integer('store_id').notNull(), day: day().notNull(), ...dailySums() },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

export const brandDaily = pgTable(
  'brand_daily',
  {
    brandId: integer('brand_id').notNull(),
    marketplaceId: smallint('marketplace_id').notNull(),
    day: day().notNull(),
    ...dailySums(),
    ...runningTotals(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.marketplaceId, t.day] }),
    index('brand_daily_day_idx').on(t.day, t.marketplaceId),
  ],
);

export const categoryDaily = pgTable(
  'category_daily',
  { categoryId: integer('category_id').notNull(), day: day().notNull(), ...dailySums(), ...runningTotals() },
  (t) => [primaryKey({ columns: [t.categoryId, t.day] }), index('category_daily_day_idx').on(t.day)],
);

/** Brand within category (every level): brand share of a category over any range. */
export const brandCategoryDaily = pgTable(
  'brand_category_daily',
  {
    categoryId: integer('category_id').notNull(),
    day: day().notNull(),
    brandId: integer('brand_id').notNull(),
    ...dailySums(),
    ...runningTotals(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.day, t.brandId] })],
);

export const marketplaceDaily = pgTable(
  'marketplace_daily',
  { marketplaceId: smallint('marketplace_id').notNull(), day: day().notNull(), ...dailySums(), ...runningTotals() },
  (t) => [primaryKey({ columns: [t.marketplaceId, t.day] })],
);

/** Per product 7/30/90-day totals up to `as_of`, for sorting and paging research tables. */
export const productStats = pgTable(
  'product_stats',
  {
    productId: integer('product_id').primaryKey(),
    marketplaceId: smallint('marketplace_id').notNull(),
    storeId: integer('store_id').notNull(),
    brandId: integer('brand_id'),
    categoryL1Id: integer('category_l1_id'),
    categoryL2Id: integer('category_l2_id'),
    categoryL3Id: integer('category_l3_id'),
    name: text('name').notNull(),
    nameSearch: tsvector('name_search').generatedAlwaysAs(sql`to_tsvector('simple', name)`),
    price: rupiah('price').notNull(),
    rating: real('rating'),
    reviewCount: integer('review_count'),
    stock: integer('stock'),
    official: boolean('official').notNull(),
    location: text('location'),
    asOf: day('as_of').notNull(),
    units7: integer('units_7').notNull(),
    revenue7: rupiah('revenue_7').notNull(),
    units30: integer('units_30').notNull(),
    revenue30: rupiah('revenue_30').notNull(),
    units90: integer('units_90').notNull(),
    revenue90: rupiah('revenue_90').notNull(),
    /** Days of the last 30 with a measured (not estimated, not missing) figure. */
    measuredDays30: smallint('measured_days_30').notNull(),
    /** The same of the last 7 days: whether revenue_7 is measured or partly estimated. */
    measuredDays7: smallint('measured_days_7').notNull().default(0),
    /** The parts of revenue_30 with high and with medium confidence (the rest is low). */
    revenueHighConfidence30: rupiah('revenue_high_confidence_30').notNull().default(0),
    revenueMediumConfidence30: rupiah('revenue_medium_confidence_30').notNull().default(0),
    revenueRange30: revenueRange('revenue_range_30'),
    soldTotal: bigint('sold_total', { mode: 'number' }),
  },
  (t) => [
    index('product_stats_l1_revenue_idx').on(t.categoryL1Id, t.revenue30.desc()),
    index('product_stats_l2_revenue_idx').on(t.categoryL2Id, t.revenue30.desc()),
    index('product_stats_l3_revenue_idx').on(t.categoryL3Id, t.revenue30.desc()),
    index('product_stats_store_revenue_idx').on(t.storeId, t.revenue30.desc()),
    index('product_stats_marketplace_revenue_idx').on(t.marketplaceId, t.revenue30.desc()),
    index('product_stats_brand_idx').on(t.brandId),
    index('product_stats_name_search_idx').using('gin', t.nameSearch),
  ],
);

/**
 * Per variant as last seen (on its product's latest day), with its 30-day sales up to `as_of`,
 * rebuilt with product_stats: a product export's variant sheet reads one row per variant.
 */
export const variantStats = pgTable(
  'variant_stats',
  {
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    name: text('name').notNull(),
    price: rupiah('price').notNull(),
    stock: integer('stock').notNull(),
    /** Null when none of the 30 days had a measured count. */
    units30: integer('units_30'),
    revenue30: rupiah('revenue_30'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.variantId] })],
);

/**
 * Per product, the fields its row of a product export writes, as one JSON array (in the order of
 * research.repo's `ProductExportFields`), rebuilt with product_stats: an export batch reads one
 * row per product and joins their texts, with no lookups and no JSON built per export.
 */
export const productExportFields = pgTable('product_export_fields', {
  productId: integer('product_id').primaryKey(),
  fields: text('fields').notNull(),
  /** Its variants for the variant sheet, cheapest first: a JSON array of research.repo's `VariantExportFields`. */
  variants: text('variants').notNull().default('[]'),
});

/** Per store 7/30-day totals and product counts, from product_stats, for store research. */
export const storeStats = pgTable(
  'store_stats',
  {
    storeId: integer('store_id').primaryKey(),
    marketplaceId: smallint('marketplace_id').notNull(),
    name: text('name').notNull(),
    nameSearch: tsvector('name_search').generatedAlwaysAs(sql`to_tsvector('simple', name)`),
    asOf: day('as_of').notNull(),
    products: integer('products').notNull(),
    units7: integer('units_7').notNull(),
    revenue7: rupiah('revenue_7').notNull(),
    units30: integer('units_30').notNull(),
    revenue30: rupiah('revenue_30').notNull(),
    revenueHighConfidence30: rupiah('revenue_high_confidence_30').notNull().default(0),
    revenueMediumConfidence30: rupiah('revenue_medium_confidence_30').notNull().default(0),
    revenueRange30: revenueRange('revenue_range_30'),
  },
  (t) => [
    index('store_stats_marketplace_revenue_idx').on(t.marketplaceId, t.revenue30.desc()),
    index('store_stats_name_search_idx').using('gin', t.nameSearch),
  ],
);

/** Spec §8: what users asked us to collect when research found no data (or data still being validated). */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketplaceId: smallint('marketplace_id').notNull(),
    kind: text('kind', { enum: ['product', 'store', 'category', 'keyword'] }).notNull(),
    reference: text('reference').notNull(),
    /** Waiting for the next crawl; then crawled (its data arrived) or nothing found. */
    status: text('status', { enum: ['queued', 'crawled', 'nothing_found'] })
      .notNull()
      .default('queued'),
    /** Products the crawl found for it; null while queued. */
    products: integer('products'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the user saw the answer's notification; null while unseen. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('data_requests_queued_unique')
      .on(t.userId, t.marketplaceId, t.kind, t.reference)
      .where(sql`${t.status} = 'queued'`),
    index('data_requests_user_idx').on(t.userId, t.id),
  ],
);

export const keywords = pgTable(
  'keywords',
  {
    id: serial('id').primaryKey(),
    marketplaceId: smallint('marketplace_id').notNull(),
    keyword: text('keyword').notNull(),
  },
  (t) => [uniqueIndex('keywords_unique').on(t.marketplaceId, t.keyword)],
);

export const keywordDaily = pgTable(
  'keyword_daily',
  {
    keywordId: integer('keyword_id').notNull(),
    day: day().notNull(),
    searchVolume: integer('search_volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keywordId, t.day] })],
);

export const adObservations = pgTable(
  'ad_observations',
  {
    keywordId: integer('keyword_id').notNull(),
    day: day().notNull(),
    productId: integer('product_id').notNull(),
    bidPrice: rupiah('bid_price').notNull(),
    recommendedBidPrice: rupiah('recommended_bid_price').notNull(),
    clickThroughRate: real('click_through_rate').notNull(),
    conversionRate: real('conversion_rate').notNull(),
    matchType: text('match_type').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.keywordId, t.day, t.productId] }),
    index('ad_observations_product_idx').on(t.productId, t.day),
  ],
);

/** Commission terms from `day` on (a new row only when they change). */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    productId: integer('product_id').notNull(),
    day: day().notNull(),
    storeId: integer('store_id').notNull(),
    sellerCommissionRate: real('seller_commission_rate').notNull(),
    marketplaceCommissionRate: real('marketplace_commission_rate').notNull(),
    videoCommissionRate: real('video_commission_rate'),
    liveCommissionRate: real('live_commission_rate'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('affiliate_commissions_store_idx').on(t.storeId)],
);

/** One row per ingested day and source: what came in, what was skipped, how long it took. */
export const ingestRuns = pgTable(
  'ingest_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: day().notNull(),
    source: text('source').notNull(),
    observations: integer('observations').notNull(),
    skipped: jsonb('skipped').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('ingest_runs_day_idx').on(t.day)],
);
