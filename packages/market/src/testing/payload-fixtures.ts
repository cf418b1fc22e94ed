import fc from 'fast-check';
import type { CatalogProduct, CatalogStore, ProductShape } from '../simulator/catalog.ts';
import { createMarket } from '../simulator/market.ts';
import type { PayloadInput } from '../simulator/payloads/input.ts';
import type { ProductSnapshot, VariantSnapshot } from '../simulator/product-state.ts';

const market = createMarket({
  seed: 5,
  products: 3_000,
  days: 1,
  lastDay: '2025-11-30',
  marketplaces: ['shopee', 'tokopedia', 'tiktok', 'lazada', 'blibli'],
});

export const catalog = market.catalog;

export function storeOf(product: CatalogProduct): CatalogStore {
  const store = catalog.stores.find(
    (s) => s.marketplace === product.marketplace && s.externalId === product.storeExternalId,
  );
  if (!store) throw new Error(`No store for ${product.externalId}`);
  return store;
}

/** A catalog product of the marketplace behind `shape`, with or without variants. */
export function sampleProduct(shape: ProductShape, withVariants: boolean): CatalogProduct {
  const marketplace = shape.split('.')[0];
  const product = catalog.products.find(
    (p) => p.marketplace === marketplace && p.variants.length > 0 === withVariants && p.brand !== null,
  );
  if (!product) throw new Error(`No ${marketplace} product ${withVariants ? 'with' : 'without'} variants`);
  return product;
}

/** A consistent end-of-day snapshot: stars add up to the review count, the rating is their mean. */
export function snapshotArbitrary(variantCount: number): fc.Arbitrary<ProductSnapshot> {
  const variant: fc.Arbitrary<VariantSnapshot> = fc.record({
    price: fc.integer({ min: 1_000, max: 15_000_000 }),
    stock: fc.nat(5_000),
    soldTotal: fc.nat(200_000),
    revenueTotal: fc.nat(1_000_000_000),
    monthSold: fc.nat(5_000),
    monthRevenue: fc.nat(100_000_000),
  });
  return fc
    .record({
      price: fc.integer({ min: 1_000, max: 15_000_000 }),
      markup: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000_000 })),
      stock: fc.nat(10_000),
      soldTotal: fc.nat(3_000_000),
      recentShare: fc.double({ min: 0, max: 1, noNaN: true }),
      revenueTotal: fc.nat(1_000_000_000_000),
      stars: fc.array(fc.nat(2_000), { minLength: 5, maxLength: 5 }),
      likedCount: fc.nat(100_000),
      variants: fc.array(variant, { minLength: variantCount, maxLength: variantCount }),
    })
    .map(({ price, markup, soldTotal, recentShare, stars, ...rest }) => {
      const reviewCount = stars.reduce((a, b) => a + b, 0);
      const starSum = stars.reduce((sum, n, i) => sum + n * (i + 1), 0);
      return {
        ...rest,
        price,
        originalPrice: price + markup,
        soldTotal,
        soldLast30: Math.floor(soldTotal * recentShare),
        stars,
        reviewCount,
        rating: reviewCount === 0 ? 0 : starSum / reviewCount,
      };
    });
}

export const inputOf = (product: CatalogProduct, snapshot: ProductSnapshot, followers = 1_234): PayloadInput => ({
  product,
  store: storeOf(product),
  snapshot,
  followers,
});
