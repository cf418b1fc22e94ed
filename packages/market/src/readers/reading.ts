import { z } from 'zod';
import { MARKETPLACES, observationSchema, soldCounterSchema, type Marketplace } from '../observation.ts';

/*
 * What a reader takes from one real marketplace answer. Real answers leave out much of what a
 * product has (Shopee's search cards carry no shop figures, Tokopedia's search asks for no stock,
 * TikTok Shop's cards carry no category): a field the answer does not hold is null, never a guess
 * and never a reason to drop the product. Only the marketplace and the product's id are required.
 */

const count = z.number().int().nonnegative();
/** Rupiah. */
const rupiah = z.number().nonnegative().finite();
const label = z.string().min(1);

export const storeReadingSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  externalId: label,
  name: label.nullable(),
  username: label.nullable(),
  official: z.boolean().nullable(),
  goldenMerchant: z.boolean().nullable(),
  /** false on marketplaces that have no LazMall. */
  lazMall: z.boolean().nullable(),
  location: label.nullable(),
  followers: count.nullable(),
  following: count.nullable(),
  /** 0..100 */
  responseRate: z.number().min(0).max(100).nullable(),
});
export type StoreReading = z.infer<typeof storeReadingSchema>;

export const variantReadingSchema = z.object({
  externalId: label,
  /** '' where the marketplace names the variant by nothing. */
  name: z.string(),
  price: rupiah.nullable(),
  stock: count.nullable(),
  /** Cumulative units sold of this variant, where the answer shows it. */
  soldTotal: count.nullable(),
});
export type VariantReading = z.infer<typeof variantReadingSchema>;

const categoryLevelSchema = z.object({ externalId: label, name: label.nullable() });

export const categoryReadingSchema = z.object({
  /** The deepest category the answer names. */
  externalId: label,
  name: label.nullable(),
  /** From the top level down to `externalId`, as far as the answer gives it; [] when it does not say. */
  path: z.array(categoryLevelSchema),
});
export type CategoryReading = z.infer<typeof categoryReadingSchema>;

export const productReadingSchema = z.object({
  marketplace: z.enum(MARKETPLACES),
  externalId: label,
  storeExternalId: label.nullable(),
  name: label.nullable(),
  url: label.nullable(),
  imageUrl: label.nullable(),
  price: rupiah.nullable(),
  /** The struck-through price; the price itself where the answer shows nothing struck. */
  originalPrice: rupiah.nullable(),
  /** The highest variant price, where the answer gives a range. */
  priceMax: rupiah.nullable(),
  brand: label.nullable(),
  category: categoryReadingSchema.nullable(),
  /** As in an observation: a rating 0..5, whole counts ≥ 0, the Asia/Jakarta listing day (YYYY-MM-DD). */
  ...observationSchema.pick({
    rating: true,
    reviewCount: true,
    commentCount: true,
    wishlistCount: true,
    stock: true,
    listedAt: true,
  }).shape,
  location: label.nullable(),
  /** The cumulative sold counter. */
  sold: soldCounterSchema.nullable(),
  /** Units sold in the last 30 days, where the answer shows them (Shopee's `sold`). */
  recentSold: soldCounterSchema.nullable(),
  /** Cumulative revenue, where the marketplace reports it. */
  revenueTotal: rupiah.nullable(),
  /** null: the answer does not list variants; []: the product has none. */
  variants: z.array(variantReadingSchema).nullable(),
  /** The shop, where the answer carries it beside the product. */
  store: storeReadingSchema.nullable(),
});
export type ProductReading = z.infer<typeof productReadingSchema>;

/** One answer as it was received: its address, when (ISO), and its JSON body. */
export interface RawAnswer {
  url: string;
  capturedAt: string;
  body: unknown;
}

export type Refusal = 'foreign_site' | 'foreign_currency' | 'unknown_address' | 'not_json' | 'marketplace_error';

export interface Skipped {
  reason: string;
  count: number;
}

export type ReadResult =
  | { marketplace: Marketplace | null; refused: Refusal; detail: string }
  | {
      marketplace: Marketplace;
      refused: null;
      /** The reader that read the answer, e.g. 'shopee.v4.search_items'. */
      endpoint: string;
      products: ProductReading[];
      stores: StoreReading[];
      skipped: Skipped[];
    };
