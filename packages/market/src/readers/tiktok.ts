import { TIKTOK_LIST_PATH, TIKTOK_PAGE_PATH } from './addresses.ts';
import type { CategoryReading, ProductReading, VariantReading } from './reading.ts';
import * as common from './common.ts';
import * as json from './values.ts';

/*
 * TikTok Shop (www.tiktok.com/api/shop/…). Its public product cards (search lists, a shop's
 * products) carry the id, title, image, price (decimal strings with the currency's name),
 * `rate_info` (review_count as json.text), `sold_info.sold_count`, the seller's id and name and the
 * page's address, and nothing of stock, category, listing date or the seller's figures. A product
 * page's data (`product_info`) adds the SKUs with their stock, the category path and the review
 * figures. The same host serves every country: the answer's currency and region decide.
 */

const productUrl = (id: string, canonical: unknown): string =>
  json.bareUrl(canonical) ?? `https://www.tiktok.com/shop/pdp/${id}`;

/** A price's currency other than rupiah, by its name ('USD') or else its symbol ('฿'). */
function foreignCurrency(prices: (json.Rec | undefined)[]): string | null {
  for (const price of prices) {
    const name = json.pick(json.text, price?.currency_name, price?.currency);
    if (name !== null) {
      if (name.toUpperCase() !== 'IDR') return name;
      continue;
    }
    const symbol = json.text(price?.currency_symbol);
    if (symbol !== null && symbol.toLowerCase() !== 'rp') return symbol;
  }
  return null;
}

/** TikTok's error: a non-zero `code` or `error_code`. */
function tiktokError(body: json.Rec): string | null {
  const code = json.num(body.code) ?? json.num(body.error_code);
  if (code === null || code === 0) return null;
  return `TikTok Shop answered code ${code}${json.text(body.message) === null ? '' : ` (${json.text(body.message)})`}`;
}

function readCard(card: json.Rec, id: string): ProductReading {
  const prices = json.rec(card, 'product_price_info');
  const rate = json.rec(card, 'rate_info');
  const seller = json.rec(card, 'seller_info');
  const sellerId = json.idOf(seller?.seller_id);
  const price = json.positive(prices?.sale_price_decimal);
  return {
    ...common.unknownProduct('tiktok', id),
    storeExternalId: sellerId,
    name: json.text(card.title),
    url: productUrl(id, json.rec(card, 'seo_url')?.canonical_url),
    imageUrl: json.text(json.list(card, 'image', 'url_list')?.[0]),
    price,
    originalPrice: common.originalOr(json.positive(prices?.origin_price_decimal), price),
    rating: json.stars(rate?.score),
    reviewCount: json.count(rate?.review_count),
    sold: json.exactSold(json.rec(card, 'sold_info')?.sold_count),
    store:
      sellerId === null
        ? null
        : common.storeIfKnown({ ...common.unknownStore('tiktok', sellerId), name: json.text(seller?.shop_name) }),
  };
}

function readList(body: json.Rec, ctx: common.ReadContext): common.Outcome {
  const endpoint = 'tiktok.shop.product_list';
  const cards =
    json.list(body, 'data', 'products') ?? json.list(body, 'data', 'productList') ?? json.list(body, 'products');
  if (cards === undefined) {
    ctx.skip('no_product_list');
    return { refused: null, endpoint, products: [], stores: [] };
  }
  const currency = foreignCurrency(cards.map((card) => json.rec(card, 'product_price_info')));
  if (currency !== null) return common.refuse('foreign_currency', `TikTok Shop products priced in ${currency}`);
  return {
    refused: null,
    endpoint,
    products: ctx.readEach(cards, (card) => json.idOf(card.product_id), readCard),
    stores: [],
  };
}

function skuVariants(skus: unknown[] | undefined): VariantReading[] | null {
  if (skus === undefined) return null;
  return skus.flatMap((sku) => {
    const id = json.isRec(sku) ? json.idOf(sku.sku_id) : null;
    if (!json.isRec(sku) || id === null) return [];
    const props = (json.list(sku, 'sku_sale_props') ?? []).flatMap(
      (prop) => json.text(json.rec(prop)?.prop_value) ?? [],
    );
    const price = json.rec(sku, 'price');
    return [
      {
        externalId: id,
        name: props.join(' / '),
        price: json.pick(json.positive, json.rec(price, 'real_price')?.price_val, price?.sale_price_decimal),
        stock: json.count(sku.stock),
        soldTotal: null,
      },
    ];
  });
}

/** `categories` of a product page, top level json.first by `level`. */
function pageCategory(categories: unknown[] | undefined): CategoryReading | null {
  const path = (categories ?? [])
    .filter(json.isRec)
    .sort((a, b) => (json.num(a.level) ?? 0) - (json.num(b.level) ?? 0))
    .flatMap((c) => {
      const id = json.idOf(c.category_id);
      return id === null ? [] : [{ externalId: id, name: json.text(c.category_name) }];
    });
  const leaf = path.at(-1);
  return leaf === undefined ? null : { ...leaf, path };
}

function readPage(body: json.Rec, ctx: common.ReadContext): common.Outcome {
  const endpoint = 'tiktok.shop.product_detail';
  const page = json.rec(body, 'data', 'product_info') === undefined ? body : (json.rec(body, 'data') ?? body);
  const info = json.rec(page, 'product_info');
  const shop = json.rec(page, 'shop_info');
  const region = json.pick(json.text, page.sale_region, shop?.region);
  if (region !== null && region.toUpperCase() !== 'ID')
    return common.refuse('foreign_site', `TikTok Shop region ${region}`);
  const base = json.rec(info, 'product_base');
  const prices = json.rec(base, 'price');
  const currency = foreignCurrency([prices]);
  if (currency !== null) return common.refuse('foreign_currency', `TikTok Shop product priced in ${currency}`);
  const id = json.idOf(info?.product_id);
  if (info === undefined || id === null) {
    ctx.skip(info === undefined ? 'no_product' : 'missing_id');
    return { refused: null, endpoint, products: [], stores: [] };
  }
  const seller = json.rec(info, 'seller');
  const sellerId = json.pick(json.idOf, seller?.seller_id, info.seller_id, shop?.seller_id);
  const variants = skuVariants(json.list(info, 'skus'));
  const stocks = (variants ?? []).map((v) => v.stock);
  const review = json.rec(info, 'product_detail_review');
  const price = json.positive(prices?.min_sku_price);
  const product: ProductReading = {
    ...common.unknownProduct('tiktok', id),
    storeExternalId: sellerId,
    name: json.text(base?.title),
    url: productUrl(id, json.rec(page, 'seo_url')?.canonical_url),
    imageUrl: json.text(json.list(json.rec(json.list(base, 'images')?.[0]), 'url_list')?.[0]),
    price,
    originalPrice: common.originalOr(json.positive(prices?.min_sku_original_price), price),
    priceMax: json.positive(prices?.max_sku_price),
    category: pageCategory(json.list(page, 'categories')),
    rating: json.stars(review?.product_rating),
    reviewCount: json.pick(json.count, review?.review_count, review?.review_count_str),
    stock:
      stocks.length > 0 && stocks.every((s) => s !== null) ? stocks.reduce<number>((a, s) => a + (s ?? 0), 0) : null,
    location: json.text(seller?.seller_location),
    sold: json.exactSold(base?.sold_count),
    variants,
    store:
      sellerId === null
        ? null
        : common.storeIfKnown({
            ...common.unknownStore('tiktok', sellerId),
            name: json.pick(json.text, seller?.name, shop?.shop_name),
            followers: json.count(shop?.followers_count),
            location: json.text(seller?.seller_location),
          }),
  };
  return { refused: null, endpoint, products: [product], stores: [] };
}

/** Reads a TikTok Shop answer; undefined for a path no reader knows. */
export function readTiktok(path: string, body: unknown, ctx: common.ReadContext): common.Outcome | undefined {
  const reader = TIKTOK_LIST_PATH.test(path) ? readList : TIKTOK_PAGE_PATH.test(path) ? readPage : undefined;
  if (reader === undefined) return undefined;
  const answer = json.isRec(body) ? body : {};
  const error = tiktokError(answer);
  return error === null ? reader(answer, ctx) : common.refuse('marketplace_error', error);
}
