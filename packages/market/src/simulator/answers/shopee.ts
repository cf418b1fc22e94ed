import { toShopeePrice } from '../../formats/money.ts';
import type { CatalogStore } from '../catalog.ts';
import { discountPercent, maxPrice, perProduct, type PayloadInput } from './input.ts';

/*
 * Shopee (shopee.co.id) as its pages receive it: search and shop listings of `item_basic` cards
 * (the top-level `catid` only, no shop figures, a placeholder tier for an item without variants),
 * `item/get` for a product page (its category path and models), `shop/get_shop_base` for a shop.
 */

const SHOPEE_API = 'https://shopee.co.id/api/v4';

/** What Shopee writes for an item without variants. */
const NO_TIERS = [{ name: '', options: [''], images: null, properties: [], type: 0 }];

const statics = perProduct((product) => ({
  itemid: Number(product.externalId),
  catid: Number(product.categoryPath[0]?.externalId ?? 0),
  categories: product.categoryPath.map((c, i, path) => ({
    catid: Number(c.externalId),
    display_name: c.name,
    no_sub: i === path.length - 1,
    is_default_subcat: false,
  })),
  tierVariations:
    product.variants.length > 0
      ? [{ name: 'Variasi', options: product.variants.map((v) => v.name), images: null, properties: [], type: 0 }]
      : NO_TIERS,
}));

/** The fields a card and a product page share. */
function itemFields(input: PayloadInput) {
  const { product, store, snapshot: s } = input;
  const fixed = statics(input);
  const struck = s.originalPrice > s.price;
  return {
    itemid: fixed.itemid,
    shopid: Number(store.externalId),
    name: product.name,
    image: product.image,
    images: [product.image],
    currency: 'IDR',
    stock: s.stock,
    status: 1,
    ctime: product.listedAt,
    sold: s.soldLast30,
    historical_sold: s.soldTotal,
    liked: false,
    liked_count: s.likedCount,
    catid: fixed.catid,
    brand: product.brand ?? '',
    cmt_count: s.reviewCount,
    item_status: 'normal',
    price: toShopeePrice(s.price),
    price_min: toShopeePrice(s.price),
    price_max: toShopeePrice(maxPrice(s)),
    price_min_before_discount: struck ? toShopeePrice(s.originalPrice) : -1,
    price_before_discount: struck ? toShopeePrice(s.originalPrice) : 0,
    show_discount: discountPercent(s.price, s.originalPrice),
    discount: struck ? `${discountPercent(s.price, s.originalPrice)}%` : null,
    tier_variations: fixed.tierVariations,
    item_rating: {
      rating_star: s.rating,
      // Shopee leaves the star counts out ([]) until an item has reviews.
      rating_count: s.reviewCount > 0 ? [s.reviewCount, ...Array.from({ length: 5 }, (_, i) => s.stars[i] ?? 0)] : [],
    },
    shopee_verified: store.goldenMerchant,
    is_official_shop: store.official,
    is_preferred_plus_seller: store.goldenMerchant,
    shop_location: store.location,
  };
}

/** A search or shop listing's card. */
export function shopeeItemBasic(input: PayloadInput) {
  const { snapshot: s } = input;
  const fields = itemFields(input);
  return {
    item_basic: {
      ...fields,
      item_card_display_price: {
        item_id: fields.itemid,
        price: fields.price,
        // Left out when nothing is struck through.
        ...(s.originalPrice > s.price ? { strikethrough_price: fields.price_before_discount } : {}),
        discount: fields.show_discount,
      },
      item_card_display_sold_count: { display_sold_count: s.soldTotal },
    },
    itemid: fields.itemid,
    shopid: fields.shopid,
  };
}

/** The product page's `item/get`: the card's fields with the category path and the models. */
export function shopeeItemGet(input: PayloadInput) {
  const { product, snapshot: s } = input;
  const fields = itemFields(input);
  const models = product.variants.map((v, i) => {
    const state = s.variants[i]!;
    return {
      itemid: fields.itemid,
      modelid: Number(v.externalId),
      name: v.name,
      status: 1,
      price: toShopeePrice(state.price),
      price_before_discount:
        s.originalPrice > s.price ? toShopeePrice(Math.round((state.price * s.originalPrice) / s.price)) : 0,
      stock: state.stock,
      normal_stock: state.stock,
      sold: state.soldTotal,
      extinfo: { tier_index: [i] },
    };
  });
  return {
    url: `${SHOPEE_API}/item/get?itemid=${fields.itemid}&shopid=${fields.shopid}`,
    body: {
      error: null,
      error_msg: null,
      data: { ...fields, categories: statics(input).categories, models },
    },
  };
}

/** A page of a category's best sellers (`match_id` is the top-level category). */
export function shopeeListing(cards: ReturnType<typeof shopeeItemBasic>[], catid: string, offset: number) {
  return {
    url: `${SHOPEE_API}/search/search_items?by=sales&limit=60&match_id=${catid}&newest=${offset}&order=desc&page_type=search&scenario=PAGE_OTHERS&version=2`,
    body: { error: null, error_msg: null, total_count: offset + cards.length, nomore: false, items: cards },
  };
}

/** The shop's `get_shop_base`: its name, account and figures. */
export function shopeeShopBase(store: CatalogStore, followers: number) {
  return {
    url: `${SHOPEE_API}/shop/get_shop_base?entry_point=ShopByPDP&need_cancel_rate=true&request_source=shop_home_page&username=${store.username}&version=2`,
    body: {
      error: 0,
      error_msg: null,
      data: {
        shopid: Number(store.externalId),
        place: store.location,
        account: { username: store.username, following_count: store.following, status: 1 },
        is_shopee_verified: store.goldenMerchant,
        is_preferred_plus_seller: store.goldenMerchant,
        is_official_shop: store.official,
        shop_location: store.location,
        response_rate: store.responseRate,
        name: store.name,
        follower_count: followers,
        status: 1,
      },
    },
  };
}
