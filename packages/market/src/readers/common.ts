import type { Marketplace } from '../observation.ts';
import type { ProductReading, Refusal, StoreReading } from './reading.ts';
import { isRec, type Rec } from './values.ts';

/** What one reader made of a body: readings, or a refusal (an error answer, another country). */
export type Outcome =
  | { refused: Refusal; detail: string }
  | { refused: null; endpoint: string; products: ProductReading[]; stores: StoreReading[] };

export const refuse = (refused: Refusal, detail: string): Outcome => ({ refused, detail });

/** The answer's receipt time and the count of what could not be read, by reason. */
export class ReadContext {
  readonly skipped = new Map<string, number>();

  constructor(readonly capturedAt: string) {}

  skip(reason: string): void {
    this.skipped.set(reason, (this.skipped.get(reason) ?? 0) + 1);
  }

  /** Reads each entry that is an object with an id; the others are counted by reason. */
  readEach<T>(
    entries: unknown[],
    idOf: (entry: Rec) => string | null,
    read: (entry: Rec, id: string) => T | null,
  ): T[] {
    return entries.flatMap((entry) => {
      const id = isRec(entry) ? idOf(entry) : null;
      if (!isRec(entry) || id === null) this.skip(isRec(entry) ? 'missing_id' : 'not_an_object');
      return !isRec(entry) || id === null ? [] : (read(entry, id) ?? []);
    });
  }
}

/** A product of which nothing but its id is known yet. */
export function unknownProduct(marketplace: Marketplace, externalId: string): ProductReading {
  return {
    marketplace,
    externalId,
    storeExternalId: null,
    name: null,
    url: null,
    imageUrl: null,
    price: null,
    originalPrice: null,
    priceMax: null,
    brand: null,
    category: null,
    rating: null,
    reviewCount: null,
    commentCount: null,
    wishlistCount: null,
    stock: null,
    listedAt: null,
    location: null,
    sold: null,
    recentSold: null,
    revenueTotal: null,
    variants: null,
    store: null,
  };
}

/** A store of which nothing but its id is known yet (LazMall exists on Lazada only). */
export function unknownStore(marketplace: Marketplace, externalId: string): StoreReading {
  return {
    marketplace,
    externalId,
    name: null,
    username: null,
    official: null,
    goldenMerchant: null,
    lazMall: marketplace === 'lazada' ? null : false,
    location: null,
    followers: null,
    following: null,
    responseRate: null,
  };
}

/** The store beside a product, or null when the answer says nothing of it but its id. */
export function storeIfKnown(store: StoreReading): StoreReading | null {
  const { marketplace: _m, externalId: _id, lazMall: _l, ...facts } = store;
  return Object.values(facts).some((value) => value !== null) ? store : null;
}

/**
 * The original price: the struck-through one where something is struck, else the price itself
 * (the answer shows nothing struck), null when the price is unknown.
 */
export const originalOr = (struck: number | null, price: number | null): number | null =>
  struck !== null && (price === null || struck > price) ? struck : price;

/** The store with its unknown fields filled from another reading of the same store. */
export function mergeStores(known: StoreReading, other: StoreReading): StoreReading {
  const merged: StoreReading = { ...known };
  for (const key of Object.keys(merged) as (keyof StoreReading)[]) {
    if (merged[key] === null) Object.assign(merged, { [key]: other[key] });
  }
  return merged;
}
