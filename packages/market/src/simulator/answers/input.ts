import type { CatalogProduct, CatalogStore } from '../catalog.ts';
import type { ProductSnapshot } from '../product-state.ts';

/** Everything a payload shows about a product on one day. */
export interface PayloadInput {
  product: CatalogProduct;
  store: CatalogStore;
  snapshot: ProductSnapshot;
  /** The store's followers that day. */
  followers: number;
}

/** Whole percent off the struck-through price; 0 when nothing is struck through. */
export const discountPercent = (price: number, original: number): number =>
  original > price ? Math.round((1 - price / original) * 100) : 0;

/** The highest variant price, or the price without variants. */
export function maxPrice(snapshot: ProductSnapshot): number {
  let max = snapshot.price;
  for (const v of snapshot.variants) if (v.price > max) max = v.price;
  return max;
}

/** Star average to one decimal, as most cards print it. */
export const roundedRating = (rating: number): number => Math.round(rating * 10) / 10;

/**
 * What a payload shows that never changes for a product (category lists, shop blocks, URLs),
 * made once per product and shared, frozen, by every day's payload. Malformed payloads replace
 * fields of the fresh record and never touch these.
 */
export function perProduct<T extends object>(
  make: (product: CatalogProduct, store: CatalogStore) => T,
): (input: PayloadInput) => T {
  const made = new WeakMap<CatalogProduct, T>();
  return ({ product, store }) => {
    let value = made.get(product);
    if (value === undefined) {
      value = deepFreeze(make(product, store));
      made.set(product, value);
    }
    return value;
  };
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value))
    if (typeof child === 'object' && child !== null && !Object.isFrozen(child)) deepFreeze(child);
  return Object.freeze(value);
}
