import { jakartaDay } from '../days.ts';
import type {
  CategoryRef,
  Day,
  Marketplace,
  Observation,
  SightedProduct,
  StoreObservation,
  VariantObservation,
} from '../observation.ts';
import { readAnswer } from './read-answer.ts';
import type { ProductReading, RawAnswer, ReadResult, Skipped, StoreReading } from './reading.ts';

/** What the readings of one Jakarta day say, ready for the ingest. */
export interface DaySightings {
  day: Day;
  /** Products with a sold counter and a price: the day's figures are read off them. */
  counted: Observation[];
  /** Products seen without a counter or a price: their own rows only, no figure for the day. */
  uncounted: SightedProduct[];
  /** Stores an answer showed without products (a shop's page, a shop search). */
  stores: { marketplace: Marketplace; store: StoreObservation }[];
  /** What could not be taken, by reason. */
  skipped: Skipped[];
}

type Read = Extract<ReadResult, { refused: null }>;

/** The later reading's known fields over the earlier's: a field an answer left out keeps what another showed. */
function mergeFields<T extends object>(earlier: T, later: T): T {
  const merged = { ...earlier };
  for (const [key, value] of Object.entries(later) as [keyof T, T[keyof T]][]) {
    if (value !== null && !(Array.isArray(value) && value.length === 0 && Array.isArray(merged[key])))
      merged[key] = value;
  }
  return merged;
}

/** Two readings of a product merged; the category from the one that names more of its path (a card knows the top level, the page all of them). */
function mergeProducts(earlier: ProductReading, later: ProductReading): ProductReading {
  const merged = mergeFields(earlier, later);
  const depth = (p: ProductReading) => categoryPathOf(p).length;
  return { ...merged, category: depth(earlier) > depth(later) ? earlier.category : merged.category };
}

const storeObservation = (reading: StoreReading | null, externalId: string): StoreObservation => ({
  externalId,
  name: reading?.name ?? null,
  username: reading?.username ?? null,
  official: reading?.official ?? null,
  goldenMerchant: reading?.goldenMerchant ?? null,
  lazMall: reading?.lazMall ?? null,
  location: reading?.location ?? null,
  followers: reading?.followers ?? null,
  following: reading?.following ?? null,
  responseRate: reading?.responseRate ?? null,
});

/** The category path down to the first level the answer does not name (a level needs its name to be made). */
function categoryPathOf(reading: ProductReading): CategoryRef[] {
  const levels = reading.category?.path.length ? reading.category.path : reading.category ? [reading.category] : [];
  const path: CategoryRef[] = [];
  for (const level of levels.slice(0, 3)) {
    if (level.name === null) break;
    path.push({ externalId: level.externalId, name: level.name });
  }
  return path;
}

/** Variants as the ingest takes them: each with its price and stock, or none known for the day. */
function variantsOf(reading: ProductReading): VariantObservation[] {
  const variants = reading.variants ?? [];
  if (variants.some((v) => v.price === null || v.stock === null)) return [];
  return variants.map((v) => ({
    externalId: v.externalId,
    name: v.name,
    price: v.price!,
    stock: v.stock!,
    soldTotal: v.soldTotal,
  }));
}

/**
 * Readings of answers, grouped by the Jakarta day they were received on and merged per product
 * and store (a search card, the product's page and the shop's answer each fill in what the others
 * lack). A product without a name, an address or a store is skipped by reason; one without a
 * counter or a price is kept for its own row.
 */
export function sightingsByDay(readings: { read: Read; capturedAt: string }[]): DaySightings[] {
  const days = new Map<Day, { products: Map<string, ProductReading>; stores: Map<string, StoreReading> }>();
  for (const { read, capturedAt } of readings) {
    const day = jakartaDay(new Date(capturedAt));
    const seen = days.get(day) ?? { products: new Map(), stores: new Map() };
    days.set(day, seen);
    for (const store of [...read.stores, ...read.products.flatMap((p) => p.store ?? [])]) {
      const key = `${store.marketplace}:${store.externalId}`;
      const known = seen.stores.get(key);
      seen.stores.set(key, known ? mergeFields(known, store) : store);
    }
    for (const product of read.products) {
      const key = `${product.marketplace}:${product.externalId}`;
      const known = seen.products.get(key);
      seen.products.set(key, known ? mergeProducts(known, product) : product);
    }
  }
  return [...days].map(([day, seen]) => daySightings(day, seen.products, seen.stores));
}

function daySightings(
  day: Day,
  products: Map<string, ProductReading>,
  stores: Map<string, StoreReading>,
): DaySightings {
  const skipped = new Map<string, number>();
  const skip = (reason: string) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  const counted: Observation[] = [];
  const uncounted: SightedProduct[] = [];
  const storesWithProducts = new Set<string>();
  for (const reading of products.values()) {
    if (reading.name === null) skip('no_name');
    else if (reading.url === null) skip('no_address');
    else if (reading.storeExternalId === null) skip('no_store');
    else {
      const storeKey = `${reading.marketplace}:${reading.storeExternalId}`;
      storesWithProducts.add(storeKey);
      const sighted: SightedProduct = {
        marketplace: reading.marketplace,
        day,
        externalId: reading.externalId,
        name: reading.name,
        url: reading.url,
        slug: null,
        imageUrl: reading.imageUrl,
        brand: reading.brand,
        categoryPath: categoryPathOf(reading),
        rating: reading.rating,
        reviewCount: reading.reviewCount,
        commentCount: reading.commentCount,
        wishlistCount: reading.wishlistCount,
        stock: reading.stock,
        listedAt: reading.listedAt,
        location: reading.location,
        variants: variantsOf(reading),
        store: storeObservation(stores.get(storeKey) ?? null, reading.storeExternalId),
      };
      if (reading.sold !== null && reading.price !== null)
        counted.push({
          ...sighted,
          price: reading.price,
          originalPrice: reading.originalPrice,
          sold: reading.sold,
          recentSold: reading.recentSold,
          revenueTotal: reading.revenueTotal,
        });
      else uncounted.push(sighted);
    }
  }
  const storeOnly = [...stores]
    .filter(([key]) => !storesWithProducts.has(key))
    .map(([, store]) => ({ marketplace: store.marketplace, store: storeObservation(store, store.externalId) }));
  return {
    day,
    counted,
    uncounted,
    stores: storeOnly,
    skipped: [...skipped].map(([reason, count]) => ({ reason, count })),
  };
}

/** Answers read and merged into each Jakarta day's sightings, refused answers left out (what a simulated day shows). */
export function sightingsOfAnswers(answers: readonly RawAnswer[]): DaySightings[] {
  return sightingsByDay(
    answers.flatMap((answer) => {
      const read = readAnswer(answer);
      return read.refused === null ? [{ read, capturedAt: answer.capturedAt }] : [];
    }),
  );
}
