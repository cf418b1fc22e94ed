import { formatRupiah } from '../../formats/money.ts';
import { formatTokopediaSoldText } from '../../formats/sold-text.ts';
import { BLIBLI_ORIGIN, type BlibliSearch } from '../../parsers/blibli-search.ts';
import { discountPercent, perProduct, roundedRating, type PayloadInput } from './input.ts';

const statics = perProduct((product, store) => ({
  url: product.url.slice(BLIBLI_ORIGIN.length),
  images: [product.imageUrl],
  badge: { merchantBadge: store.goldenMerchant ? 'Gold' : 'Silver' },
  breadcrumbs: product.categoryPath.map((c) => ({ code: c.externalId, name: c.name })),
}));

/** A Blibli search answer holding this one product. */
export function blibliSearch(input: PayloadInput): BlibliSearch {
  const { product, store, snapshot: s } = input;
  const fixed = statics(input);
  const sold = formatTokopediaSoldText(s.soldTotal);
  return {
    code: 200,
    status: 'OK',
    data: {
      products: [
        {
          sku: product.externalId,
          name: product.name,
          url: fixed.url,
          images: fixed.images,
          price: {
            priceDisplay: formatRupiah(s.price),
            strikeThroughPriceDisplay: s.originalPrice > s.price ? formatRupiah(s.originalPrice) : null,
            discount: discountPercent(s.price, s.originalPrice),
            minPrice: s.price,
          },
          review: { rating: roundedRating(s.rating), count: s.reviewCount },
          soldRangeCount: sold === undefined ? null : { id: sold },
          location: store.location,
          merchantCode: store.externalId,
          merchantName: store.name,
          brand: product.brand ?? 'No Brand',
          official: store.official,
          badge: fixed.badge,
          breadcrumbs: fixed.breadcrumbs,
          status: s.stock > 0 ? 'AVAILABLE' : 'OOS',
        },
      ],
    },
  };
}
