import { z } from 'zod';
import { dayFromNumber, dayNumberFromUnixSeconds } from '../calendar.ts';
import { brandOrNull, decimalString, numericId, ratingOrNull, shapeParser } from './common.ts';
import { tokopediaCategory, tokopediaProductUrl } from './tokopedia-common.ts';

/** ISO timestamps with an offset ('2024-05-01T10:22:11+07:00'), read as the Jakarta day. */
const timestamp = z.iso
  .datetime({ offset: true })
  .transform((text) => dayFromNumber(dayNumberFromUnixSeconds(Date.parse(text) / 1000)));

const detailVariant = z.object({
  variantId: numericId,
  variantName: z.string(),
  estimatedRevenue: z.number(),
  thisMonthEstimatedRevenue: z.number(),
  estimatedSales: z.number(),
  thisMonthEstimatedSales: z.number(),
  stock: z.number(),
  stockValue: z.number(),
  price: z.number(),
  productURL: z.string(),
  productName: z.string(),
  imageURL: z.string(),
});

/** The product statistics of spec §3 ('Tokopedia product' and 'Tokopedia variants'). */
export const tokopediaProductSchema = z.object({
  product_id: numericId,
  url: tokopediaProductUrl,
  store_id: numericId,
  store_name: z.string(),
  store_official: z.boolean(),
  store_golden_merchant: z.boolean(),
  store_location: z.string(),
  image_url: z.string(),
  name: z.string(),
  price: z.number(),
  original_price: z.number(),
  stock: z.number(),
  total_sales: z.number(),
  /** Spec §3: sent as a string, converted to a number. */
  total_revenue: decimalString,
  total_review: z.number(),
  rating: z.number(),
  count_talk: z.number(),
  wishlist_count: z.number(),
  categories: z.array(tokopediaCategory),
  brand: z.string().nullable(),
  created_at: timestamp,
  store_follower_count: z.number(),
  store_following_count: z.number(),
  store_response_rate: z.number(),
  variantsStatistics: z.array(
    z.object({ variantName: z.string(), estimatedSales: z.number(), thisMonthEstimatedSales: z.number() }),
  ),
  detailVariants: z.array(detailVariant),
});
/** The statistics as sent, with the fields the parser does not need. */
export type TokopediaProduct = z.input<typeof tokopediaProductSchema> & { discount_percentage: number };

export const tokopediaProductParser = shapeParser(tokopediaProductSchema, (day, p) => {
  return [
    {
      marketplace: 'tokopedia',
      day,
      externalId: String(p.product_id),
      name: p.name,
      url: p.url.url,
      slug: p.url.productKey,
      imageUrl: p.image_url || null,
      price: p.price,
      originalPrice: Math.max(p.original_price, p.price),
      brand: brandOrNull(p.brand),
      categoryPath: p.categories.map((c) => ({ externalId: String(c.id), name: c.name })),
      rating: ratingOrNull(p.rating, p.total_review),
      reviewCount: p.total_review,
      commentCount: p.count_talk,
      wishlistCount: p.wishlist_count,
      stock: p.stock,
      listedAt: p.created_at,
      location: p.store_location || null,
      sold: { kind: 'exact', total: p.total_sales },
      recentSold: null,
      revenueTotal: p.total_revenue,
      variants: p.detailVariants.map((v) => ({
        externalId: String(v.variantId),
        name: v.variantName,
        price: v.price,
        stock: v.stock,
        soldTotal: v.estimatedSales,
      })),
      store: {
        externalId: String(p.store_id),
        name: p.store_name,
        username: p.url.shopDomain,
        official: p.store_official,
        goldenMerchant: p.store_golden_merchant,
        lazMall: false,
        location: p.store_location || null,
        followers: p.store_follower_count,
        following: p.store_following_count,
        responseRate: p.store_response_rate,
      },
    },
  ];
});
