import { parseTokopediaSoldText } from '../formats/sold-text.ts';
import type { CategoryReading, ProductReading } from './reading.ts';
import * as common from './common.ts';
import * as json from './values.ts';

/*
 * Blibli's search (www.blibli.com/backend/search/products): `data.products[]`. Real answers leave
 * out `breadcrumbs` (the category is in `categoryIdHierarchy`, ids only, and `rootCategory`), and
 * leave out `soldRangeCount` ('85,2 rb') and `strikeThroughPriceDisplay` rather than null them.
 * `review.rating` is a rounded star; the real figure is `absoluteRating`.
 */

const BLIBLI_ORIGIN = 'https://www.blibli.com';
/** Merchant badges of Blibli's better-rated sellers (our golden-merchant json.flag). */
const GOLDEN_BADGES = new Set(['gold', 'diamond', 'platinum']);

/** Category names the answer gives beside the ids: the root category and the page's category. */
function knownCategoryNames(data: json.Rec | undefined, product: json.Rec): Map<string, string> {
  const names = new Map<string, string>();
  for (const named of [json.rec(data, 'pageMetadata'), json.rec(product, 'rootCategory')]) {
    const id = json.pick(json.idOf, named?.categoryCode, named?.id);
    const name = json.pick(json.text, named?.categoryName, named?.name);
    if (id !== null && name !== null) names.set(id, name);
  }
  return names;
}

function blibliCategory(product: json.Rec, names: Map<string, string>): CategoryReading | null {
  const ids = (json.list(product, 'categoryIdHierarchy') ?? []).map(json.idOf);
  const path = ids.every((id) => id !== null)
    ? ids.flatMap((id) => (id === null ? [] : [{ externalId: id, name: names.get(id) ?? null }]))
    : [];
  const root = json.idOf(json.rec(product, 'rootCategory')?.id);
  const leaf = path.at(-1) ?? (root === null ? undefined : { externalId: root, name: names.get(root) ?? null });
  return leaf === undefined ? null : { ...leaf, path: path.length > 0 ? path : [leaf] };
}

function readProduct(product: json.Rec, id: string, data: json.Rec | undefined): ProductReading {
  const prices = json.rec(product, 'price');
  const price = json.positive(prices?.minPrice) ?? json.rupiahText(prices?.priceDisplay);
  const merchant = json.idOf(product.merchantCode);
  const badge = json.text(json.rec(product, 'badge')?.merchantBadge);
  const location = json.text(product.location);
  const path = json.text(product.url);
  return {
    ...common.unknownProduct('blibli', id),
    storeExternalId: merchant,
    name: json.text(product.name),
    url: path?.startsWith('/') ? `${BLIBLI_ORIGIN}${path.split(/[?#]/, 1)[0]}` : null,
    imageUrl: json.text(json.list(product, 'images')?.[0]),
    price,
    originalPrice: common.originalOr(json.rupiahText(prices?.strikeThroughPriceDisplay), price),
    priceMax: prices?.isPriceRange === true ? json.rupiahRangeTop(prices.priceDisplay) : null,
    brand: json.brandName(product.brand),
    category: blibliCategory(product, knownCategoryNames(data, product)),
    rating: json.stars(json.rec(product, 'review')?.absoluteRating),
    reviewCount: json.count(json.rec(product, 'review')?.count),
    stock: product.status === 'OOS' ? 0 : null,
    location,
    sold: json.soldText(json.rec(product, 'soldRangeCount')?.id, parseTokopediaSoldText),
    store:
      merchant === null
        ? null
        : common.storeIfKnown({
            ...common.unknownStore('blibli', merchant),
            name: json.text(product.merchantName),
            official: json.flag(product.official),
            goldenMerchant: badge === null ? null : GOLDEN_BADGES.has(badge.toLowerCase()),
            location,
          }),
  };
}

/** Reads Blibli's search answer. */
export function readBlibliSearch(body: unknown, ctx: common.ReadContext): common.Outcome {
  const endpoint = 'blibli.search.products';
  const answer = json.isRec(body) ? body : {};
  const code = json.num(answer.code);
  const status = json.text(answer.status);
  if ((code !== null && code !== 200) || (status !== null && status !== 'OK')) {
    return common.refuse('marketplace_error', `Blibli answered ${code ?? ''} ${status ?? ''}`.trim());
  }
  const data = json.rec(answer, 'data');
  const products = json.list(data, 'products');
  if (products === undefined) {
    ctx.skip('no_product_list');
    return { refused: null, endpoint, products: [], stores: [] };
  }
  return {
    refused: null,
    endpoint,
    products: ctx.readEach(
      products,
      (p) => json.pick(json.idOf, p.sku, p.id),
      (p, id) => readProduct(p, id, data),
    ),
    stores: [],
  };
}
