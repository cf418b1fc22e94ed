import { z } from 'zod';
import { slugFromProductUrl } from '../formats/urls.ts';
import { brandOrNull, dayOfUnixSeconds, decimalString, percentText, ratingOrNull, shapeParser } from './common.ts';

/** A TikTok Shop product card. Big ids and prices come as strings. */
export const tiktokProductCardSchema = z.object({
  product_id: z.string().regex(/^\d+$/),
  title: z.string(),
  image: z.object({ url_list: z.array(z.string()) }),
  product_price_info: z.object({
    sale_price_decimal: decimalString,
    origin_price_decimal: decimalString,
    currency_name: z.literal('IDR'),
  }),
  sold_info: z.object({ sold_count: z.number() }),
  rate_info: z.object({ score: z.number(), review_count: z.number() }),
  seller_info: z.object({
    seller_id: z.string().regex(/^\d+$/),
    shop_name: z.string(),
    shop_location: z.string(),
    follower_count: z.number(),
    response_rate: percentText,
    is_official: z.boolean(),
    is_star_shop: z.boolean(),
  }),
  category_path: z.array(z.object({ category_id: z.string(), category_name: z.string(), level: z.number() })),
  brand_info: z.object({ brand_name: z.string() }).nullable(),
  stock_info: z.object({ available_stock: z.number() }),
  /** Unix seconds, as a string. */
  create_time: decimalString,
  seo_url: z.object({ canonical_url: z.string(), slug: z.string().optional() }),
});
type Card = z.input<typeof tiktokProductCardSchema>;
/** The card as TikTok Shop sends it, with the fields the parser does not need. */
export type TiktokProductCard = Card & {
  product_price_info: Card['product_price_info'] & { sale_price_format: string; discount_format: string };
};

export const tiktokProductCardParser = shapeParser(tiktokProductCardSchema, (day, card) => {
  const seller = card.seller_info;
  const price = card.product_price_info.sale_price_decimal;
  const url = card.seo_url.canonical_url;
  return [
    {
      marketplace: 'tiktok',
      day,
      externalId: card.product_id,
      name: card.title,
      url,
      slug: card.seo_url.slug || slugFromProductUrl(url),
      imageUrl: card.image.url_list[0] ?? null,
      price,
      originalPrice: Math.max(price, card.product_price_info.origin_price_decimal),
      brand: brandOrNull(card.brand_info?.brand_name),
      categoryPath: [...card.category_path]
        .sort((a, b) => a.level - b.level)
        .map((c) => ({ externalId: c.category_id, name: c.category_name })),
      rating: ratingOrNull(card.rate_info.score, card.rate_info.review_count),
      reviewCount: card.rate_info.review_count,
      commentCount: null,
      wishlistCount: null,
      stock: card.stock_info.available_stock,
      listedAt: dayOfUnixSeconds(card.create_time),
      location: seller.shop_location || null,
      sold: { kind: 'exact', total: card.sold_info.sold_count },
      recentSold: null,
      revenueTotal: null,
      variants: [],
      store: {
        externalId: seller.seller_id,
        name: seller.shop_name,
        username: null,
        official: seller.is_official,
        goldenMerchant: seller.is_star_shop,
        lazMall: false,
        location: seller.shop_location || null,
        followers: seller.follower_count,
        following: null,
        responseRate: seller.response_rate,
      },
    },
  ];
});
