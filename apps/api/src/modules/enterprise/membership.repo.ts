import { PRICE_BAND_FLOORS } from '@pasarlens/contracts';
import type { Database, SqlRunner } from '@pasarlens/db';
import type { Day } from '@pasarlens/market';
import {
  addedRangeSumsSql,
  rangePartColumns,
  rangeSumsOfElements,
  rangeSumsSql,
  slicedRangeParts,
} from '../../lib/range-sums-sql.ts';

/*
 * What a live market holds, kept as rows: its member products, and its daily totals per store,
 * brand, category, member product (days with sales) and price band. Raw SQL: a rebuild is a few
 * set statements (decisions/009).
 */

/** A store's products, or those of its products whose name holds one of its keywords. */
const STORE_MEMBERS = `
  select p.id from products p
   where p.store_id = any(array(select unnest(m.store_ids) union select (k->>'storeId')::int from jsonb_array_elements(m.store_keywords) k))
     and p.marketplace_id = any(m.marketplace_ids)
     and (not exists (select 1 from jsonb_array_elements(m.store_keywords) k where (k->>'storeId')::int = p.store_id)
          or exists (select 1 from jsonb_array_elements(m.store_keywords) k, jsonb_array_elements_text(k->'keywords') w
                      where (k->>'storeId')::int = p.store_id and strpos(lower(p.name), lower(w)) > 0))`;

/** The same for a custom brand's stores, within the brand's categories when it names any. */
const BRAND_MEMBERS = `
  select p.id from enterprise_brands b
    join products p on p.store_id = any(array(select unnest(b.store_ids) union select (k->>'storeId')::int from jsonb_array_elements(b.store_keywords) k))
   where b.id = any(m.brand_ids) and b.deleted_at is null and p.marketplace_id = b.marketplace_id and p.marketplace_id = any(m.marketplace_ids)
     and (cardinality(b.category_ids) = 0 or p.category_l1_id = any(b.category_ids) or p.category_l2_id = any(b.category_ids) or p.category_l3_id = any(b.category_ids))
     and (cardinality(m.category_ids) = 0 or p.category_l1_id = any(m.category_ids) or p.category_l2_id = any(m.category_ids) or p.category_l3_id = any(m.category_ids))
     and (not exists (select 1 from jsonb_array_elements(b.store_keywords) k where (k->>'storeId')::int = p.store_id)
          or exists (select 1 from jsonb_array_elements(b.store_keywords) k, jsonb_array_elements_text(k->'keywords') w
                      where (k->>'storeId')::int = p.store_id and strpos(lower(p.name), lower(w)) > 0))`;

/** Rebuilds the member products of the given markets. */
async function rebuildMembers(sql: SqlRunner, marketIds: number[]): Promise<void> {
  await sql.query('delete from enterprise_market_products where market_id = any($1::int[])', [marketIds]);
  await sql.query(
    `insert into enterprise_market_products (market_id, product_id)
     select distinct m.id, x.id from enterprise_markets m
       cross join lateral (${STORE_MEMBERS} union ${BRAND_MEMBERS}) x
      where m.deleted_at is null and m.id = any($1::int[])`,
    [marketIds],
  );
}

const SUMS = `sum(d.units)::bigint as units, sum(d.revenue)::bigint as revenue, coalesce(sum(d.revenue) filter (where d.provenance = 2), 0)::bigint as revenue_estimated,
  (count(*) filter (where d.units > 0))::int as products_sold, ${rangeSumsSql(slicedRangeParts('d'))} as revenue_range`;
const SUM_COLUMNS = 'units, revenue, revenue_estimated, products_sold, revenue_range';

/**
 * A product's day falls in the band of its selling price (the day's revenue per unit, or its
 * listed price without sales); bands count from 1.
 */
const PRICE_BAND = `width_bucket(case when d.units > 0 then d.revenue::float8 / d.units else d.price end, array[${PRICE_BAND_FLOORS.slice(1).join(', ')}]::float8[]) + 1`;

/** The figures of the markets' members from a day on, read once for every daily table. */
const SLICE = `create temp table enterprise_slice as
  select mp.market_id, d.day, d.product_id, d.store_id, p.marketplace_id, coalesce(p.brand_id, 0) as brand_id,
         p.category_l1_id, p.category_l2_id, p.category_l3_id, d.units, d.revenue, d.provenance, ${PRICE_BAND} as band,
         ${rangePartColumns('d')}
    from enterprise_market_products mp
    join products p on p.id = mp.product_id
    join product_daily d on d.product_id = mp.product_id and d.day >= $1::date
   where d.units is not null and mp.market_id = any($2::int[])`;

/**
 * The daily tables, each written in its primary key's order (`order`, after the market): a
 * group's days share pages, so the series of the few groups a page shows read few pages.
 */
const DAILY = [
  {
    table: 'enterprise_market_marketplace_daily',
    keys: 'marketplace_id',
    select: 'd.marketplace_id',
    from: '',
    group: 'd.marketplace_id',
    order: 'd.day, d.marketplace_id',
  },
  {
    table: 'enterprise_market_store_daily',
    keys: 'store_id, marketplace_id',
    select: 'd.store_id, d.marketplace_id',
    from: '',
    group: 'd.store_id, d.marketplace_id',
    order: 'd.store_id, d.day',
  },
  {
    table: 'enterprise_market_brand_daily',
    keys: 'brand_id, marketplace_id',
    select: 'd.brand_id, d.marketplace_id',
    from: '',
    group: 'd.brand_id, d.marketplace_id',
    order: 'd.brand_id, d.day, d.marketplace_id',
  },
  {
    table: 'enterprise_market_category_daily',
    keys: 'category_id, level, marketplace_id',
    select: 'c.category_id, c.level, min(d.marketplace_id)',
    from: 'cross join lateral (values (d.category_l1_id, 1), (d.category_l2_id, 2), (d.category_l3_id, 3)) as c(category_id, level)',
    group: 'c.category_id, c.level',
    where: 'and c.category_id is not null',
    order: 'c.category_id, d.day',
  },
  {
    table: 'enterprise_market_product_daily',
    keys: 'product_id, brand_id, marketplace_id',
    select: 'd.product_id, d.brand_id, d.marketplace_id',
    from: '',
    group: 'd.product_id, d.brand_id, d.marketplace_id',
    where: 'and d.units > 0',
    order: 'd.brand_id, d.day, d.product_id',
  },
  {
    table: 'enterprise_market_price_band_daily',
    keys: 'band, marketplace_id',
    select: 'd.band, d.marketplace_id',
    from: '',
    group: 'd.band, d.marketplace_id',
    order: 'd.day, d.band, d.marketplace_id',
  },
];

/** Every table that holds what a market contains and its figures. */
const MARKET_TABLES = [
  'enterprise_market_products',
  ...DAILY.map((t) => t.table),
  'enterprise_market_running',
  'enterprise_market_last_sold',
];

/** The kinds of running totals (enterprise_market_running.kind). */
export const RUNNING_KINDS = { store: 1, brand: 2, category: 3, product: 4 } as const;

/** A marketplace's bit in a running row's `set`. */
const BIT = (marketplace: string) => `(1 << ${marketplace})::smallint`;

/**
 * Each kind's days from the slice, per market, group and set: the day's sums as the daily tables
 * keep them. A brand's day counts in every set of the market's marketplaces holding one of the
 * marketplaces it was seen on.
 */
const RUNNING_DAYS: Record<keyof typeof RUNNING_KINDS, string> = {
  store: `select d.market_id, d.store_id as key, ${BIT('d.marketplace_id')} as set, d.marketplace_id, 0 as level, d.day, ${SUMS}
            from enterprise_slice d group by d.market_id, d.store_id, d.marketplace_id, d.day`,
  brand: `select b.market_id, b.key, s.set::smallint as set, max(case when s.set = 1 << b.marketplace_id then b.marketplace_id else 0 end) as marketplace_id, 0 as level, b.day,
                 sum(b.units) as units, sum(b.revenue) as revenue, sum(b.revenue_estimated) as revenue_estimated, sum(b.products_sold) as products_sold,
                 ${addedRangeSumsSql('b.revenue_range')} as revenue_range
            from (select d.market_id, d.brand_id as key, d.marketplace_id, d.day, ${SUMS} from enterprise_slice d group by 1, 2, 3, 4) b
            join enterprise_markets m on m.id = b.market_id
           cross join lateral (select sum(1 << id)::int as every from unnest(m.marketplace_ids) id) a
           cross join lateral generate_series(1, a.every) s(set)
           where s.set & a.every = s.set and s.set & (1 << b.marketplace_id) <> 0
           group by b.market_id, b.key, s.set, b.day`,
  category: `select d.market_id, c.category_id as key, ${BIT('min(d.marketplace_id)')} as set, min(d.marketplace_id) as marketplace_id, c.level, d.day, ${SUMS}
               from enterprise_slice d cross join lateral (values (d.category_l1_id, 1), (d.category_l2_id, 2), (d.category_l3_id, 3)) as c(category_id, level)
              where c.category_id is not null group by d.market_id, c.category_id, c.level, d.day`,
  product: `select d.market_id, d.product_id as key, ${BIT('d.marketplace_id')} as set, d.marketplace_id, 0 as level, d.day, ${SUMS}
              from enterprise_slice d group by d.market_id, d.product_id, d.marketplace_id, d.day`,
};

/**
 * The running rows of one kind from $1 on: every group seen before (its row of the day before
 * carries on) or since, for every day to the market data's last day; only the groups whose key
 * falls in the part ($3 parts, this one $4: `key % $3 = $4`).
 */
const runningFrom = (kind: keyof typeof RUNNING_KINDS) => `
  with days as materialized (select * from (${RUNNING_DAYS[kind]}) every_day where key % $3 = $4),
  base as (select * from enterprise_market_running where kind = ${RUNNING_KINDS[kind]} and day = $1::date - 1 and market_id = any($2::int[]) and key % $3 = $4),
  groups as (
    select market_id, key, set, max(marketplace_id) as marketplace_id, max(level) as level, min(first) as first
      from (select market_id, key, set, marketplace_id, level, min(day) as first from days group by 1, 2, 3, 4, 5
            union all select market_id, key, set, marketplace_id, level, $1::date from base) g
     group by 1, 2, 3),
  last as (select greatest((select max(day) from enterprise_slice), (select max(day) from marketplace_daily), $1::date - 1) as day),
  calendar as (select at::date as day from generate_series((select min(first) from groups), (select day from last), interval '1 day') as s(at))
  insert into enterprise_market_running (market_id, kind, day, set, key, marketplace_id, level, ${SUM_COLUMNS}, days_observed, first_sold, last_sold, price_high, price_low)
  select g.market_id, ${RUNNING_KINDS[kind]}, c.day, g.set, g.key, g.marketplace_id, g.level,
         coalesce(b.units, 0) + sum(coalesce(d.units, 0)) over w,
         coalesce(b.revenue, 0) + sum(coalesce(d.revenue, 0)) over w,
         coalesce(b.revenue_estimated, 0) + sum(coalesce(d.revenue_estimated, 0)) over w,
         coalesce(b.products_sold, 0) + sum(coalesce(d.products_sold, 0)) over w,
         ${rangeSumsOfElements((i) => `coalesce(b.revenue_range[${i}], 0) + sum(coalesce(d.revenue_range[${i}], 0)) over w`)},
         coalesce(b.days_observed, 0) + count(d.day) over w,
         coalesce(b.first_sold, min(d.day) filter (where d.units > 0) over w),
         coalesce(max(d.day) filter (where d.revenue > 0) over w, b.last_sold),
         greatest(b.price_high, max(d.revenue::float8 / d.units) filter (where d.units > 0) over w),
         least(b.price_low, min(d.revenue::float8 / d.units) filter (where d.units > 0) over w)
    from groups g
    join calendar c on c.day >= g.first
    left join days d on d.market_id = g.market_id and d.key = g.key and d.set = g.set and d.day = c.day
    left join base b on b.market_id = g.market_id and b.key = g.key and b.set = g.set
  window w as (partition by g.market_id, g.key, g.set order by c.day)
  -- Written day by day, as analysis reads them: a day's rows share pages.
  order by c.day, g.market_id, g.set, g.key`;

/**
 * Running rows go on from their market's last day: a refresh from a later day starts from the
 * day after it instead, so every group has a row for every day.
 */
async function runningStart(sql: SqlRunner, marketIds: number[], firstDay: Day): Promise<Day> {
  const [row] = await sql.query<{ day: Day | null }>(
    `select (min((select max(r.day) from enterprise_market_running r where r.market_id = m.id and r.kind = ${RUNNING_KINDS.store})) + 1)::text as day
       from enterprise_markets m where m.deleted_at is null and m.id = any($1::int[])`,
    [marketIds],
  );
  return row?.day && row.day < firstDay ? row.day : firstDay;
}

/** Every day of a market's history: where a whole build starts. */
const FROM_THE_START: Day = '0001-01-01';

type RunningKind = keyof typeof RUNNING_KINDS;
const RUNNING_KIND_NAMES = Object.keys(RUNNING_KINDS) as RunningKind[];

/** Some of a kind's groups: those whose key leaves `index` when divided by `count`. */
interface KeyPart {
  count: number;
  index: number;
}
const EVERY_KEY: KeyPart = { count: 1, index: 0 };

/**
 * The slice's rows a part of a kind's groups is summed from ($3 parts, this one $4): chosen by
 * the member or its product row, so only that part's facts are read (a quarter of the bench
 * market's products made its slice in 2.8 s so, 5.5 s chosen by the facts' product).
 */
const SLICE_PART: Record<RunningKind, string> = {
  store: 'p.store_id % $3 = $4',
  brand: 'coalesce(p.brand_id, 0) % $3 = $4',
  category: '(p.category_l1_id % $3 = $4 or p.category_l2_id % $3 = $4 or p.category_l3_id % $3 = $4)',
  product: 'mp.product_id % $3 = $4',
};

/**
 * The markets' slice from `firstDay` on, for the statements of `work` in the same transaction;
 * with a kind's part, only the rows that part's groups are summed from.
 */
async function withSlice(
  sql: SqlRunner,
  marketIds: number[],
  firstDay: Day,
  work: () => Promise<void>,
  part?: { kind: RunningKind } & KeyPart,
): Promise<void> {
  await sql.query('drop table if exists enterprise_slice');
  if (part) await sql.query(`${SLICE} and ${SLICE_PART[part.kind]}`, [firstDay, marketIds, part.count, part.index]);
  else await sql.query(SLICE, [firstDay, marketIds]);
  await work();
  await sql.query('drop table if exists enterprise_slice');
}

/** The daily tables (all, or those given) from `firstDay` on, from the slice. */
async function writeDailyTables(sql: SqlRunner, marketIds: number[], firstDay: Day, tables = DAILY): Promise<void> {
  for (const t of tables) {
    await sql.query(`delete from ${t.table} where day >= $1::date and market_id = any($2::int[])`, [
      firstDay,
      marketIds,
    ]);
    await sql.query(
      `insert into ${t.table} (market_id, day, ${t.keys}, ${SUM_COLUMNS})
       select d.market_id, d.day, ${t.select}, ${SUMS} from enterprise_slice d ${t.from}
        where true ${t.where ?? ''} group by d.market_id, d.day, ${t.group} order by d.market_id, ${t.order}`,
    );
  }
}

/** The running totals of the given kinds' groups in `part` from `firstDay` on, from the slice. */
async function writeRunning(
  sql: SqlRunner,
  marketIds: number[],
  firstDay: Day,
  kinds: RunningKind[],
  part = EVERY_KEY,
): Promise<void> {
  await sql.query(
    'delete from enterprise_market_running where kind = any($5::smallint[]) and day >= $1::date and market_id = any($2::int[]) and key % $3 = $4',
    [firstDay, marketIds, part.count, part.index, kinds.map((k) => RUNNING_KINDS[k])],
  );
  // PostgreSQL otherwise merges the days on three of their four keys and rescans every group's
  // days for each of its days (a 4,700-product market's product rows took 13.8 s, hashed 4.0 s).
  await sql.query('set local enable_mergejoin = off');
  for (const kind of kinds) await sql.query(runningFrom(kind), [firstDay, marketIds, part.count, part.index]);
  await sql.query('set local enable_mergejoin = on');
}

/** How many of the markets' products last sold on each day, from the products' running totals. */
async function writeLastSold(sql: SqlRunner, marketIds: number[], firstDay: Day): Promise<void> {
  await sql.query('delete from enterprise_market_last_sold where day >= $1::date and market_id = any($2::int[])', [
    firstDay,
    marketIds,
  ]);
  await sql.query(
    `insert into enterprise_market_last_sold (market_id, day, marketplace_id, last_sold, products)
     select market_id, day, marketplace_id, last_sold, count(*)::int from enterprise_market_running
      where kind = ${RUNNING_KINDS.product} and day >= $1::date and market_id = any($2::int[]) and last_sold is not null
      group by 1, 2, 3, 4`,
    [firstDay, marketIds],
  );
}

/** Rebuilds the daily tables and running totals of the given markets from `firstChangedDay` on. */
async function rebuildDaily(sql: SqlRunner, marketIds: number[], firstChangedDay: Day): Promise<void> {
  const firstDay = await runningStart(sql, marketIds, firstChangedDay);
  await withSlice(sql, marketIds, firstDay, async () => {
    await writeDailyTables(sql, marketIds, firstDay);
    await writeRunning(sql, marketIds, firstDay, RUNNING_KIND_NAMES);
  });
  await writeLastSold(sql, marketIds, firstDay);
}

/**
 * How many parts a build writes each kind's running totals in. A step holds the embedded database
 * for its length (requests wait for it): the many groups of brands and categories are written a
 * quarter at a time, like each daily table in a step of its own, and the products, whose rows
 * carry the most indexes (a bounded order each), an eighth.
 */
const BUILD_PARTS: Record<RunningKind, number> = { store: 1, brand: 4, category: 4, product: 8 };

type BuildStep = (sql: SqlRunner, marketId: number) => Promise<void>;

/** The steps writing a kind's running totals, a part each. */
const runningSteps = (kind: RunningKind): BuildStep[] =>
  Array.from({ length: BUILD_PARTS[kind] }, (_, index) => {
    const part = { count: BUILD_PARTS[kind], index };
    return (sql, id) =>
      withSlice(sql, [id], FROM_THE_START, () => writeRunning(sql, [id], FROM_THE_START, [kind], part), {
        kind,
        ...part,
      });
  });

/**
 * A whole build of one market as steps, each small enough to run in its own transaction (what
 * a step reads of the earlier ones is committed rows; the slice is read again per step).
 */
export const BUILD_STEPS: BuildStep[] = [
  (sql, id) => rebuildMembers(sql, [id]),
  ...DAILY.map(
    (table): BuildStep =>
      (sql, id) =>
        withSlice(sql, [id], FROM_THE_START, () => writeDailyTables(sql, [id], FROM_THE_START, [table])),
  ),
  ...RUNNING_KIND_NAMES.flatMap(runningSteps),
  (sql, id) => writeLastSold(sql, [id], FROM_THE_START),
];

/** A saved market: what it holds and every day of its figures, afresh. */
async function rebuildMarket(sql: SqlRunner, marketId: number): Promise<void> {
  await rebuildMembers(sql, [marketId]);
  await rebuildDaily(sql, [marketId], FROM_THE_START);
}

/**
 * After a day is ingested: new products join the built markets, and days from `firstChangedDay`
 * are summed again. A market being built is left to its build, which starts over: the revision it
 * builds is bumped.
 */
export async function refreshAllMarkets(sql: SqlRunner, firstChangedDay: Day): Promise<void> {
  await sql.query(
    'update enterprise_markets set revision = revision + 1, build_step = 0 where deleted_at is null and built_revision is distinct from revision',
  );
  const built = (
    await sql.query<{ id: number }>(
      'select id from enterprise_markets where deleted_at is null and built_revision = revision',
    )
  ).map((r) => r.id);
  await sql.query('drop table if exists enterprise_members_before');
  await sql.query(
    'create temp table enterprise_members_before as select market_id, product_id from enterprise_market_products',
  );
  await rebuildMembers(sql, built);
  await rebuildDaily(sql, built, firstChangedDay);
  for (const id of await marketsWithHistoryChanged(sql, firstChangedDay)) await rebuildMarket(sql, id);
  await sql.query('drop table if exists enterprise_members_before');
}

/**
 * Markets whose members changed in a way a refresh from a day cannot follow: a product left
 * (its days are dropped), or one joined that has facts before that day (its earlier days are
 * added). Rebuilt whole, so every kept figure is its current members' whole history, as top
 * products and the running totals read it. New products join from their first day: no rebuild.
 */
async function marketsWithHistoryChanged(sql: SqlRunner, firstChangedDay: Day): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `select market_id as id from (select market_id, product_id from enterprise_members_before except select market_id, product_id from enterprise_market_products) gone
     union
     select market_id from (select market_id, product_id from enterprise_market_products except select market_id, product_id from enterprise_members_before) joined
      where exists (select 1 from product_daily d where d.product_id = joined.product_id and d.day < $1::date and d.units is not null)`,
    [firstChangedDay],
  );
  return rows.map((r) => r.id);
}

/** A deleted market keeps its definition but nothing it held. */
export async function dropMarketRows(sql: SqlRunner, marketId: number): Promise<void> {
  for (const table of MARKET_TABLES) await sql.query(`delete from ${table} where market_id = $1`, [marketId]);
}

/**
 * After a save or a refresh the planner learns the tables' new sizes (without it, it joined
 * 15,000 members row by row, and PostgreSQL's top products took seconds until autovacuum came
 * by), and the rows a rebuild replaced are cleared: a few groups' days were otherwise read among
 * the dead ones, one page each (the brand overview of the bench market read 1,834 pages instead
 * of 255 until autovacuum came by).
 */
export async function tidyMarketRows(database: Database): Promise<void> {
  await database.query(`vacuum (analyze) ${MARKET_TABLES.join(', ')}`);
}
