import { formatRupiah } from '../../formats/money.ts';
import { formatTokopediaSoldText } from '../../formats/sold-text.ts';
import { discountPercent, perProduct, roundedRating, type PayloadInput } from './input.ts';

/*
 * Blibli's search (www.blibli.com/backend/search/products): `data.products[]` with the category
 * as `categoryIdHierarchy` (ids) and `rootCategory` (named), `absoluteRating` beside the rounded
 * star, and `soldRangeCount` and `strikeThroughPriceDisplay` left out rather than null.
 */

const statics = perProduct((product, store) => ({
  url: `${product.url.slice('https://www.blibli.com'.length)}?source=SEARCH`,
  images: [product.imageUrl],
  rootCategory: { id: product.categoryPath[0]?.externalId ?? '', name: product.categoryPath[0]?.name ?? '' },
  categoryIdHierarchy: product.categoryPath.map((c) => c.externalId),
  badge: { merchantBadge: store.goldenMerchant ? 'Gold' : 'Silver' },
}));

/** One product of a search answer. */
export function blibliProduct(input: PayloadInput) {
  const { product, store, snapshot: s } = input;
  const fixed = statics(input);
  const sold = formatTokopediaSoldText(s.soldTotal);
  return {
    id: product.externalId,
    sku: product.externalId,
    merchantCode: store.externalId,
    status: s.stock > 0 ? 'AVAILABLE' : 'OOS',
    name: product.name,
    price: {
      priceDisplay: formatRupiah(s.price),
      discount: discountPercent(s.price, s.originalPrice),
      minPrice: s.price,
      isPriceRange: false,
      ...(s.originalPrice > s.price ? { strikeThroughPriceDisplay: formatRupiah(s.originalPrice) } : {}),
    },
    images: fixed.images,
    rootCategory: fixed.rootCategory,
    brand: product.brand ?? 'No Brand',
    review: { rating: Math.round(s.rating), count: s.reviewCount, absoluteRating: roundedRating(s.rating) },
    url: fixed.url,
    location: store.location,
    badge: fixed.badge,
    merchantName: store.name,
    categoryIdHierarchy: fixed.categoryIdHierarchy,
    official: store.official,
    ...(sold === undefined ? {} : { soldRangeCount: { id: sold.replace(/ terjual$/, '') } }),
  };
}

/** A search answer. */
export function blibliSearch(products: ReturnType<typeof blibliProduct>[], category: string, start: number) {
  return {
    url: `https://www.blibli.com/backend/search/products?category=${category}&start=${start}&itemPerPage=40`,
    body: { code: 200, status: 'OK', data: { products } },
  };
}
