import { z } from 'zod';
import { fromShopeePrice } from '../formats/money.ts';
import { parseShopeeSoldText } from '../formats/sold-text.ts';
import { shopeeImageUrl } from '../formats/urls.ts';
import { brandOrNull, dayOfUnixSeconds, numericId, ratingOrNull, shapeParser } from './common.ts';
import { shopeeAddress, shopeeCategories, shopeeOriginalPrice, toCategoryPath } from './shopee-common.ts';

/** Sold texts that parse ('956', '1,2RB', '10RB+'): the card shows no exact number. */
const soldText = z.string().transform((text, ctx) => {
  const counter = parseShopeeSoldText(text);
  if (!counter) ctx.addIssue({ code: 'custom', message: `Unreadable sold text '${text}'` });
  return counter ?? z.NEVER;
});

/** Shopee's newer search card, `item_data`. */
export const shopeeItemDataSchema = z.object({
  item_id: numericId,
  shop_id: numericId,
  item_card_displayed_asset: z.object({ name: z.string(), image: z.string() }),
  /** ×100000; strikethrough_price is 0 when nothing is struck through. */
  item_card_display_price: z.object({ price: z.number(), strikethrough_price: z.number() }),
  item_card_display_sold_count: z.object({
    historical_sold_count_text: soldText,
    monthly_sold_count_text: soldText.optional(),
  }),
  item_card_display_rating: z.object({ rating_star: z.number(), rating_count: z.number() }),
  shop_data: z.object({
    shop_name: z.string(),
    shop_location: z.string(),
    is_official_shop: z.boolean(),
    is_preferred_plus_seller: z.boolean(),
  }),
  categories: shopeeCategories,
  global_brand: z.object({ display_name: z.string() }).nullable(),
  stock: z.number(),
  liked_count: z.number(),
  ctime: z.number(),
});
type Card = z.input<typeof shopeeItemDataSchema>;
/** The card as Shopee sends it, with the fields the parser does not need. */
export type ShopeeItemData = Card & {
  item_card_display_price: Card['item_card_display_price'] & { discount: string };
};

export const shopeeItemDataParser = shapeParser(shopeeItemDataSchema, (day, item) => {
  const { name, image } = item.item_card_displayed_asset;
  const { price, strikethrough_price } = item.item_card_display_price;
  const shop = item.shop_data;
  return [
    {
      marketplace: 'shopee',
      day,
      externalId: String(item.item_id),
      name,
      ...shopeeAddress(name, item.shop_id, item.item_id),
      imageUrl: shopeeImageUrl(image),
      price: fromShopeePrice(price),
      originalPrice: shopeeOriginalPrice(price, strikethrough_price),
      brand: brandOrNull(item.global_brand?.display_name),
      categoryPath: toCategoryPath(item.categories),
      rating: ratingOrNull(item.item_card_display_rating.rating_star, item.item_card_display_rating.rating_count),
      reviewCount: item.item_card_display_rating.rating_count,
      commentCount: null,
      wishlistCount: item.liked_count,
      stock: item.stock,
      listedAt: dayOfUnixSeconds(item.ctime),
      location: shop.shop_location || null,
      sold: item.item_card_display_sold_count.historical_sold_count_text,
      recentSold: item.item_card_display_sold_count.monthly_sold_count_text ?? null,
      revenueTotal: null,
      variants: [],
      store: {
        externalId: String(item.shop_id),
        name: shop.shop_name,
        username: null,
        official: shop.is_official_shop,
        goldenMerchant: shop.is_preferred_plus_seller,
        lazMall: false,
        location: shop.shop_location || null,
        followers: null,
        following: null,
        responseRate: null,
      },
    },
  ];
});
