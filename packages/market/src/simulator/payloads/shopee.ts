import { toShopeePrice } from '../../formats/money.ts';
import { formatShopeeSoldText } from '../../formats/sold-text.ts';
import type { ShopeeItemBasic } from '../../parsers/shopee-item-basic.ts';
import type { ShopeeItemData } from '../../parsers/shopee-item-data.ts';
import type { ShopeeModels } from '../../parsers/shopee-models.ts';
import type { ProductSnapshot } from '../product-state.ts';
import { discountPercent, maxPrice, perProduct, type PayloadInput } from './input.ts';

const statics = perProduct((product, store) => ({
  itemid: Number(product.externalId),
  shopid: Number(store.externalId),
  catid: Number(product.categoryPath.at(-1)?.externalId ?? 0),
  categories: product.categoryPath.map((c) => ({ catid: Number(c.externalId), display_name: c.name })),
  tierVariations:
    product.variants.length > 0 ? [{ name: 'Variasi', options: product.variants.map((v) => v.name) }] : [],
  asset: { name: product.name, image: product.image },
  shopData: {
    shop_name: store.name,
    shop_location: store.location,
    is_official_shop: store.official,
    is_preferred_plus_seller: store.goldenMerchant,
  },
  brand: { display_name: product.brand ?? 'Tanpa Merek' },
}));

/** An `item_basic` search result with the shop's `shop_info` (an enriched capture). */
export function shopeeItemBasic(input: PayloadInput): ShopeeItemBasic {
  const { product, store, snapshot: s, followers } = input;
  const fixed = statics(input);
  const stars = s.stars;
  return {
    itemid: fixed.itemid,
    shopid: fixed.shopid,
    name: product.name,
    image: product.image,
    currency: 'IDR',
    price: toShopeePrice(s.price),
    price_min: toShopeePrice(s.price),
    price_max: toShopeePrice(maxPrice(s)),
    price_before_discount: s.originalPrice > s.price ? toShopeePrice(s.originalPrice) : 0,
    show_discount: discountPercent(s.price, s.originalPrice),
    stock: s.stock,
    historical_sold: s.soldTotal,
    sold: s.soldLast30,
    liked_count: s.likedCount,
    cmt_count: s.reviewCount,
    item_rating: {
      rating_star: s.rating,
      rating_count: [s.reviewCount, stars[0] ?? 0, stars[1] ?? 0, stars[2] ?? 0, stars[3] ?? 0, stars[4] ?? 0],
    },
    catid: fixed.catid,
    categories: fixed.categories,
    brand: product.brand,
    shop_location: store.location,
    ctime: product.listedAt,
    is_official_shop: store.official,
    shopee_verified: store.goldenMerchant,
    tier_variations: fixed.tierVariations,
    item_status: 'normal',
    shop_info: {
      shopid: fixed.shopid,
      name: store.name,
      username: store.username,
      follower_count: followers,
      following_count: store.following,
      response_rate: store.responseRate,
      is_official_shop: store.official,
    },
  };
}

/** The newer search card, `item_data`: sold counts only as display text. */
export function shopeeItemData(input: PayloadInput): ShopeeItemData {
  const { product, snapshot: s } = input;
  const fixed = statics(input);
  const percent = discountPercent(s.price, s.originalPrice);
  return {
    item_id: fixed.itemid,
    shop_id: fixed.shopid,
    item_card_displayed_asset: fixed.asset,
    item_card_display_price: {
      price: toShopeePrice(s.price),
      strikethrough_price: s.originalPrice > s.price ? toShopeePrice(s.originalPrice) : 0,
      discount: percent > 0 ? `-${percent}%` : '',
    },
    item_card_display_sold_count: {
      historical_sold_count_text: formatShopeeSoldText(s.soldTotal),
      monthly_sold_count_text: formatShopeeSoldText(s.soldLast30),
    },
    item_card_display_rating: { rating_star: s.rating, rating_count: s.reviewCount },
    shop_data: fixed.shopData,
    categories: fixed.categories,
    global_brand: fixed.brand,
    stock: s.stock,
    liked_count: s.likedCount,
    ctime: product.listedAt,
  };
}

/** The item's models (variants) with their own price, stock and sold counter. */
export function shopeeModels(input: PayloadInput): ShopeeModels {
  const { product, snapshot: s } = input;
  const { itemid } = statics(input);
  return {
    item_id: itemid,
    models: product.variants.map((v, i) => {
      const state: ProductSnapshot['variants'][number] = s.variants[i]!;
      return {
        itemid,
        modelid: Number(v.externalId),
        name: v.name,
        price: toShopeePrice(state.price),
        price_before_discount:
          s.originalPrice > s.price ? toShopeePrice(Math.round((state.price * s.originalPrice) / s.price)) : 0,
        stock: state.stock,
        sold: state.soldTotal,
      };
    }),
  };
}
