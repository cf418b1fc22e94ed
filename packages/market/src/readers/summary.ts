import type { ReadResult } from './reading.ts';

/** One product as the capture command prints it: rupiah, and null for what the answer lacks. */
export interface ReadingSummary {
  externalId: string;
  name: string | null;
  price: number | null;
  sold: { kind: 'exact'; total: number } | { kind: 'bucket'; lower: number; upper: number | null } | null;
  reviews: number | null;
  rating: number | null;
  stock: number | null;
  storeId: string | null;
  categoryId: string | null;
}

/** The products of a reading in short; a refused answer has none. */
export function summariseReading(result: ReadResult): ReadingSummary[] {
  if (result.refused !== null) return [];
  return result.products.map((p) => ({
    externalId: p.externalId,
    name: p.name,
    price: p.price,
    sold:
      p.sold === null
        ? null
        : p.sold.kind === 'exact'
          ? { kind: 'exact', total: p.sold.total }
          : { kind: 'bucket', lower: p.sold.lower, upper: p.sold.upper },
    reviews: p.reviewCount,
    rating: p.rating,
    stock: p.stock,
    storeId: p.storeExternalId,
    categoryId: p.category?.externalId ?? null,
  }));
}
