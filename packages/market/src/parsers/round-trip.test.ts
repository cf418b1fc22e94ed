import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductShape } from '../simulator/catalog.ts';
import { productPayload, shopeeModelsPayload } from '../simulator/payloads/index.ts';
import { inputOf, sampleProduct, snapshotArbitrary, storeOf } from '../testing/payload-fixtures.ts';
import { admits } from '../testing/sold.ts';
import { parsePayloads } from './parse-payloads.ts';

interface ShapeFacts {
  shape: ProductShape;
  variants: 'none' | 'in-payload' | 'models';
  stock: boolean;
  listedAt: boolean;
  /** How far the shown rating may be from the true mean (cards round it). */
  ratingPrecision: number;
}

const SHAPES: ShapeFacts[] = [
  { shape: 'shopee.search.item_basic', variants: 'models', stock: true, listedAt: true, ratingPrecision: 1e-9 },
  { shape: 'shopee.search.item_data', variants: 'models', stock: true, listedAt: true, ratingPrecision: 1e-9 },
  { shape: 'tokopedia.product', variants: 'in-payload', stock: true, listedAt: true, ratingPrecision: 0.05 },
  { shape: 'tokopedia.searchProductV5', variants: 'none', stock: true, listedAt: false, ratingPrecision: 0.05 },
  { shape: 'tiktok.product_card', variants: 'none', stock: true, listedAt: true, ratingPrecision: 0.05 },
  { shape: 'lazada.search.listItem', variants: 'none', stock: false, listedAt: false, ratingPrecision: 0.005 },
  { shape: 'blibli.search.product', variants: 'none', stock: false, listedAt: false, ratingPrecision: 0.05 },
];

describe.each(SHAPES)('$shape', ({ shape, variants, stock, listedAt, ratingPrecision }) => {
  it.each(variants === 'none' ? [false] : [false, true])(
    'reads back what the simulator sends (variants: %s)',
    (withVariants) => {
      const product = sampleProduct(shape, withVariants);
      const store = storeOf(product);
      fc.assert(
        fc.property(snapshotArbitrary(product.variants.length), (snapshot) => {
          const input = inputOf(product, snapshot);
          const payloads = [productPayload(shape, input)];
          if (variants === 'models' && withVariants) payloads.push(shopeeModelsPayload(input));
          const { observations, skipped } = parsePayloads('2025-11-30', payloads);
          expect(skipped).toEqual({});
          expect(observations).toHaveLength(1);
          const o = observations[0]!;
          expect(o).toMatchObject({
            marketplace: product.marketplace,
            day: '2025-11-30',
            externalId: product.externalId,
            name: product.name,
            url: product.url,
            imageUrl: product.imageUrl,
            price: snapshot.price,
            originalPrice: snapshot.originalPrice,
            categoryPath: product.categoryPath,
            reviewCount: snapshot.reviewCount,
            stock: stock ? snapshot.stock : null,
            listedAt: listedAt ? product.listedOn : null,
            location: store.location,
            store: { externalId: store.externalId, name: store.name, official: store.official },
          });
          expect(admits(o.sold, snapshot.soldTotal)).toBe(true);
          if (snapshot.reviewCount === 0) expect(o.rating).toBeNull();
          else expect(Math.abs(o.rating! - snapshot.rating)).toBeLessThanOrEqual(ratingPrecision + Number.EPSILON * 8); // half a step, in floating point
          if (o.brand !== null) expect(o.brand).toBe(product.brand);
          expect(o.variants).toEqual(
            withVariants
              ? product.variants.map((v, i) => ({
                  externalId: v.externalId,
                  name: v.name,
                  price: snapshot.variants[i]!.price,
                  stock: snapshot.variants[i]!.stock,
                  soldTotal: snapshot.variants[i]!.soldTotal,
                }))
              : [],
          );
        }),
        { numRuns: 60 },
      );
    },
  );
});
