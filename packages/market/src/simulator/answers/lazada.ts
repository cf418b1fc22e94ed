import { formatShopeeSoldText } from '../../formats/sold-text.ts';
import { perProduct, type PayloadInput } from './input.ts';

/*
 * Lazada's catalog (www.lazada.co.id/catalog/?ajax=true…): `mods.listItems[]`, numbers as
 * strings, protocol-relative addresses, category ids without names, the sold text.
 */

const decimal = (rupiah: number): string => rupiah.toFixed(2);

const statics = perProduct((product, store) => ({
  itemUrl: `${product.url.replace(/^https:/, '')}?search=1`,
  categories: product.categoryPath.map((c) => Number(c.externalId)),
  icons: store.lazMall ? [{ domClass: 'lazMall', alias: 'LazMall' }] : [],
}));

/** One item of a catalog page. */
export function lazadaItem(input: PayloadInput) {
  const { product, store, snapshot: s } = input;
  const fixed = statics(input);
  return {
    name: product.name,
    nid: product.externalId,
    itemId: product.externalId,
    icons: fixed.icons,
    image: product.imageUrl,
    price: decimal(s.price),
    ...(s.originalPrice > s.price ? { originalPrice: decimal(s.originalPrice) } : {}),
    ratingScore: s.reviewCount > 0 ? s.rating.toFixed(2) : '0',
    review: String(s.reviewCount),
    location: store.location,
    brandName: product.brand ?? 'No Brand',
    sellerId: store.externalId,
    sellerName: store.name,
    categories: fixed.categories,
    inStock: s.stock > 0,
    itemUrl: fixed.itemUrl,
    ...(s.soldTotal > 0 ? { itemSoldCntShow: `${formatShopeeSoldText(s.soldTotal)} Terjual` } : {}),
  };
}

/** A catalog page. */
export function lazadaCatalog(items: ReturnType<typeof lazadaItem>[], category: string, page: number) {
  return {
    url: `https://www.lazada.co.id/catalog/?ajax=true&page=${page}&categoryId=${category}`,
    body: { mods: { listItems: items } },
  };
}
