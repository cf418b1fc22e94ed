import type { EstimatorState, SqlRunner } from '@pasarlens/db';
import type { CounterPoint, Day, Observation } from '@pasarlens/market';
import { bulkWrite, toColumns } from '../../lib/bulk.ts';

interface CounterRow {
  product_id: number;
  day: string;
  sold_total: number | string;
  sold_exact: boolean;
  review_count: number | null;
  revenue_total: number | string | null;
  variant_sold: Record<string, number> | null;
  stock: number | null;
  estimator: EstimatorState | null;
  /** Read back from product_daily, which keeps only the bounds of the estimator's state. */
  sold_low?: number | string | null;
  sold_high?: number | string | null;
}

const toNumber = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/**
 * What the estimator carried, or, read back from the facts (a day ingested late or again), the
 * counter's bounds with paces, stock check and 30-day window started afresh.
 */
function stateOf(row: CounterRow, soldTotal: number): Required<EstimatorState> {
  if (row.estimator) return { ...row.estimator, variantPrices: row.estimator.variantPrices ?? null };
  const low = toNumber(row.sold_low);
  // An exact counter is its own bounds; a bucketed one kept from before bounds were stored gets none until its next bucket.
  const bounds =
    low !== null
      ? { soldLow: low, soldHigh: toNumber(row.sold_high) }
      : row.sold_exact
        ? { soldLow: soldTotal, soldHigh: soldTotal }
        : { soldLow: 0, soldHigh: null };
  return {
    ...bounds,
    recent: null,
    pace: null,
    stockCheck: { fell: 0, reviewed: 0, reviews: 0, still: 0 },
    variantPrices: null,
  };
}

function toPoint(row: CounterRow): CounterPoint {
  const soldTotal = Number(row.sold_total);
  return {
    day: row.day,
    soldTotal,
    soldExact: row.sold_exact,
    reviewCount: row.review_count,
    revenueTotal: toNumber(row.revenue_total),
    variantSold: row.variant_sold ?? {},
    stock: row.stock,
    ...stateOf(row, soldTotal),
  };
}

/** The state product_latest keeps for the estimator beside the counters it has columns for. */
const estimatorStateOf = ({
  soldLow,
  soldHigh,
  recent,
  pace,
  stockCheck,
  variantPrices,
}: CounterPoint): EstimatorState => ({ soldLow, soldHigh, recent, pace, stockCheck, variantPrices });

/**
 * Each product's last observation before `day`: from product_latest when it is older (the
 * usual, in-order case), otherwise read back from the facts (a day ingested again or late).
 */
export async function previousPoints(
  sql: SqlRunner,
  day: Day,
  productIds: number[],
): Promise<Map<number, CounterPoint>> {
  const latest = await sql.query<CounterRow>(
    `select product_id, day::text as day, sold_total, sold_exact, review_count, revenue_total, variant_sold, stock, estimator
       from product_latest where product_id = any($1::int[])`,
    [productIds],
  );
  const points = new Map<number, CounterPoint>();
  const replay: number[] = [];
  for (const row of latest) {
    if (row.day < day) points.set(row.product_id, toPoint(row));
    else replay.push(row.product_id);
  }
  if (replay.length > 0) {
    const earlier = await sql.query<CounterRow>(
      `select p.id as product_id, x.day::text as day, x.sold_total, x.sold_exact, x.review_count, x.revenue_total, x.stock,
              x.sold_low, x.sold_high, null::jsonb as estimator,
              (select jsonb_object_agg(v.external_id, vd.sold_total) from variant_daily vd join variants v on v.id = vd.variant_id
                where v.product_id = p.id and vd.day = x.day and vd.sold_total is not null) as variant_sold
         from unnest($1::int[]) as p(id)
         cross join lateral (select day, sold_total, sold_exact, review_count, revenue_total, stock, sold_low, sold_high from product_daily
                              where product_id = p.id and day < $2::date and observed order by day desc limit 1) x`,
      [replay, day],
    );
    for (const row of earlier) points.set(row.product_id, toPoint(row));
  }
  return points;
}

/** Moves each product's latest observation forward; an older day never replaces a newer one. */
export async function saveLatest(
  sql: SqlRunner,
  latest: { productId: number; observation: Observation; point: CounterPoint }[],
): Promise<void> {
  const columns = {
    product_id: 'int',
    day: 'date',
    price: 'bigint',
    original_price: 'bigint',
    rating: 'real',
    review_count: 'int',
    comment_count: 'int',
    wishlist_count: 'int',
    stock: 'int',
    sold_total: 'bigint',
    sold_exact: 'bool',
    revenue_total: 'bigint',
    variant_sold: 'jsonb',
    estimator: 'jsonb',
  } as const;
  const rows = latest.map(({ productId, observation: o, point }) => ({
    product_id: productId,
    day: point.day,
    price: Math.round(o.price),
    original_price: o.originalPrice === null ? null : Math.round(o.originalPrice),
    rating: o.rating,
    review_count: o.reviewCount,
    comment_count: o.commentCount,
    wishlist_count: o.wishlistCount,
    stock: o.stock,
    sold_total: point.soldTotal,
    sold_exact: point.soldExact,
    revenue_total: point.revenueTotal === null ? null : Math.round(point.revenueTotal),
    variant_sold: point.variantSold,
    estimator: estimatorStateOf(point),
  }));
  const assign = Object.keys(columns)
    .filter((c) => c !== 'product_id')
    .map((c) => `${c} = case when excluded.day >= t.day then excluded.${c} else t.${c} end`);
  await bulkWrite(sql, {
    table: 'product_latest',
    columns,
    values: toColumns(columns, rows),
    conflict: ['product_id'],
    updateSql: assign,
  });
}

/** Whether any product has a latest observation: a market has been loaded to the end. */
export async function hasLatestObservations(sql: SqlRunner): Promise<boolean> {
  const [row] = await sql.query<{ any: boolean }>('select exists (select 1 from product_latest) as any');
  return row?.any ?? false;
}
