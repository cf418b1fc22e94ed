import { describe, expect, it } from 'vitest';
import { parsePayloads } from '../../parsers/parse-payloads.ts';
import { inputOf, sampleProduct } from '../../testing/payload-fixtures.ts';
import type { ProductShape } from '../catalog.ts';
import type { ProductSnapshot } from '../product-state.ts';
import { productPayload, shopeeModelsPayload } from './index.ts';

const SHAPES: ProductShape[] = [
  'shopee.search.item_basic',
  'shopee.search.item_data',
  'tokopedia.product',
  'tokopedia.searchProductV5',
  'tiktok.product_card',
  'lazada.search.listItem',
  'blibli.search.product',
];
const snapshot: ProductSnapshot = {
  price: 50_000,
  originalPrice: 60_000,
  stock: 5,
  soldTotal: 321,
  soldLast30: 30,
  revenueTotal: 16_050_000,
  stars: [0, 0, 0, 1, 9],
  reviewCount: 10,
  rating: 4.9,
  likedCount: 7,
  variants: [],
};
/** Every required field, dropped (mode 1) or mistyped (mode 0): the damage word's low bits pick the field. */
const damages = Array.from({ length: 12 }, (_, field) => [field, field | (1 << 16)]).flat();

describe('malformed payloads', () => {
  it.each(SHAPES)('%s: every kind of damage is caught and counted', (shape) => {
    const input = inputOf(sampleProduct(shape, false), snapshot);
    expect(parsePayloads('2025-11-30', [productPayload(shape, input)]).observations).toHaveLength(1);
    for (const damage of damages)
      expect(parsePayloads('2025-11-30', [productPayload(shape, input, damage)])).toEqual({
        observations: [],
        skipped: { [shape]: 1 },
      });
  });

  it('breaks Shopee models so that the product loses its variants, not its observation', () => {
    const product = sampleProduct('shopee.search.item_basic', true);
    const variants = product.variants.map(() => ({
      price: 50_000,
      stock: 2,
      soldTotal: 10,
      revenueTotal: 0,
      monthSold: 0,
      monthRevenue: 0,
    }));
    const input = inputOf(product, { ...snapshot, variants });
    for (const damage of [0, 1, 8, 1 << 19]) {
      const { observations, skipped } = parsePayloads('2025-11-30', [
        productPayload('shopee.search.item_basic', input),
        shopeeModelsPayload(input, damage),
      ]);
      expect(observations[0]?.variants).toEqual([]);
      expect(skipped).toEqual({ 'shopee.item.models': 1 });
    }
  });
});
