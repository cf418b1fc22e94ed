import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import type { OpportunityReplay, ResearchMarketplace } from '@pasarlens/contracts';
import type { ProductHistory } from './history.ts';
import { MIN_WEEK_DAYS } from './history.ts';

export interface CategoryRef {
  id: number;
  level: 1 | 2 | 3;
  name: string;
  marketplace: ResearchMarketplace;
}

const MARKETPLACE_OF = new Map(
  Object.entries(MARKETPLACE_IDS).map(([code, id]) => [id as number, code as ResearchMarketplace]),
);

export async function category(sql: SqlRunner, categoryId: number): Promise<CategoryRef | undefined> {
  const [row] = await sql.query<Omit<CategoryRef, 'marketplace'> & { marketplaceId: number }>(
    'select id, level, name, marketplace_id as "marketplaceId" from categories where id = $1',
    [categoryId],
  );
  return row && { id: row.id, level: row.level, name: row.name, marketplace: MARKETPLACE_OF.get(row.marketplaceId)! };
}

export async function categoryNames(sql: SqlRunner, ids: number[]): Promise<Map<number, string>> {
  const rows = await sql.query<{ id: number; name: string }>('select id, name from categories where id = any($1)', [
    ids,
  ]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * A marketplace's weeks (Mondays) that hold at least MIN_WEEK_DAYS days of figures, oldest first,
 * with the last day of figures.
 */
export async function weeksOf(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
): Promise<{ weeks: string[]; lastDay: string | null }> {
  const rows = await sql.query<{ week: string; days: number; lastDay: string }>(
    `select date_trunc('week', day)::date::text as week, count(*)::int as days, max(day)::text as "lastDay"
       from marketplace_daily where marketplace_id = $1 group by 1 order by 1`,
    [MARKETPLACE_IDS[marketplace]],
  );
  return {
    weeks: rows.filter((r) => r.days >= MIN_WEEK_DAYS).map((r) => r.week),
    lastDay: rows.at(-1)?.lastDay ?? null,
  };
}

/** The columns of a product's history, its weeks from $2 to $3 as WeekTuples. */
const HISTORY_COLUMNS = `ps.product_id as "productId", ps.store_id as "storeId",
  coalesce(ps.category_l3_id, ps.category_l2_id, ps.category_l1_id) as "categoryId", ps.price,
  coalesce(p.listed_at, p.first_seen)::text as "listedOn",
  coalesce((select json_agg(json_build_array(w.week::text, w.units, w.revenue, w.days, w.stock_out_days,
      w.revenue_high_confidence, w.revenue_medium_confidence, w.revenue_range) order by w.week)
    from product_weekly w where w.product_id = ps.product_id and w.week between $2::date and $3::date), '[]') as weeks`;

export interface ProductOfCategory extends ProductHistory {
  name: string;
  storeName: string;
}

const LEVEL_COLUMN = { 1: 'category_l1_id', 2: 'category_l2_id', 3: 'category_l3_id' } as const;

/** A category's products (any level) with their weeks from `from` to `to`, off the product stats and weekly rollup. */
export function categoryHistories(
  sql: SqlRunner,
  ref: CategoryRef,
  from: string,
  to: string,
): Promise<ProductOfCategory[]> {
  return sql.query<ProductOfCategory>(
    `select ${HISTORY_COLUMNS}, ps.name, s.name as "storeName"
       from product_stats ps join products p on p.id = ps.product_id join stores s on s.id = ps.store_id
      where ps.${LEVEL_COLUMN[ref.level]} = $1`,
    [ref.id, from, to],
  );
}

export interface MarketHistory extends ProductHistory {
  topCategoryId: number;
}

/** Every product of a marketplace that sold in the weeks from `from` to `to`, with those weeks: what the replay ranks. */
export function marketHistories(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
  from: string,
  to: string,
): Promise<MarketHistory[]> {
  return sql.query<MarketHistory>(
    `select ${HISTORY_COLUMNS}, ps.category_l1_id as "topCategoryId"
       from product_stats ps join products p on p.id = ps.product_id
      where ps.marketplace_id = $1 and ps.category_l1_id is not null and ps.units_90 > 0`,
    [MARKETPLACE_IDS[marketplace], from, to],
  );
}

/** Whether a marketplace's data came from the demo market's simulator. */
export async function isSimulated(sql: SqlRunner, marketplace: ResearchMarketplace): Promise<boolean> {
  const [row] = await sql.query<{ simulated: boolean }>(
    `select exists (select 1 from captured_answers where marketplace = $1 and source = 'simulator') as simulated`,
    [marketplace],
  );
  return row!.simulated;
}

export interface StoredReplay {
  lastWeek: string;
  result: OpportunityReplay;
}

export async function latestReplay(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
): Promise<StoredReplay | undefined> {
  const [row] = await sql.query<StoredReplay>(
    'select last_week::text as "lastWeek", result from opportunity_replays where marketplace_id = $1',
    [MARKETPLACE_IDS[marketplace]],
  );
  return row;
}

export async function saveReplay(
  sql: SqlRunner,
  marketplace: ResearchMarketplace,
  lastWeek: string,
  result: OpportunityReplay,
  ranAt: Date,
): Promise<void> {
  await sql.query(
    `insert into opportunity_replays (marketplace_id, ran_at, last_week, result) values ($1, $2, $3, $4)
       on conflict (marketplace_id) do update set ran_at = excluded.ran_at, last_week = excluded.last_week, result = excluded.result`,
    [MARKETPLACE_IDS[marketplace], ranAt, lastWeek, JSON.stringify(result)],
  );
}
