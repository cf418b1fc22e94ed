import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';

const rupiah = (name: string) => bigint(name, { mode: 'number' });

/**
 * Each product's sales per calendar week (Monday first, Jakarta days), rebuilt with the rollups
 * from the first changed day's week on: the opportunity score's trends, stock-outs and the
 * replay of its history read these, not the daily facts (decisions/040).
 */
export const productWeekly = pgTable(
  'product_weekly',
  {
    productId: integer('product_id').notNull(),
    /** The week's Monday. */
    week: date('week', { mode: 'string' }).notNull(),
    storeId: integer('store_id').notNull(),
    units: integer('units').notNull(),
    revenue: rupiah('revenue').notNull(),
    revenueHighConfidence: rupiah('revenue_high_confidence').notNull(),
    revenueMediumConfidence: rupiah('revenue_medium_confidence').notNull(),
    /** Days of the week with a figure: a week's revenue per day is revenue / days. */
    days: smallint('days').notNull(),
    /** Days of the week the product was seen with no stock. */
    stockOutDays: smallint('stock_out_days').notNull(),
    /** The revenue's interval parts summed (@pasarlens/market RangeSums); null in weeks built before they were kept. */
    revenueRange: doublePrecision('revenue_range').array(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.week] }), index('product_weekly_week_idx').on(t.week)],
);

/** The latest replay of the opportunity score over history, per marketplace. */
export const opportunityReplays = pgTable('opportunity_replays', {
  marketplaceId: smallint('marketplace_id').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  /** The last week the replay had, which a newer replay must pass. */
  lastWeek: date('last_week', { mode: 'string' }).notNull(),
  result: jsonb('result').notNull(),
});
