import { z } from 'zod';
import { fromShopeePrice } from '../formats/money.ts';
import { shopeeImageUrl } from '../formats/urls.ts';
import { brandOrNull, dayOfUnixSeconds, numericId, ratingOrNull, shapeParser } from './common.ts';
import { shopeeAddress, shopeeCategories, shopeeOriginalPrice, shopeeRating, toCategoryPath } from './shopee-common.ts';

/**
 * A Shopee search result's `item_basic`, enriched with the shop's `shop_info`: the fields we read
 * (zod drops the rest, which are listed in ShopeeItemBasic).
 */
export const shopeeItemBasicSchema = z.object({
  itemid: numericId,
  shopid: numericId,
  name: z.string(),
  image: z.string(),
  /** ×100000, as every Shopee price. */
  price: z.number(),
  price_before_discount: z.number(),
  stock: z.number(),
  historical_sold: z.number(),
  /** Units of the last 30 days. */
  sold: z.number(),
  liked_count: z.number(),
  cmt_count: z.number(),
  item_rating: shopeeRating,
  categories: shopeeCategories,
  brand: z.string().nullable(),
  shop_location: z.string(),
  ctime: z.number(),
  is_official_shop: z.boolean(),
  shopee_verified: z.boolean(),
  shop_info: z.object({
    name: z.string(),
    username: z.string(),
    follower_count: z.number(),
    following_count: z.number(),
    response_rate: z.number(),
    is_official_shop: z.boolean(),
  }),
});
type Item = z.input<typeof shopeeItemBasicSchema>;
/** The whole item as Shopee sends it, with the fields the parser does not need. */
export type ShopeeItemBasic = Item & {
  shop_info: Item['shop_info'] & { shopid: number };
  currency: string;
  price_min: number;
  price_max: number;
  show_discount: number;
  /** The leaf category. */
  catid: number;
  tier_variations: { name: string; options: string[] }[];
  item_status: string;
};

export const shopeeItemBasicParser = shapeParser(shopeeItemBasicSchema, (day, item) => {
  const reviews = item.item_rating.rating_count[0] ?? 0;
  const shop = item.shop_info;
  return [
    {
      marketplace: 'shopee',
      day,
      externalId: String(item.itemid),
      name: item.name,
      ...shopeeAddress(item.name, item.shopid, item.itemid),
      imageUrl: shopeeImageUrl(item.image),
      price: fromShopeePrice(item.price),
      originalPrice: shopeeOriginalPrice(item.price, item.price_before_discount),
      brand: brandOrNull(item.brand),
      categoryPath: toCategoryPath(item.categories),
      rating: ratingOrNull(item.item_rating.rating_star, reviews),
      reviewCount: reviews,
      commentCount: item.cmt_count,
      wishlistCount: item.liked_count,
      stock: item.stock,
      listedAt: dayOfUnixSeconds(item.ctime),
      location: item.shop_location || null,
      sold: { kind: 'exact', total: item.historical_sold },
      recentSold: { kind: 'exact', total: item.sold },
      revenueTotal: null,
      variants: [],
      store: {
        externalId: String(item.shopid),
        name: shop.name,
        username: shop.username || null,
        official: item.is_official_shop || shop.is_official_shop,
        goldenMerchant: item.shopee_verified,
        lazMall: false,
        location: item.shop_location || null,
        followers: shop.follower_count,
        following: shop.following_count,
        responseRate: shop.response_rate,
      },
    },
  ];
});
