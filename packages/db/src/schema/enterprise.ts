/**
 * The enterprise dashboard (decisions/019): custom brands and markets, what each saved market
 * holds (its member products), and the market's daily totals per store, brand and category,
 * kept up to date as days are ingested so analysis never scans names per request.
 */
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';
import { at } from './columns.ts';

const rupiah = (name: string) => bigint(name, { mode: 'number' });
const day = () => date('day', { mode: 'string' });

export interface StoredStoreKeywords {
  storeId: number;
  keywords: string[];
}

const itemColumns = () => ({
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  status: text('status', { enum: ['draft', 'published'] }).notNull(),
  visibility: text('visibility', { enum: ['private', 'public'] }).notNull(),
  storeIds: integer('store_ids').array().notNull(),
  storeKeywords: jsonb('store_keywords').$type<StoredStoreKeywords[]>().notNull(),
  categoryIds: integer('category_ids').array().notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  /** Soft delete: a deleted item is gone for everyone, its rows kept. */
  deletedAt: at('deleted_at'),
});

export const enterpriseBrands = pgTable(
  'enterprise_brands',
  { ...itemColumns(), marketplaceId: smallint('marketplace_id').notNull() },
  (t) => [index('enterprise_brands_user_idx').on(t.userId), index('enterprise_brands_visibility_idx').on(t.visibility)],
);

export const enterpriseMarkets = pgTable(
  'enterprise_markets',
  {
    ...itemColumns(),
    marketplaceIds: smallint('marketplace_ids').array().notNull(),
    /** Custom brands whose products (within the market's categories, when any) the market holds. */
    brandIds: integer('brand_ids').array().notNull(),
    /** Counts the definition's changes (and ingests that landed mid-build): what a build must reach. */
    revision: integer('revision').notNull().default(1),
    /** The revision whose members and figures the market's rows hold; null until first built. */
    builtRevision: integer('built_revision'),
    /** Steps of the running build done, for its progress. */
    buildStep: smallint('build_step').notNull().default(0),
    /** Set when the last build failed for good; cleared by the next save. */
    buildFailedAt: at('build_failed_at'),
  },
  (t) => [
    index('enterprise_markets_user_idx').on(t.userId),
    index('enterprise_markets_visibility_idx').on(t.visibility),
  ],
);

/** The products a live market holds: rebuilt when it is saved and when a day is ingested. */
export const enterpriseMarketProducts = pgTable(
  'enterprise_market_products',
  { marketId: integer('market_id').notNull(), productId: integer('product_id').notNull() },
  (t) => [primaryKey({ columns: [t.marketId, t.productId] })],
);

const sums = () => ({
  units: bigint('units', { mode: 'number' }).notNull(),
  revenue: rupiah('revenue').notNull(),
  revenueEstimated: rupiah('revenue_estimated').notNull(),
  productsSold: integer('products_sold').notNull(),
  /** The revenue's interval parts summed (@pasarlens/market RangeSums, 8 numbers; running rows keep running sums); null in rows built before intervals were kept. */
  revenueRange: doublePrecision('revenue_range').array(),
});

/** A market's day per marketplace: its totals, marketplace shares and daily series. */
export const enterpriseMarketMarketplaceDaily = pgTable(
  'enterprise_market_marketplace_daily',
  {
    marketId: integer('market_id').notNull(),
    day: day().notNull(),
    marketplaceId: smallint('marketplace_id').notNull(),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.day, t.marketplaceId] })],
);

/** A market's day per store: its top stores and new stores. */
export const enterpriseMarketStoreDaily = pgTable(
  'enterprise_market_store_daily',
  {
    marketId: integer('market_id').notNull(),
    day: day().notNull(),
    storeId: integer('store_id').notNull(),
    marketplaceId: smallint('marketplace_id').notNull(),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.storeId, t.day] })],
);

/** A market's day per brand of the market data and marketplace (brand 0: products without a brand). */
export const enterpriseMarketBrandDaily = pgTable(
  'enterprise_market_brand_daily',
  {
    marketId: integer('market_id').notNull(),
    day: day().notNull(),
    brandId: integer('brand_id').notNull(),
    marketplaceId: smallint('marketplace_id').notNull(),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.brandId, t.day, t.marketplaceId] })],
);

/** A market's day per category, at every level of the products' paths. */
export const enterpriseMarketCategoryDaily = pgTable(
  'enterprise_market_category_daily',
  {
    marketId: integer('market_id').notNull(),
    day: day().notNull(),
    categoryId: integer('category_id').notNull(),
    level: smallint('level').notNull(),
    marketplaceId: smallint('marketplace_id').notNull(),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.categoryId, t.day] })],
);

/**
 * A market's day per member product with sales: which products moved a brand's share. Keyed by
 * brand first, so one brand's products over a range are one index range.
 */
export const enterpriseMarketProductDaily = pgTable(
  'enterprise_market_product_daily',
  {
    marketId: integer('market_id').notNull(),
    brandId: integer('brand_id').notNull(),
    day: day().notNull(),
    productId: integer('product_id').notNull(),
    marketplaceId: smallint('marketplace_id').notNull(),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.brandId, t.day, t.productId] })],
);

/** A market's day per price band (contracts' PRICE_BAND_FLOORS, by the day's selling price) and marketplace. */
export const enterpriseMarketPriceBandDaily = pgTable(
  'enterprise_market_price_band_daily',
  {
    marketId: integer('market_id').notNull(),
    day: day().notNull(),
    band: smallint('band').notNull(),
    marketplaceId: smallint('marketplace_id').notNull(),
    ...sums(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.day, t.band, t.marketplaceId] })],
);

/**
 * A market's running totals per store, brand, category and member product: each day's row holds
 * the sums of every day up to it, so any range is the row of its last day less the row of the
 * day before it. Dense: a group has a row for every day from its first one to the market's last
 * day. `set` is the marketplaces summed (bit 1 << id each): a store's, category's or product's
 * own; for a brand every set of the market's marketplaces it sells on, as a brand's days
 * observed are days on any of them. `marketplaceId` is the one marketplace of a one-marketplace
 * set (0 otherwise); `level` a category's level (0 otherwise).
 */
export const enterpriseMarketRunning = pgTable(
  'enterprise_market_running',
  {
    marketId: integer('market_id').notNull(),
    /** 1 store, 2 brand, 3 category, 4 product (membership.repo's RUNNING_KINDS). */
    kind: smallint('kind').notNull(),
    day: day().notNull(),
    set: smallint('set').notNull(),
    key: integer('key').notNull(),
    marketplaceId: smallint('marketplace_id').notNull(),
    level: smallint('level').notNull(),
    ...sums(),
    daysObserved: integer('days_observed').notNull(),
    /** The first day with sales up to this one. */
    firstSold: date('first_sold', { mode: 'string' }),
    /** The last day with revenue up to this one: whether a group sold in a range ending today is one look at today's row. */
    lastSold: date('last_sold', { mode: 'string' }),
    /** The highest and lowest average price of a day with sales up to this one: bounds of the average price over any range ending today. */
    priceHigh: doublePrecision('price_high'),
    priceLow: doublePrecision('price_low'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.day, t.marketId, t.set, t.key] }),
    // Top products in their default order read a day's best members first (analysis.repo).
    index('enterprise_market_running_product_revenue_idx')
      .on(t.marketId, t.day, t.revenue.desc(), t.key)
      .where(sql`kind = 4`),
    // And in the other orders a day's running row bounds (by units, by price either way).
    index('enterprise_market_running_product_units_idx')
      .on(t.marketId, t.day, t.units.desc(), t.key)
      .where(sql`kind = 4`),
    index('enterprise_market_running_product_price_high_idx')
      .on(t.marketId, t.day, t.priceHigh.desc(), t.key)
      .where(sql`kind = 4`),
    index('enterprise_market_running_product_price_low_idx')
      .on(t.marketId, t.day, t.priceLow.asc(), t.key)
      .where(sql`kind = 4`),
    // And the best brands of a set of marketplaces, and its new entrants, likewise.
    index('enterprise_market_running_brand_revenue_idx')
      .on(t.marketId, t.day, t.set, t.revenue.desc(), t.key)
      .where(sql`kind = 2`),
  ],
);

/**
 * How many of a market's member products last sold on each day, as of each day and per
 * marketplace: how many sold in a range is a sum of one day's rows from the range's start on.
 */
export const enterpriseMarketLastSold = pgTable(
  'enterprise_market_last_sold',
  {
    marketId: integer('market_id').notNull(),
    day: day().notNull(),
    marketplaceId: smallint('marketplace_id').notNull(),
    lastSold: date('last_sold', { mode: 'string' }).notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.day, t.marketplaceId, t.lastSold] })],
);

/** Whether a user has seen the dashboard's first-time guide. */
export const enterpriseOnboarding = pgTable('enterprise_onboarding', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: at('seen_at').notNull(),
});
