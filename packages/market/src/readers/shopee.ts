import { fromShopeePrice } from '../formats/money.ts';
import { parseShopeeSoldText } from '../formats/sold-text.ts';
import { SHOPEE_ORIGIN, shopeeImageUrl, shopeeProductSlug } from '../formats/urls.ts';
import type { CategoryReading, ProductReading, StoreReading, VariantReading } from './reading.ts';
import type { ShopeePath } from './addresses.ts';
import * as common from './common.ts';
import * as json from './values.ts';

/*
 * Shopee (shopee.co.id). Prices are integers ×100,000. Real answers, by endpoint:
 * - search/search_items, shop/search_items: `items[].item_basic`, with `catid` only (no category
 *   path), no shop figures, `tier_variations [{name:'', options:['']}]` for an item without
 *   variants, `item_rating.rating_count` that can be [], and on newer answers the sold counter in
 *   `item_card_display_sold_count.display_sold_count` and no `strikethrough_price` when nothing is
 *   struck. Newer search cards put the item in `item_data` beside `item_card_displayed_asset`.
 * - v2/search_items: the same items, flat in `items[]`.
 * - v2/item/get (`item`), v4/item/get (`data`): one item with `categories` and its `models`.
 * - pdp/get_pc: `data.item` (with `models`, stock and sold often null), `data.product_review`,
 *   `data.product_price` and the shop in `data.shop_detailed`.
 * - shop/get_shop_base (`data`), search/search_user (`data.users[]`): shops.
 */

const shopeePrice = (value: unknown): number | null => {
  const scaled = json.positive(value);
  return scaled === null ? null : fromShopeePrice(scaled);
};

/** Shopee's own error: an error code, or the anti-bot answer `{error: 90309999, tracking_id}`. */
function shopeeError(body: json.Rec): string | null {
  const error = body.error;
  if (error === null || error === undefined || error === 0 || error === '' || error === false) return null;
  const message = json.text(body.error_msg) ?? json.text(body.msg) ?? json.text(body.message);
  return `Shopee answered error ${String(error)}${message === null ? '' : ` (${message})`}`;
}

/** The json.first currency other than rupiah among the items and their models. */
function foreignCurrency(items: json.Rec[]): string | null {
  for (const item of items) {
    for (const holder of [item, ...(json.list(item, 'models') ?? []).filter(json.isRec)]) {
      const currency = json.text(holder.currency);
      if (currency !== null && currency.toUpperCase() !== 'IDR') return currency;
    }
  }
  return null;
}

/** `[]`, or the placeholder `[{name: '', options: ['']}]`: the item has no variants. */
function hasNoTiers(tiers: unknown[] | undefined): boolean {
  if (tiers === undefined) return false;
  if (tiers.length === 0) return true;
  const [only] = tiers;
  return (
    tiers.length === 1 &&
    json.isRec(only) &&
    json.text(only.name) === null &&
    (json.list(only, 'options') ?? []).every((option) => json.text(option) === null)
  );
}

/** The variants of an answer that lists models (item/get, get_pc); [] for an item without any. */
function modelsOf(item: json.Rec): VariantReading[] | null {
  const tiers = json.list(item, 'tier_variations');
  const models = json.list(item, 'models');
  if (hasNoTiers(tiers)) return [];
  if (models === undefined) return null;
  const variants: VariantReading[] = [];
  for (const model of models) {
    const id = json.isRec(model) ? json.idOf(json.first(model.modelid, model.model_id)) : null;
    if (!json.isRec(model) || id === null) continue;
    variants.push({
      externalId: id,
      name: json.text(model.name) ?? '',
      price: shopeePrice(model.price),
      stock: json.count(model.stock),
      soldTotal: json.count(model.sold),
    });
  }
  // One model without a name and no tiers is the item itself.
  const [only] = variants;
  return variants.length === 1 && only?.name === '' && tiers === undefined ? [] : variants;
}

/** `categories` top level json.first; else `catid`, which Shopee sets to the item's top-level category. */
function shopeeCategory(item: json.Rec): CategoryReading | null {
  const path = (json.list(item, 'categories') ?? []).flatMap((level) => {
    const id = json.isRec(level) ? json.idOf(level.catid) : null;
    return id === null || !json.isRec(level) ? [] : [{ externalId: id, name: json.text(level.display_name) }];
  });
  const globalPath = (json.list(item, 'global_cat', 'catid') ?? []).flatMap((id) => {
    const externalId = json.idOf(id);
    return externalId === null ? [] : [{ externalId, name: null }];
  });
  const chain = path.length > 0 ? path : globalPath;
  const leaf = chain.at(-1);
  if (leaf !== undefined) return { externalId: leaf.externalId, name: leaf.name, path: chain };
  const top = json.pick(json.idOf, item.catid, item.cat_id);
  return top === null ? null : { externalId: top, name: null, path: [{ externalId: top, name: null }] };
}

/** A shop as get_shop_base, search_user and get_pc's `shop_detailed` describe it. */
const shopIdOf = (shop: json.Rec): string | null => json.pick(json.idOf, shop.shopid, shop.shop_id);

function readShop(shop: json.Rec, id: string): StoreReading {
  const account = json.rec(shop, 'account');
  return {
    ...common.unknownStore('shopee', id),
    name: json.pick(json.text, shop.name, shop.shopname, shop.shop_name),
    username: json.pick(json.text, account?.username, shop.username),
    official: json.pick(json.flag, shop.is_official_shop),
    goldenMerchant: json.anyFlag(shop.is_shopee_verified, shop.shopee_verified_flag, shop.is_preferred_plus_seller),
    location: json.pick(json.text, shop.shop_location, shop.place),
    followers: json.count(shop.follower_count),
    following: json.pick(json.count, shop.following_count, account?.following_count),
    responseRate: json.percent(shop.response_rate),
  };
}

/** The parts of an answer that describe one item. */
interface ItemParts {
  item: json.Rec;
  /** A search result's wrapper, which repeats the ids. */
  wrapper?: json.Rec;
  /** `item_card_displayed_asset` of the newer search cards. */
  asset?: json.Rec;
  /** get_pc's `product_review`, `product_price` and `shop_detailed`. */
  review?: json.Rec;
  prices?: json.Rec;
  shop?: json.Rec;
  /** The answer lists the item's models (item/get, get_pc). */
  listsModels: boolean;
}

function readItem(parts: ItemParts, ctx: common.ReadContext): ProductReading | null {
  const { item, wrapper, asset, review, prices, shop } = parts;
  const itemId = json.pick(json.idOf, item.itemid, item.item_id, wrapper?.itemid, wrapper?.item_id);
  if (itemId === null) {
    ctx.skip('missing_id');
    return null;
  }
  const shopId = json.pick(json.idOf, item.shopid, item.shop_id, wrapper?.shopid, wrapper?.shop_id, shop?.shopid);
  const name = json.pick(json.text, item.name, item.title, asset?.name);
  const image = json.pick(json.text, item.image, asset?.image);
  const display = json.rec(item, 'item_card_display_price') ?? json.rec(asset, 'display_price');
  const price = json.pick(
    shopeePrice,
    item.price,
    item.price_min,
    display?.price,
    json.rec(prices, 'price')?.single_value,
  );
  const struck = json.pick(
    shopeePrice,
    item.price_before_discount,
    display?.strikethrough_price,
    json.rec(prices, 'price_before_discount')?.single_value,
  );
  const soldCount = json.rec(item, 'item_card_display_sold_count');
  const itemRating = json.rec(item, 'item_rating');
  const shopData = json.rec(item, 'shop_data');
  const location = json.pick(
    json.text,
    item.shop_location,
    shopData?.shop_location,
    asset?.shop_location,
    shop?.shop_location,
  );

  let store: StoreReading | null = null;
  if (shopId !== null) {
    const inline: StoreReading = {
      ...common.unknownStore('shopee', shopId),
      name: json.pick(json.text, item.shop_name, shopData?.shop_name),
      official: json.pick(json.flag, item.is_official_shop),
      goldenMerchant: json.anyFlag(item.shopee_verified, item.is_shopee_verified, item.is_preferred_plus_seller),
      location,
    };
    const detailedId = shop === undefined ? null : shopIdOf(shop);
    const detailed = shop === undefined || detailedId === null ? null : readShop(shop, detailedId);
    store = common.storeIfKnown(detailed === null ? inline : common.mergeStores(detailed, inline));
  }

  return {
    ...common.unknownProduct('shopee', itemId),
    storeExternalId: shopId,
    name,
    url: shopId === null ? null : shopeeUrl(name, shopId, itemId),
    imageUrl: image === null ? null : shopeeImageUrl(image),
    price,
    originalPrice: common.originalOr(struck, price),
    priceMax: json.pick(shopeePrice, item.price_max, json.rec(prices, 'price')?.range_max),
    brand: json.pick(json.brandName, item.brand, json.rec(item, 'global_brand')?.display_name),
    category: shopeeCategory(item),
    rating: json.pick(json.stars, itemRating?.rating_star, review?.rating_star),
    reviewCount: json.pick(
      json.count,
      json.list(itemRating, 'rating_count')?.[0],
      review?.total_rating_count,
      json.list(review, 'rating_count')?.[0],
      json.rec(item, 'item_card_display_rating')?.rating_count,
    ),
    commentCount: json.pick(json.count, item.cmt_count, review?.cmt_count),
    wishlistCount: json.pick(json.count, item.liked_count, review?.liked_count),
    stock: json.count(item.stock),
    listedAt: json.listedDay(json.num(item.ctime), ctx.capturedAt),
    location,
    sold:
      json.pick(
        json.exactSold,
        item.historical_sold,
        soldCount?.display_sold_count,
        soldCount?.historical_sold_count,
      ) ??
      json.pick(json.exactSold, review?.historical_sold) ??
      json.soldText(soldCount?.historical_sold_count_text, parseShopeeSoldText),
    recentSold:
      json.pick(json.exactSold, item.sold, soldCount?.monthly_sold_count) ??
      json.soldText(soldCount?.monthly_sold_count_text, parseShopeeSoldText),
    variants: parts.listsModels ? modelsOf(item) : hasNoTiers(json.list(item, 'tier_variations')) ? [] : null,
    store,
  };
}

function shopeeUrl(name: string | null, shopId: string, itemId: string): string {
  const slug = name === null ? '' : shopeeProductSlug(name, Number(shopId), Number(itemId));
  return slug.startsWith('-') || slug === ''
    ? `${SHOPEE_ORIGIN}/product/${shopId}/${itemId}`
    : `${SHOPEE_ORIGIN}/${slug}`;
}

const readings = (endpoint: string, products: ProductReading[], stores: StoreReading[] = []): common.Outcome => ({
  refused: null,
  endpoint,
  products,
  stores,
});

/** A json.list of items: search/search_items, shop/search_items (item_basic or item_data) and v2's flat items. */
function readItemList(endpoint: string) {
  return (body: json.Rec, ctx: common.ReadContext): common.Outcome => {
    const entries = json.list(body, 'items') ?? json.list(body, 'data', 'items');
    if (entries === undefined) {
      ctx.skip('no_item_list');
      return readings(endpoint, []);
    }
    const parts: ItemParts[] = [];
    for (const entry of entries) {
      if (!json.isRec(entry)) {
        ctx.skip('not_an_object');
        continue;
      }
      const item = json.rec(entry, 'item_basic') ?? json.rec(entry, 'item_data') ?? entry;
      const asset = json.rec(entry, 'item_card_displayed_asset') ?? json.rec(item, 'item_card_displayed_asset');
      parts.push({ item, wrapper: entry, asset, listsModels: false });
    }
    const currency = foreignCurrency(parts.map((p) => p.item));
    if (currency !== null) return common.refuse('foreign_currency', `Shopee items priced in ${currency}`);
    return readings(endpoint, readAll(parts, ctx));
  };
}

const readAll = (parts: ItemParts[], ctx: common.ReadContext): ProductReading[] =>
  parts.flatMap((p) => readItem(p, ctx) ?? []);

/** One item with its models: v2/item/get (`item`), v4/item/get (`data`). */
function readItemGet(endpoint: string, key: 'item' | 'data') {
  return (body: json.Rec, ctx: common.ReadContext): common.Outcome => {
    const item = json.rec(body, key) ?? json.rec(body, key === 'item' ? 'data' : 'item');
    if (item === undefined) {
      ctx.skip('no_item');
      return readings(endpoint, []);
    }
    const currency = foreignCurrency([item]);
    if (currency !== null) return common.refuse('foreign_currency', `Shopee item priced in ${currency}`);
    return readings(endpoint, readAll([{ item, listsModels: true }], ctx));
  };
}

function readPdp(body: json.Rec, ctx: common.ReadContext): common.Outcome {
  const endpoint = 'shopee.v4.pdp.get_pc';
  const data = json.rec(body, 'data');
  const item = json.rec(data, 'item');
  if (data === undefined || item === undefined) {
    ctx.skip('no_item');
    return readings(endpoint, []);
  }
  const currency = foreignCurrency([item]);
  if (currency !== null) return common.refuse('foreign_currency', `Shopee item priced in ${currency}`);
  const parts: ItemParts = {
    item,
    review: json.rec(data, 'product_review'),
    prices: json.rec(data, 'product_price'),
    shop: json.rec(data, 'shop_detailed'),
    listsModels: true,
  };
  return readings(endpoint, readAll([parts], ctx));
}

/** A shop's country other than Indonesia, where the answer says it. */
function foreignCountry(shops: json.Rec[]): string | null {
  for (const shop of shops) {
    const country = json.text(shop.country);
    if (country !== null && country.toLowerCase() !== 'id') return country;
  }
  return null;
}

function readShops(endpoint: string, shops: unknown[] | undefined, ctx: common.ReadContext): common.Outcome {
  if (shops === undefined) {
    ctx.skip('no_shop');
    return readings(endpoint, []);
  }
  const country = foreignCountry(shops.filter(json.isRec));
  if (country !== null) return common.refuse('foreign_site', `Shopee shop of country '${country}'`);
  return readings(endpoint, [], ctx.readEach(shops, shopIdOf, readShop));
}

type ShopeeReader = (body: json.Rec, ctx: common.ReadContext) => common.Outcome;

/** Shopee's readers by the path of their address. */
const SHOPEE_READERS: Record<ShopeePath, ShopeeReader> = {
  '/api/v4/search/search_items': readItemList('shopee.v4.search_items'),
  '/api/v4/shop/search_items': readItemList('shopee.v4.shop.search_items'),
  '/api/v2/search_items': readItemList('shopee.v2.search_items'),
  '/api/v4/item/get': readItemGet('shopee.v4.item.get', 'data'),
  '/api/v2/item/get': readItemGet('shopee.v2.item.get', 'item'),
  '/api/v4/pdp/get_pc': readPdp,
  '/api/v4/shop/get_shop_base': (body, ctx) => {
    const shop = json.rec(body, 'data');
    return readShops('shopee.v4.shop.get_shop_base', shop === undefined ? undefined : [shop], ctx);
  },
  '/api/v4/search/search_user': (body, ctx) =>
    readShops('shopee.v4.search_user', json.list(body, 'data', 'users') ?? json.list(body, 'users'), ctx),
};

/** Reads a Shopee answer after its error check; undefined for a path no reader knows. */
export function readShopee(path: string, body: unknown, ctx: common.ReadContext): common.Outcome | undefined {
  const reader = SHOPEE_READERS[path as ShopeePath] as ShopeeReader | undefined;
  if (reader === undefined) return undefined;
  // Shopee answers with an object; anything else holds nothing to read.
  const answer = json.isRec(body) ? body : {};
  const error = shopeeError(answer);
  return error === null ? reader(answer, ctx) : common.refuse('marketplace_error', error);
}
