import { CONFIDENCE, PROVENANCE, type SqlRunner } from '@pasarlens/db';
import type { DailyFigure, Day } from '@pasarlens/market';
import { bulkWrite, toColumns } from '../../lib/bulk.ts';

export interface ProductDayRow {
  productId: number;
  storeId: number;
  day: Day;
  price: number;
  figure: DailyFigure | null;
  /** Present on the day the product was seen. */
  observed: ObservedDay | null;
}

interface ObservedDay {
  stock: number | null;
  rating: number | null;
  reviewCount: number | null;
  soldTotal: number;
  soldExact: boolean;
  /** Bounds of the true counter; undefined when they were soldTotal itself. */
  soldBounds: { low: number; high: number | null } | undefined;
  revenueTotal: number | null;
}

const productDailyColumns = {
  product_id: 'int',
  day: 'date',
  store_id: 'int',
  price: 'bigint',
  units: 'int',
  revenue: 'bigint',
  provenance: 'smallint',
  confidence: 'smallint',
  units_low: 'real',
  units_high: 'real',
  revenue_low: 'bigint',
  revenue_high: 'bigint',
  split_share: 'real',
  stock: 'int',
  rating: 'real',
  review_count: 'int',
  observed: 'bool',
  sold_total: 'bigint',
  sold_exact: 'bool',
  sold_low: 'bigint',
  sold_high: 'bigint',
  revenue_total: 'bigint',
} as const;

/** Writes product days; a day filled in from a gap keeps what an observation of that day recorded. */
export async function writeProductDays(sql: SqlRunner, rows: ProductDayRow[]): Promise<void> {
  const values = toColumns(
    productDailyColumns,
    rows.map((r) => ({
      product_id: r.productId,
      day: r.day,
      store_id: r.storeId,
      price: Math.round(r.price),
      units: r.figure?.units ?? null,
      revenue: r.figure?.revenue ?? null,
      provenance: r.figure ? PROVENANCE[r.figure.provenance] : null,
      confidence: r.figure ? CONFIDENCE[r.figure.confidence] : null,
      units_low: r.figure?.unitsLow ?? null,
      units_high: r.figure?.unitsHigh ?? null,
      revenue_low: r.figure?.revenueLow ?? null,
      revenue_high: r.figure?.revenueHigh ?? null,
      split_share: r.figure?.splitShare ?? null,
      stock: r.observed?.stock ?? null,
      rating: r.observed?.rating ?? null,
      review_count: r.observed?.reviewCount ?? null,
      observed: r.observed !== null,
      sold_total: r.observed?.soldTotal ?? null,
      sold_exact: r.observed?.soldExact ?? null,
      sold_low: r.observed?.soldBounds?.low ?? null,
      sold_high: r.observed?.soldBounds?.high ?? null,
      revenue_total:
        r.observed?.revenueTotal === null || r.observed === null ? null : Math.round(r.observed.revenueTotal),
    })),
  );
  const keepObservation = [
    'stock',
    'rating',
    'review_count',
    'sold_total',
    'sold_exact',
    'sold_low',
    'sold_high',
    'revenue_total',
  ].map((c) => `${c} = case when excluded.observed then excluded.${c} else t.${c} end`);
  await bulkWrite(sql, {
    table: 'product_daily',
    columns: productDailyColumns,
    values,
    conflict: ['product_id', 'day'],
    update: [
      'store_id',
      'units',
      'revenue',
      'provenance',
      'confidence',
      'units_low',
      'units_high',
      'revenue_low',
      'revenue_high',
      'split_share',
    ],
    updateSql: [
      ...keepObservation,
      'price = case when excluded.observed or not t.observed then excluded.price else t.price end',
      'observed = t.observed or excluded.observed',
    ],
  });
}

export interface VariantDayRow {
  variantId: number;
  day: Day;
  price: number;
  stock: number;
  soldTotal: number | null;
  units: number | null;
}

export async function writeVariantDays(sql: SqlRunner, rows: VariantDayRow[]): Promise<void> {
  const columns = {
    variant_id: 'int',
    day: 'date',
    price: 'bigint',
    stock: 'int',
    sold_total: 'int',
    units: 'int',
    revenue: 'bigint',
  } as const;
  const values = toColumns(
    columns,
    rows.map((r) => ({
      variant_id: r.variantId,
      day: r.day,
      price: Math.round(r.price),
      stock: r.stock,
      sold_total: r.soldTotal,
      units: r.units,
      revenue: r.units === null ? null : Math.round(r.units * r.price),
    })),
  );
  await bulkWrite(sql, {
    table: 'variant_daily',
    columns,
    values,
    conflict: ['variant_id', 'day'],
    update: ['price', 'stock', 'sold_total', 'units', 'revenue'],
  });
}

/** The last day with facts, or null before the first ingest. */
export async function lastFactDay(sql: SqlRunner): Promise<Day | null> {
  const [row] = await sql.query<{ day: string | null }>('select max(day)::text as day from product_daily');
  return row?.day ?? null;
}
