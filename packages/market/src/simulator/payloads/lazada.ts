import { formatShopeeSoldText } from '../../formats/sold-text.ts';
import { LAZMALL_ICON, type LazadaListItem } from '../../parsers/lazada-list-item.ts';
import { perProduct, type PayloadInput } from './input.ts';

const decimal = (rupiah: number): string => rupiah.toFixed(2);

const statics = perProduct((product, store) => ({
  productUrl: product.url.replace(/^https:/, ''),
  categories: product.categoryPath.map((c) => Number(c.externalId)),
  categoryNames: product.categoryPath.map((c) => c.name),
  icons: store.lazMall ? [{ domClass: LAZMALL_ICON }] : [],
}));

/** One of Lazada's search results (`mods.listItems[]`). */
export function lazadaListItem(input: PayloadInput): LazadaListItem {
  const { product, store, snapshot: s } = input;
  const fixed = statics(input);
  return {
    itemId: product.externalId,
    name: product.name,
    productUrl: fixed.productUrl,
    image: product.imageUrl,
    price: decimal(s.price),
    ...(s.originalPrice > s.price ? { originalPrice: decimal(s.originalPrice) } : {}),
    ratingScore: s.reviewCount > 0 ? s.rating.toFixed(2) : '0',
    review: String(s.reviewCount),
    location: store.location,
    sellerId: store.externalId,
    sellerName: store.name,
    brandName: product.brand ?? 'No Brand',
    ...(s.soldTotal > 0 ? { itemSoldCntShow: `${formatShopeeSoldText(s.soldTotal)} terjual` } : {}),
    categories: fixed.categories,
    categoryNames: fixed.categoryNames,
    icons: fixed.icons,
    inStock: s.stock > 0,
  };
}
