import type { ProductDetail } from '@pasarlens/contracts';
import { addDays, tokopediaKeysFromUrl } from '@pasarlens/market';
import type { ProductRecord } from './research.repo.ts';

/**
 * A product page from its stored fields: each variant's stock value, Shopee's cheapest-variant
 * mark, a Tokopedia product's URL keys (spec §3), and whether its figures are still being
 * validated — first seen lately, with nothing measured or sold yet (spec §8).
 */
export function describeProduct({ variants, firstSeen, statsAsOf, ...product }: ProductRecord): ProductDetail {
  const lowest = Math.min(...variants.map((v) => v.price));
  return {
    ...product,
    variants: variants.map((v) => ({
      ...v,
      stockValue: v.price * v.stock,
      lowestPrice: product.marketplace === 'shopee' && v.price === lowest,
    })),
    tokopediaKeys:
      product.marketplace === 'tokopedia' && product.url ? (tokopediaKeysFromUrl(product.url) ?? null) : null,
    validating: product.measuredDays30 === 0 && product.units30 === 0 && firstSeen >= addDays(statsAsOf, -1),
  };
}
