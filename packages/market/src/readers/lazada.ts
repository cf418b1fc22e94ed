import { parseShopeeSoldText } from '../formats/sold-text.ts';
import type { CategoryReading, ProductReading } from './reading.ts';
import * as common from './common.ts';
import * as json from './values.ts';

/*
 * Lazada's catalog (www.lazada.co.id/catalog/?ajax=true…): `mods.listItems[]`, numbers as
 * strings ('125000.00', ratingScore '4.83', review '12'), addresses protocol-relative
 * ('//www.lazada.co.id/products/…'), categories as ids only, the sold json.text ('1,2RB Terjual') on
 * newer answers only, stock as `inStock` alone.
 */

const LAZMALL = /laz\s*mall/i;

/** Whether the item's icons show the LazMall badge; null when the answer lists no icons. */
function lazMallIcon(item: json.Rec): boolean | null {
  const icons = json.list(item, 'icons');
  if (icons === undefined) return null;
  return icons.some(
    (icon) => json.isRec(icon) && [icon.domClass, icon.alias, icon.type].some((v) => LAZMALL.test(String(v))),
  );
}

function lazadaCategory(item: json.Rec): CategoryReading | null {
  const ids = (json.list(item, 'categories') ?? []).map(json.idOf);
  if (ids.length === 0 || ids.some((id) => id === null)) return null;
  const path = ids.flatMap((id) => (id === null ? [] : [{ externalId: id, name: null }]));
  const leaf = path.at(-1);
  return leaf === undefined ? null : { ...leaf, path };
}

function readItem(item: json.Rec, id: string): ProductReading {
  const sellerId = json.idOf(item.sellerId);
  const lazMall = lazMallIcon(item);
  const location = json.text(item.location);
  const image = json.text(item.image);
  const price = json.positive(item.price);
  return {
    ...common.unknownProduct('lazada', id),
    storeExternalId: sellerId,
    name: json.text(item.name),
    url: json.pick(json.bareUrl, item.itemUrl, item.productUrl),
    imageUrl: image?.startsWith('//') ? `https:${image}` : image,
    price,
    originalPrice: common.originalOr(json.positive(item.originalPrice), price),
    brand: json.brandName(item.brandName),
    category: lazadaCategory(item),
    rating: json.stars(item.ratingScore),
    reviewCount: json.count(item.review),
    stock: item.inStock === false ? 0 : null,
    location,
    sold: json.soldText(item.itemSoldCntShow, parseShopeeSoldText),
    store:
      sellerId === null
        ? null
        : common.storeIfKnown({
            ...common.unknownStore('lazada', sellerId),
            name: json.text(item.sellerName),
            official: lazMall,
            lazMall,
            location,
          }),
  };
}

/** Reads a Lazada catalog answer. */
export function readLazadaCatalog(body: unknown, ctx: common.ReadContext): common.Outcome {
  const endpoint = 'lazada.catalog';
  const answer = json.isRec(body) ? body : {};
  // The anti-bot answer: {ret: ['FAIL_SYS_USER_VALIDATE::…'], data: {url: …}}.
  const failure = (json.list(answer, 'ret') ?? []).map(json.text).find((r) => r !== null && r.startsWith('FAIL'));
  if (failure !== undefined && failure !== null)
    return common.refuse('marketplace_error', `Lazada answered ${failure}`);
  const items = json.list(answer, 'mods', 'listItems');
  if (items === undefined) {
    const message = json.text(json.rec(answer, 'mainInfo')?.errorMsg);
    if (message !== null) return common.refuse('marketplace_error', `Lazada answered ${message}`);
    ctx.skip('no_item_list');
    return { refused: null, endpoint, products: [], stores: [] };
  }
  return {
    refused: null,
    endpoint,
    products: ctx.readEach(items, (item) => json.pick(json.idOf, item.itemId, item.nid), readItem),
    stores: [],
  };
}
