import { z } from 'zod';

/** The marketplaces we read. Shopee, Tokopedia and TikTok Shop are the main sources. */
export const MARKETPLACES = ['shopee', 'tokopedia', 'tiktok', 'lazada', 'blibli'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

/** A calendar day in Asia/Jakarta, as YYYY-MM-DD. */
export const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export type Day = z.infer<typeof daySchema>;

const money = z.number().nonnegative().finite();
const count = z.number().int().nonnegative();

/**
 * The cumulative sold counter as the marketplace shows it: an exact number, or a display
 * bucket such as Shopee's '10RB+' (at least 10,000, below the next bucket's start).
 */
export const soldCounterSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('exact'), total: count }),
  z.object({ kind: z.literal('bucket'), lower: count, upper: count.nullable(), text: z.string() }),
]);
export type SoldCounter = z.infer<typeof soldCounterSchema>;

export const categoryRefSchema = z.object({ externalId: z.string().min(1), name: z.string().min(1) });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/**
 * A store as an answer shows it. A field the answer left out is null: unknown, kept as we knew it
 * (a product card may name its store by id alone; a shop answer names it later).
 */
export const storeObservationSchema = z.object({
  externalId: z.string().min(1),
  name: z.string().min(1).nullable(),
  username: z.string().min(1).nullable(),
  official: z.boolean().nullable(),
  goldenMerchant: z.boolean().nullable(),
  lazMall: z.boolean().nullable(),
  location: z.string().nullable(),
  followers: count.nullable(),
  following: count.nullable(),
  /** 0..100 */
  responseRate: z.number().min(0).max(100).nullable(),
});
export type StoreObservation = z.infer<typeof storeObservationSchema>;

export const variantObservationSchema = z.object({
  externalId: z.string().min(1),
  name: z.string(),
  price: money,
  stock: count,
  /** Cumulative units sold of this variant, when the marketplace shows it. */
  soldTotal: count.nullable(),
});
export type VariantObservation = z.infer<typeof variantObservationSchema>;

/** One product seen on one day, whatever marketplace shape it came from. */
export const observationSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  day: daySchema,
  externalId: z.string().min(1),
  name: z.string().min(1),
  url: z.string().min(1),
  slug: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Rupiah. */
  price: money,
  originalPrice: money.nullable(),
  brand: z.string().min(1).nullable(),
  /** Top level first; up to three levels. */
  categoryPath: z.array(categoryRefSchema).max(3),
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: count.nullable(),
  commentCount: count.nullable(),
  wishlistCount: count.nullable(),
  stock: count.nullable(),
  listedAt: daySchema.nullable(),
  location: z.string().nullable(),
  sold: soldCounterSchema,
  /**
   * The marketplace's own count of units sold in the last 30 days, the day included, where the
   * card shows one (Shopee's `sold`, and `monthly_sold_count_text` on its newer card).
   */
  recentSold: soldCounterSchema.nullable(),
  /** Cumulative revenue when the marketplace reports it (Tokopedia's total_revenue). */
  revenueTotal: money.nullable(),
  variants: z.array(variantObservationSchema),
  store: storeObservationSchema,
});
export type Observation = z.infer<typeof observationSchema>;
/** What a product's own row takes from an observation: everything but the day's counters and price. */
export type SightedProduct = Omit<Observation, 'sold' | 'recentSold' | 'revenueTotal' | 'price' | 'originalPrice'>;

/** Keyword search volume seen on one day. */
export const keywordObservationSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  day: daySchema,
  keyword: z.string().min(1),
  searchVolume: count,
});
export type KeywordObservation = z.infer<typeof keywordObservationSchema>;

export const MATCH_TYPES = ['broad', 'exact', 'phrase'] as const;

/** An advertised product seen for a keyword on one day (ads spy). */
export const adObservationSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  day: daySchema,
  keyword: z.string().min(1),
  productExternalId: z.string().min(1),
  bidPrice: money,
  recommendedBidPrice: money,
  /** 0..1 */
  clickThroughRate: z.number().min(0).max(1),
  /** 0..1 */
  conversionRate: z.number().min(0).max(1),
  matchType: z.enum(MATCH_TYPES),
});
export type AdObservation = z.infer<typeof adObservationSchema>;

/** Affiliate commission terms of a product on one day. Rates are fractions (0.05 = 5%). */
export const affiliateObservationSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  day: daySchema,
  productExternalId: z.string().min(1),
  storeExternalId: z.string().min(1),
  sellerCommissionRate: z.number().min(0).max(1),
  marketplaceCommissionRate: z.number().min(0).max(1),
  videoCommissionRate: z.number().min(0).max(1).nullable(),
  liveCommissionRate: z.number().min(0).max(1).nullable(),
});
export type AffiliateObservation = z.infer<typeof affiliateObservationSchema>;
