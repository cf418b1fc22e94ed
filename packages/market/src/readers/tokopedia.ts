import { parseTokopediaSoldText } from '../formats/sold-text.ts';
import type { CategoryReading, ProductReading, StoreReading, VariantReading } from './reading.ts';
import * as common from './common.ts';
import * as json from './values.ts';

/*
 * Tokopedia's GraphQL (gql.tokopedia.com) answers a batch: an array of `{data: {...}}`, one per
 * operation. The operation shows in the keys under `data`. Real answers write ids as strings or
 * numbers, prices as json.text ('Rp12.000') beside a number, the sold counter as a label at position
 * 'integrity' ('5rb+ terjual'); search operations do not ask for stock (nor, in
 * searchProductV5, for the review json.count). pdpGetLayout has the exact counters, as strings.
 */

const SOLD_LABELS = new Set(['integrity', 'ri_product_credibility']);

function soldLabel(groups: unknown[] | undefined) {
  for (const group of groups ?? []) {
    if (json.isRec(group) && SOLD_LABELS.has(String(group.position))) {
      return json.soldText(group.title, parseTokopediaSoldText);
    }
  }
  return null;
}

/** A badge image that names the shop's tier ('official_store_badge.png', 'PM Pro Small.png'). */
function badgeSays(badges: unknown[], pattern: RegExp): boolean | null {
  const urls = badges.flatMap((badge) => {
    const url = json.isRec(badge) ? json.pick(json.text, badge.imageUrl, badge.image_url, badge.url) : null;
    return url === null ? [] : [url];
  });
  return urls.length === 0 ? null : urls.some((url) => pattern.test(url));
}

const OFFICIAL_BADGE = /official_store/i;
const POWER_BADGE = /power_merchant|goldmerchant|PM(?: |%20)Pro|PM-Badge/i;

/** Shop tiers in searchProductV5: 1 Power Merchant, 2 Official Store, 3 Power Merchant Pro. */
const OFFICIAL_TIER = 2;
const POWER_TIERS = [1, 3];

const shopIdOf = (product: json.Rec): string | null => {
  const shop = json.rec(product, 'shop');
  return json.pick(json.idOf, shop?.id, shop?.shopId, shop?.shop_id);
};

function searchStore(product: json.Rec, productUrl: string | null): StoreReading | null {
  const shop = json.rec(product, 'shop');
  const id = shopIdOf(product);
  if (shop === undefined || id === null) return null;
  const badges = [...(json.list(product, 'badges') ?? []), ...[json.rec(product, 'badge')].filter(json.isRec)];
  const tier = typeof shop.tier === 'number' ? shop.tier : null;
  const shopUrl = json.bareUrl(json.first(shop.url, shop.uri));
  return common.storeIfKnown({
    ...common.unknownStore('tokopedia', id),
    name: json.text(shop.name),
    username: json.pick(json.text, shop.domain) ?? json.lastPathSegment(shopUrl) ?? shopDomainOf(productUrl),
    official:
      json.pick(json.flag, shop.official, shop.isOfficial, shop.officialStore) ??
      (tier === null ? badgeSays(badges, OFFICIAL_BADGE) : tier === OFFICIAL_TIER),
    goldenMerchant:
      json.anyFlag(shop.goldmerchant, shop.isGoldMerchant, shop.goldMerchant, shop.isPowerBadge) ??
      (tier === null ? badgeSays(badges, POWER_BADGE) : POWER_TIERS.includes(tier)),
    location: json.pick(json.text, shop.city, shop.location),
  });
}

/** 'https://www.tokopedia.com/hoodiecenter/jaket-…' → 'hoodiecenter'. */
function shopDomainOf(productUrl: string | null): string | null {
  const segments =
    productUrl
      ?.replace(/^https?:\/\/[^/]+/i, '')
      .split('/')
      .filter(Boolean) ?? [];
  return segments.length === 2 ? json.text(segments[0]) : null;
}

function searchCategory(product: json.Rec): CategoryReading | null {
  const category = json.rec(product, 'category');
  const id = json.pick(json.idOf, category?.id, product.catId, product.categoryId, product.category);
  if (id === null) return null;
  return { externalId: id, name: json.pick(json.text, category?.name, product.categoryName), path: [] };
}

/** One product of CategoryProducts, searchProductV5, ace_search_product_v4 or GetShopProduct. */
function readSearchProduct(product: json.Rec, id: string): ProductReading {
  const priceOf = json.rec(product, 'price');
  const stats = json.rec(product, 'stats');
  const url = json.bareUrl(json.first(product.url, product.product_url));
  const store = searchStore(product, url);
  const price =
    json.pick(json.positive, product.priceInt, priceOf?.number, priceOf?.min) ??
    json.pick(json.rupiahText, product.price, priceOf?.text, priceOf?.text_idr);
  const struck = json.pick(
    json.rupiahText,
    product.original_price,
    product.originalPrice,
    priceOf?.original,
    json.rec(product, 'campaign')?.original_price_fmt,
  );
  const media = json.rec(product, 'mediaURL');
  return {
    ...common.unknownProduct('tokopedia', id),
    storeExternalId: shopIdOf(product),
    name: json.text(product.name),
    url,
    imageUrl: json.pick(
      json.text,
      product.imageUrl,
      media?.image,
      media?.image700,
      json.rec(product, 'primary_image')?.original,
    ),
    price,
    originalPrice: common.originalOr(struck, price),
    priceMax:
      json.pick(json.positive, priceOf?.max) ?? json.pick(json.rupiahRangeTop, priceOf?.range, product.priceRange),
    category: searchCategory(product),
    rating: json.pick(json.stars, product.ratingAverage, stats?.averageRating, product.rating, stats?.rating),
    reviewCount: json.pick(json.count, product.countReview, stats?.countReview, stats?.reviewCount),
    location: store?.location ?? null,
    sold:
      json.pick(json.exactSold, json.rec(product, 'stock')?.sold) ??
      soldLabel(json.list(product, 'labelGroups') ?? json.list(product, 'label_groups')),
    store,
  };
}

function readProductList(products: unknown[] | undefined, ctx: common.ReadContext): ProductReading[] {
  if (products === undefined) {
    ctx.skip('no_product_list');
    return [];
  }
  return ctx.readEach(products, (p) => json.pick(json.idOf, p.id, p.product_id), readSearchProduct);
}

/** The json.first data entry of the layout's json.first component, with any data, whose name or type is one of `kinds`. */
function component(layout: json.Rec, ...kinds: string[]): json.Rec | undefined {
  for (const part of json.list(layout, 'components') ?? []) {
    const data = json.isRec(part) && (kinds.includes(String(part.name)) || kinds.includes(String(part.type)));
    const entry = data ? json.rec(json.list(part, 'data')?.[0]) : undefined;
    if (entry !== undefined) return entry;
  }
  return undefined;
}

function layoutVariants(variant: json.Rec | undefined, content: json.Rec | undefined): VariantReading[] | null {
  const children = json.list(variant, 'children');
  if (children === undefined) return json.rec(content, 'variant')?.isVariant === false ? [] : null;
  return children.flatMap((child) => {
    const id = json.isRec(child) ? json.idOf(child.productID) : null;
    if (!json.isRec(child) || id === null) return [];
    const options = (json.list(child, 'optionName') ?? []).flatMap((option) => json.text(option) ?? []);
    return [
      {
        externalId: id,
        name: options.length > 0 ? options.join(' / ') : (json.text(child.productName) ?? ''),
        price: json.positive(child.price),
        stock: json.count(json.rec(child, 'stock')?.stock),
        soldTotal: null,
      },
    ];
  });
}

function layoutCategory(info: json.Rec | undefined): CategoryReading | null {
  const category = json.rec(info, 'category');
  const id = json.idOf(category?.id);
  if (id === null) return null;
  const path = (json.list(category, 'detail') ?? []).flatMap((level) => {
    const levelId = json.isRec(level) ? json.idOf(level.id) : null;
    return levelId === null || !json.isRec(level) ? [] : [{ externalId: levelId, name: json.text(level.name) }];
  });
  return { externalId: id, name: json.text(category?.name), path };
}

/** pdpGetLayout: one product page, its variants as child products. */
function readLayout(layout: json.Rec, ctx: common.ReadContext): ProductReading | null {
  const info = json.rec(layout, 'basicInfo');
  const content = component(layout, 'product_content');
  const variant = component(layout, 'variant', 'variant_options', 'new_variant_options', 'mini_variant_options');
  // A product with variants is its parent: the counters in basicInfo are the parent's.
  const id = json.pick(json.idOf, variant?.parentID, json.rec(content, 'variant')?.parentID, info?.id, info?.productID);
  if (id === null) {
    ctx.skip('missing_id');
    return null;
  }
  const variants = layoutVariants(variant, content);
  const prices = (variants ?? []).flatMap((v) => v.price ?? []);
  const price = prices.length > 0 ? Math.min(...prices) : json.positive(json.rec(content, 'price')?.value);
  const campaign = json.rec(content, 'campaign');
  const struck =
    (campaign?.isActive === true ? json.positive(campaign.originalPrice) : null) ??
    json.rupiahText(json.rec(content, 'price')?.slashPriceFmt);
  const stocks = (variants ?? []).map((v) => v.stock);
  const stats = json.rec(info, 'stats');
  const shopId = json.idOf(info?.shopID);
  const location = json.text(json.rec(info, 'shopMultilocation')?.cityName);
  const media = json.rec(json.list(component(layout, 'product_media'), 'media')?.[0]);
  return {
    ...common.unknownProduct('tokopedia', id),
    storeExternalId: shopId,
    name: json.pick(json.text, content?.name, info?.name),
    url: json.bareUrl(info?.url),
    imageUrl: json.pick(json.text, media?.urlOriginal, media?.URLOriginal, info?.defaultMediaURL),
    price,
    originalPrice: common.originalOr(struck, price),
    priceMax: prices.length > 1 ? Math.max(...prices) : null,
    category: layoutCategory(info),
    rating: json.stars(stats?.rating),
    reviewCount: json.count(stats?.countReview),
    commentCount: json.count(stats?.countTalk),
    stock:
      stocks.length > 0 && stocks.every((s) => s !== null)
        ? stocks.reduce<number>((sum, s) => sum + (s ?? 0), 0)
        : variants?.length === 0
          ? json.count(json.rec(content, 'stock')?.value)
          : null,
    listedAt: json.listedDayOfIso(info?.createdAt, ctx.capturedAt),
    location,
    sold: json.exactSold(json.rec(info, 'txStats')?.countSold),
    variants,
    store:
      shopId === null
        ? null
        : common.storeIfKnown({
            ...common.unknownStore('tokopedia', shopId),
            name: json.text(info?.shopName),
            username: shopDomainOf(json.bareUrl(info?.url)),
            official: json.flag(content?.isOS),
            goldenMerchant: json.flag(content?.isPowerMerchant),
            location,
          }),
  };
}

/** The readers of the operations we know, by their key under `data`. */
const OPERATIONS: Record<string, (value: json.Rec, ctx: common.ReadContext) => ProductReading[]> = {
  CategoryProducts: (op, ctx) => readProductList(json.list(op, 'data'), ctx),
  searchProductV5: (op, ctx) => readProductList(json.list(op, 'data', 'products'), ctx),
  ace_search_product_v4: (op, ctx) => readProductList(json.list(op, 'data', 'products'), ctx),
  GetShopProduct: (op, ctx) => readProductList(json.list(op, 'data'), ctx),
  pdpGetLayout: (op, ctx) => [readLayout(op, ctx)].flatMap((p) => p ?? []),
};

/** Reads a GraphQL batch (or a single `{data}`), operation by operation. */
export function readTokopediaGql(body: unknown, ctx: common.ReadContext): common.Outcome {
  const entries = (Array.isArray(body) ? body : [body]).filter(json.isRec);
  const endpoints: string[] = [];
  const products: ProductReading[] = [];
  const unknown = new Set<string>();
  const errors: string[] = [];
  for (const entry of entries) {
    for (const error of json.list(entry, 'errors') ?? []) errors.push(json.text(json.rec(error)?.message) ?? 'error');
    for (const [key, value] of Object.entries(json.rec(entry, 'data') ?? {})) {
      const read = OPERATIONS[key];
      if (read === undefined) unknown.add(key);
      else if (json.isRec(value)) {
        endpoints.push(`tokopedia.gql.${key}`);
        products.push(...read(value, ctx));
      }
    }
  }
  if (endpoints.length > 0) return { refused: null, endpoint: [...new Set(endpoints)].join('+'), products, stores: [] };
  if (errors.length > 0) return common.refuse('marketplace_error', `Tokopedia answered errors: ${errors.join('; ')}`);
  const keys = [...unknown].join(', ') || 'none';
  return common.refuse('unknown_address', `No Tokopedia reader for the GraphQL data keys: ${keys}`);
}
