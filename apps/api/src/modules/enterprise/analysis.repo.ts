import type { TopSortKey } from '@pasarlens/contracts';
import { MARKETPLACE_IDS, type SqlRunner } from '@pasarlens/db';
import type { Day } from '@pasarlens/market';
import { addedRangeSumsSql, rangeSumsOfElements } from '../../lib/range-sums-sql.ts';
import { RUNNING_KINDS } from './membership.repo.ts';

/*
 * Reads of a market's figures over a range and the period before it, from the market's daily
 * tables (membership.repo) — and, for top products, the facts of its member products. Raw SQL;
 * what is interpolated comes from the closed maps below.
 */

export interface AnalysisQuery {
  marketId: number;
  marketplaceIds: number[];
  start: Day;
  end: Day;
  previousStart: Day;
}

/** Sums of a group over the range and over the previous period. */
export interface FigureRow {
  key: number;
  revenue: number;
  units: number;
  revenueEstimated: number;
  productsSold: number;
  daysObserved: number;
  previousRevenue: number;
  previousUnits: number;
  /** What the revenue's interval is made of (RangeSums); null where rows built before intervals were kept are summed. */
  rangeSums: number[] | null;
}

/** A range's RangeSums from the daily rows of its days, unless one of them has none. */
const RANGE_SUMS_IN_RANGE = `case when bool_and(day_row.revenue_range is not null) filter (where day_row.day >= $3::date) is not false
  then ${addedRangeSumsSql('day_row.revenue_range', 'filter (where day_row.day >= $3::date)')} end as "rangeSums"`;

const FIGURES = `coalesce(sum(day_row.revenue) filter (where day_row.day >= $3::date), 0)::bigint as revenue,
  coalesce(sum(day_row.units) filter (where day_row.day >= $3::date), 0)::bigint as units,
  coalesce(sum(day_row.revenue_estimated) filter (where day_row.day >= $3::date), 0)::bigint as "revenueEstimated",
  coalesce(sum(day_row.products_sold) filter (where day_row.day >= $3::date), 0)::bigint as "productsSold",
  (count(distinct day_row.day) filter (where day_row.day >= $3::date))::int as "daysObserved",
  coalesce(sum(day_row.revenue) filter (where day_row.day < $3::date), 0)::bigint as "previousRevenue",
  coalesce(sum(day_row.units) filter (where day_row.day < $3::date), 0)::bigint as "previousUnits",
  ${RANGE_SUMS_IN_RANGE}`;

/** The daily tables and the group each is read by. */
const GROUPS = {
  total: { table: 'enterprise_market_marketplace_daily', key: '0' },
  marketplace: { table: 'enterprise_market_marketplace_daily', key: 'day_row.marketplace_id' },
  store: { table: 'enterprise_market_store_daily', key: 'day_row.store_id' },
  brand: { table: 'enterprise_market_brand_daily', key: 'day_row.brand_id' },
  category: { table: 'enterprise_market_category_daily', key: 'day_row.category_id' },
  band: { table: 'enterprise_market_price_band_daily', key: 'day_row.band' },
} as const;
export type Grouping = keyof typeof GROUPS;

/** Which groups: only these keys (brand, category), and only one category level. */
export interface GroupFilter {
  keys?: number[] | undefined;
  level?: number | undefined;
}

const params = (query: AnalysisQuery, filter: GroupFilter) => [
  query.marketId,
  query.marketplaceIds,
  query.start,
  query.end,
  query.previousStart,
  filter.keys ?? null,
  filter.level ?? null,
];
const where = (
  group: Grouping,
) => `day_row.market_id = $1 and day_row.marketplace_id = any($2::smallint[]) and day_row.day between $5::date and $4::date
  and ($6::int[] is null or ${GROUPS[group].key} = any($6::int[])) and ($7::int is null or ${group === 'category' ? 'day_row.level = $7' : 'true'})`;

/** The groups kept as running totals (membership.repo), and how a request's marketplaces pick their rows. */
const RUNNING = {
  store: { kind: RUNNING_KINDS.store, sets: 'own' },
  brand: { kind: RUNNING_KINDS.brand, sets: 'exact' },
  category: { kind: RUNNING_KINDS.category, sets: 'own' },
  product: { kind: RUNNING_KINDS.product, sets: 'own' },
} as const;
type Running = keyof typeof RUNNING;
const isRunning = (group: Grouping): group is Grouping & Running => group in RUNNING;

/**
 * A range from running totals: the row of its last day (range_end) less the row of the day
 * before it (before_range), and the previous period likewise (before_range less
 * before_previous). Days after the market's last day read its last day's rows (no later day has
 * figures); a group without a row on a day had nothing up to it, so every group of the range or
 * the period before has its range_end row.
 */
const less = (column: string, later: 'range_end' | 'before_range', earlier: 'before_range' | 'before_previous') =>
  `(coalesce(${later}.${column}, 0) - coalesce(${earlier}.${column}, 0))`;
const RUNNING_FIGURES = `${less('revenue', 'range_end', 'before_range')}::bigint as revenue, ${less('units', 'range_end', 'before_range')}::bigint as units,
  ${less('revenue_estimated', 'range_end', 'before_range')}::bigint as "revenueEstimated", ${less('products_sold', 'range_end', 'before_range')}::bigint as "productsSold",
  ${less('days_observed', 'range_end', 'before_range')}::int as "daysObserved",
  ${less('revenue', 'before_range', 'before_previous')}::bigint as "previousRevenue", ${less('units', 'before_range', 'before_previous')}::bigint as "previousUnits",
  case when range_end.revenue_range is not null then ${rangeSumsOfElements((i) => less(`revenue_range[${i}]`, 'range_end', 'before_range'))} end as "rangeSums"`;
/** Observed in the range or the previous period: what the daily tables' rows of those days say. */
const RUNNING_SEEN = `${less('days_observed', 'range_end', 'before_previous')} > 0`;

/**
 * A range's three days of running rows: its last, the day before it and the day before the
 * previous period, none after the market's last day. Each is a value worked out once per
 * statement, so a day's rows are read by their key (as a join column, PostgreSQL read the kind's
 * rows of every day and market: top products by growth grew with each market saved).
 */
const RANGE_DAYS = { range_end: '$4::date', before_range: '$3::date - 1', before_previous: '$5::date - 1' } as const;
const rangeDay = (group: Running, day: keyof typeof RANGE_DAYS) =>
  `least(${RANGE_DAYS[day]}, (select max(day) from enterprise_market_running where kind = ${RUNNING[group].kind} and market_id = $1))`;

/** A group's running row on the day before the range or before the previous period, beside its range_end row. */
const runningOn = (
  group: Running,
  day: 'before_range' | 'before_previous',
) => `left join enterprise_market_running ${day}
    on ${day}.kind = ${RUNNING[group].kind} and ${day}.day = ${rangeDay(group, day)} and ${day}.market_id = $1 and ${day}.set = range_end.set and ${day}.key = range_end.key`;

/** A range_end running row of the request's marketplaces: of one of them, or (brands) of the set of exactly those. */
const ofMarketplaces = (group: Running) =>
  RUNNING[group].sets === 'exact'
    ? 'range_end.set = (select sum(1 << id)::smallint from unnest($2::smallint[]) id)'
    : 'range_end.marketplace_id = any($2::smallint[])';

/** A range_end running row of the request's marketplaces, on the range's last day. */
const atRangeEnd = (group: Running) =>
  `range_end.kind = ${RUNNING[group].kind} and range_end.market_id = $1 and range_end.day = ${rangeDay(group, 'range_end')} and ${ofMarketplaces(group)}`;

/** The running rows of a range's three days, of the request's marketplaces; `range_end.key` the group. */
const runningRows = (group: Running) => `enterprise_market_running range_end
  ${runningOn(group, 'before_range')}
  ${runningOn(group, 'before_previous')}
  where ${atRangeEnd(group)}`;

/** Each group's figures over the range and the previous period. */
const grouped = (group: Grouping) =>
  isRunning(group)
    ? `select range_end.key, ${RUNNING_FIGURES} from ${runningRows(group)}
        and ($6::int[] is null or range_end.key = any($6::int[])) and ($7::int is null or range_end.level = $7) and ${RUNNING_SEEN}`
    : `select ${GROUPS[group].key} as key, ${FIGURES} from ${GROUPS[group].table} day_row where ${where(group)} group by 1`;

/** Each group's figures; the best `limit` by revenue when a limit is given. */
export async function figures(
  sql: SqlRunner,
  group: Grouping,
  query: AnalysisQuery,
  filter: GroupFilter = {},
  limit?: number,
): Promise<FigureRow[]> {
  if (group === 'brand' && limit && !filter.keys) {
    // The best brands read without ranking every brand, unless fewer than `limit` sold (the rest are those that did not).
    const best = await boundedPage(sql, 'brand', query, BY_REVENUE, {
      sort: BY_REVENUE.sort,
      order: BY_REVENUE.order,
      offset: 0,
      limit,
    });
    if (best.rows.length === limit) return best.rows.map(({ averagePrice: _price, growth: _growth, ...row }) => row);
  }
  return sql.query<FigureRow>(
    `${grouped(group)} order by revenue desc, key ${limit ? `limit ${Math.trunc(limit)}` : ''}`,
    params(query, filter),
  );
}

/**
 * One brand's member products with sales in the range or the previous period: their figures,
 * from the market's product days (days with sales only, so `daysObserved` counts those).
 */
export async function brandProducts(sql: SqlRunner, query: AnalysisQuery, brandId: number): Promise<FigureRow[]> {
  return sql.query<FigureRow>(
    `select day_row.product_id as key, ${FIGURES} from enterprise_market_product_daily day_row
      where day_row.market_id = $1 and day_row.brand_id = $6 and day_row.marketplace_id = any($2::smallint[]) and day_row.day between $5::date and $4::date
      group by 1`,
    [query.marketId, query.marketplaceIds, query.start, query.end, query.previousStart, brandId],
  );
}

export interface EntrantRow {
  key: number;
  firstDay: string;
  revenue: number;
}

/**
 * Stores or brands whose first sale in the market falls in the range (new entrants), best
 * selling first: the running rows keep each one's first day with sales. An entrant sold nothing
 * before the range, so its running revenue on the range's last day is its revenue in the range,
 * and the brands' revenue index gives them in order.
 */
export async function entrants(
  sql: SqlRunner,
  group: 'store' | 'brand',
  query: AnalysisQuery,
  limit: number,
): Promise<EntrantRow[]> {
  return sql.query<EntrantRow>(
    `select range_end.key, range_end.first_sold::text as "firstDay", range_end.revenue::bigint as revenue from enterprise_market_running range_end
      where ${atRangeEnd(group)} and range_end.key <> 0 and range_end.first_sold >= $3::date
      order by range_end.revenue desc, range_end.key limit ${Math.trunc(limit)}`,
    [query.marketId, query.marketplaceIds, query.start, query.end],
  );
}

export interface DailyRow {
  day: string;
  key: number;
  revenue: number;
  units: number;
}

/** Each group's revenue and units per day of the range. */
export async function daily(
  sql: SqlRunner,
  group: Grouping,
  query: AnalysisQuery,
  filter: GroupFilter = {},
): Promise<DailyRow[]> {
  return sql.query<DailyRow>(
    `select day_row.day::text as day, ${GROUPS[group].key} as key, sum(day_row.revenue)::bigint as revenue, sum(day_row.units)::bigint as units
       from ${GROUPS[group].table} day_row where ${where(group)} and day_row.day >= $3::date group by 1, 2 order by 1, 2`,
    params(query, filter),
  );
}

const SORTS: Record<TopSortKey, string> = {
  daily_total_revenue: 'revenue',
  units: 'units',
  growth: 'growth',
  price: '"averagePrice"',
};
export interface TopOrder {
  sort: TopSortKey;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}
const ranking = (order: TopOrder) =>
  `order by ${SORTS[order.sort]} ${order.order === 'asc' ? 'asc' : 'desc'} nulls last, key offset ${Math.trunc(order.offset)} limit ${Math.trunc(order.limit)}`;
const RANKED = `r.*, case when r.units > 0 then r.revenue::float8 / r.units else 0 end as "averagePrice",
  case when r."previousRevenue" > 0 then (r.revenue - r."previousRevenue")::float8 / r."previousRevenue" end as growth`;

export type RankedRow = FigureRow & { averagePrice: number; growth: number | null };

/** One page of groups (brands, categories) ranked, with how many there are. */
export async function rankedPage(
  sql: SqlRunner,
  group: 'brand' | 'category',
  query: AnalysisQuery,
  filter: GroupFilter,
  order: TopOrder,
): Promise<{ rows: RankedRow[]; total: number }> {
  const bound = group === 'brand' && !filter.keys && boundFor('brand', order);
  if (bound) return boundedPage(sql, 'brand', query, bound, order);
  const rows = await sql.query<RankedRow & { total: number }>(
    `with r as (${grouped(group)}) select ${RANKED}, count(*) over ()::int as total from r where r.revenue > 0 ${ranking(order)}`,
    params(query, filter),
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** One page of the market's member products ranked (optionally within categories and of some brands), from their running totals (members' only: membership.repo). */
export async function productPage(
  sql: SqlRunner,
  query: AnalysisQuery,
  within: { categoryIds: number[] | null; brandIds: number[] | null },
  order: TopOrder,
): Promise<{ rows: RankedRow[]; total: number }> {
  const whole = !within.categoryIds && !within.brandIds;
  const bound = whole && boundFor('product', order);
  if (bound) return boundedPage(sql, 'product', query, bound, order);
  // Counting the ranked rows would keep every one of them to the end; the whole market's count is kept.
  const total = whole ? `(${SOLD_IN_RANGE.product})` : 'count(*) over ()::int';
  const rows = await sql.query<RankedRow & { total: number }>(
    `with r as (
       select range_end.key, ${RUNNING_FIGURES} from ${runningRows('product')}
        and ($6::int[] is null and $7::int[] is null or exists (
                select 1 from products p where p.id = range_end.key
                   and ($6::int[] is null or p.category_l1_id = any($6::int[]) or p.category_l2_id = any($6::int[]) or p.category_l3_id = any($6::int[]))
                   and ($7::int[] is null or coalesce(p.brand_id, 0) = any($7::int[])))))
     select ${RANKED}, ${total} as total from r where r.revenue > 0 ${ranking(order)}`,
    [
      query.marketId,
      query.marketplaceIds,
      query.start,
      query.end,
      query.previousStart,
      within.categoryIds,
      within.brandIds,
    ],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * The orders whose figure over a range the running row of the range's last day bounds: a group
 * sells at most its running total up to that day, and its average price lies between the highest
 * and lowest average price of a day it sold on up to then.
 */
interface RangeBound {
  sort: TopSortKey;
  order: 'asc' | 'desc';
  column: string;
  figure: 'revenue' | 'units' | 'averagePrice';
}
const BY_REVENUE: RangeBound = { sort: 'daily_total_revenue', order: 'desc', column: 'revenue', figure: 'revenue' };
/** The bounded orders of each group read so: products in every order, brands by revenue (the order their index keeps). */
const BOUNDED: Record<'product' | 'brand', RangeBound[]> = {
  product: [
    BY_REVENUE,
    { sort: 'units', order: 'desc', column: 'units', figure: 'units' },
    { sort: 'price', order: 'desc', column: 'price_high', figure: 'averagePrice' },
    { sort: 'price', order: 'asc', column: 'price_low', figure: 'averagePrice' },
  ],
  brand: [BY_REVENUE],
};
const boundFor = (group: 'product' | 'brand', order: TopOrder) =>
  BOUNDED[group].find((bound) => bound.sort === order.sort && bound.order === order.order);

/**
 * How many groups sold in the range: those whose last sale, as of its last day, is on or after
 * its start. Products count from enterprise_market_last_sold; a market's brands are few enough to
 * count their rows.
 */
const SOLD_IN_RANGE: Record<'product' | 'brand', string> = {
  product: `select coalesce(sum(products), 0)::int from enterprise_market_last_sold
             where market_id = $1 and day = ${rangeDay('product', 'range_end')} and marketplace_id = any($2::smallint[]) and last_sold >= $3::date`,
  brand: `select count(*)::int from enterprise_market_running range_end
           where ${atRangeEnd('brand')} and range_end.last_sold >= $3::date`,
};

/**
 * A page of the best products or brands without ranking every one: they are read in the order of
 * their bound, `candidates` at a time, and the page is certain once its last figure is beyond the
 * bound of the last one read, which no unread one passes (a threshold algorithm; a 90-day range
 * reads little more than the page).
 */
async function boundedPage(
  sql: SqlRunner,
  group: 'product' | 'brand',
  query: AnalysisQuery,
  bound: RangeBound,
  order: TopOrder,
): Promise<{ rows: RankedRow[]; total: number }> {
  const wanted = order.offset + order.limit;
  const beyond = (figure: number, limit: number) => (bound.order === 'desc' ? figure > limit : figure < limit);
  for (let candidates = 2 * wanted; ; candidates *= 4) {
    const read = await sql.query<RankedRow & { total: number; bound: number }>(
      `with candidate as (select range_end.*, range_end.${bound.column} as bound from enterprise_market_running range_end
              where ${atRangeEnd(group)} and range_end.last_sold >= $3::date
              order by range_end.${bound.column} ${bound.order} nulls last, range_end.key limit ${Math.trunc(candidates)}),
       r as (select range_end.key, range_end.bound, ${RUNNING_FIGURES} from candidate range_end ${runningOn(group, 'before_range')} ${runningOn(group, 'before_previous')})
       select ${RANKED}, (${SOLD_IN_RANGE[group]}) as total
         from r ${ranking({ ...order, offset: 0, limit: candidates })}`,
      [query.marketId, query.marketplaceIds, query.start, query.end, query.previousStart],
    );
    const last = read.at(wanted - 1);
    // The bound of the last product read, which every unread product's figure stays within.
    const reached = read.reduce(
      (edge, r) => (beyond(edge, r.bound) ? r.bound : edge),
      bound.order === 'desc' ? Infinity : -Infinity,
    );
    if (read.length < candidates || (last && beyond(last[bound.figure], reached))) {
      return {
        rows: read.slice(order.offset, wanted).map(({ bound: _bound, total: _total, ...row }) => row),
        total: read[0]?.total ?? 0,
      };
    }
  }
}

export interface NamedRow {
  id: number;
  name: string;
  marketplaceId: number;
}

export const storeNames = (sql: SqlRunner, ids: number[]) =>
  sql.query<NamedRow>('select id, name, marketplace_id as "marketplaceId" from stores where id = any($1::int[])', [
    ids,
  ]);
export const brandNames = (sql: SqlRunner, ids: number[]) =>
  sql.query<Omit<NamedRow, 'marketplaceId'>>('select id, name from brands where id = any($1::int[])', [ids]);
export const categoryNames = (sql: SqlRunner, ids: number[]) =>
  sql.query<NamedRow & { level: number }>(
    'select id, name, level, marketplace_id as "marketplaceId" from categories where id = any($1::int[])',
    [ids],
  );
export type ProductName = NamedRow & { storeId: number; storeName: string; imageUrl: string | null };
export const productNames = (sql: SqlRunner, ids: number[]) =>
  sql.query<ProductName>(
    `select p.id, p.name, p.marketplace_id as "marketplaceId", p.store_id as "storeId", s.name as "storeName", p.image_url as "imageUrl"
       from products p join stores s on s.id = p.store_id where p.id = any($1::int[])`,
    [ids],
  );

/** The sets of a single marketplace: a brand's row of each marketplace it sells on. */
const ONE_MARKETPLACE_SETS = Object.values(MARKETPLACE_IDS)
  .map((id) => 1 << id)
  .join(',');

/** The brands a market holds (or those of them named), each with its name and the marketplaces it sells on there. */
export const marketBrands = (sql: SqlRunner, marketId: number, keys: number[] | null = null) =>
  sql.query<{ id: number; name: string; marketplaceIds: number[] }>(
    `select b.id, b.name, array_agg(latest.marketplace_id order by latest.marketplace_id) as "marketplaceIds"
       from enterprise_market_running latest join brands b on b.id = latest.key
      where latest.kind = ${RUNNING_KINDS.brand} and latest.market_id = $1 and latest.set = any('{${ONE_MARKETPLACE_SETS}}'::smallint[]) and ($2::int[] is null or latest.key = any($2::int[]))
        and latest.day = (select max(day) from enterprise_market_running where kind = ${RUNNING_KINDS.brand} and market_id = $1)
      group by b.id order by sum(latest.revenue) desc, b.name`,
    [marketId, keys],
  );
