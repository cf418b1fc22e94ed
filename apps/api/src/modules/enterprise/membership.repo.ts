import { PRICE_BAND_FLOORS } from '@pasarlens/contracts';
import type { SqlRunner } from '@pasarlens/db';
import type { Day } from '@pasarlens/market';

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

/** Rebuilds the member products of the given markets (all live ones when null). */
async function rebuildMembers(sql: SqlRunner, marketIds: number[] | null): Promise<void> {
  await sql.query('delete from enterprise_market_products where $1::int[] is null or market_id = any($1::int[])', [marketIds]);
  await sql.query(
    `insert into enterprise_market_products (market_id, product_id)
     select distinct m.id, x.id from enterprise_markets m
       cross join lateral (${STORE_MEMBERS} union ${BRAND_MEMBERS}) x
      where m.deleted_at is null and ($1::int[] is null or m.id = any($1::int[]))`,
    [marketIds],
  );
}

const SUMS = `sum(d.units)::bigint, sum(d.revenue)::bigint, coalesce(sum(d.revenue) filter (where d.provenance = 2), 0)::bigint,
  (count(*) filter (where d.units > 0))::int`;
const SUM_COLUMNS = 'units, revenue, revenue_estimated, products_sold';

/**
 * A product's day falls in the band of its selling price (the day's revenue per unit, or its
 * listed price without sales); bands count from 1.
 */
const PRICE_BAND = `width_bucket(case when d.units > 0 then d.revenue::float8 / d.units else d.price end, array[${PRICE_BAND_FLOORS.slice(1).join(', ')}]::float8[]) + 1`;

/** The figures of the markets' members from a day on, read once for every daily table. */
const SLICE = `create temp table enterprise_slice as
  select mp.market_id, d.day, d.product_id, d.store_id, p.marketplace_id, coalesce(p.brand_id, 0) as brand_id,
         p.category_l1_id, p.category_l2_id, p.category_l3_id, d.units, d.revenue, d.provenance, ${PRICE_BAND} as band
    from enterprise_market_products mp
    join products p on p.id = mp.product_id
    join product_daily d on d.product_id = mp.product_id and d.day >= $1::date
   where d.units is not null and ($2::int[] is null or mp.market_id = any($2::int[]))`;

const DAILY = [
  { table: 'enterprise_market_marketplace_daily', keys: 'marketplace_id', select: 'd.marketplace_id', from: '', group: 'd.marketplace_id' },
  { table: 'enterprise_market_store_daily', keys: 'store_id, marketplace_id', select: 'd.store_id, d.marketplace_id', from: '', group: 'd.store_id, d.marketplace_id' },
  { table: 'enterprise_market_brand_daily', keys: 'brand_id, marketplace_id', select: 'd.brand_id, d.marketplace_id', from: '', group: 'd.brand_id, d.marketplace_id' },
  {
    table: 'enterprise_market_category_daily',
    keys: 'category_id, level, marketplace_id',
    select: 'c.category_id, c.level, min(d.marketplace_id)',
    from: 'cross join lateral (values (d.category_l1_id, 1), (d.category_l2_id, 2), (d.category_l3_id, 3)) as c(category_id, level)',
    group: 'c.category_id, c.level',
    where: 'and c.category_id is not null',
  },
  { table: 'enterprise_market_product_daily', keys: 'product_id, brand_id, marketplace_id', select: 'd.product_id, d.brand_id, d.marketplace_id', from: '', group: 'd.product_id, d.brand_id, d.marketplace_id', where: 'and d.units > 0' },
  { table: 'enterprise_market_price_band_daily', keys: 'band, marketplace_id', select: 'd.band, d.marketplace_id', from: '', group: 'd.band, d.marketplace_id' },
];

/** Rebuilds the daily tables of the given markets (all when null) from `firstDay` on. */
async function rebuildDaily(sql: SqlRunner, marketIds: number[] | null, firstDay: Day): Promise<void> {
  await sql.query('drop table if exists enterprise_slice');
  await sql.query(SLICE, [firstDay, marketIds]);
  for (const t of DAILY) {
    await sql.query(`delete from ${t.table} where day >= $1::date and ($2::int[] is null or market_id = any($2::int[]))`, [firstDay, marketIds]);
    await sql.query(
      `insert into ${t.table} (market_id, day, ${t.keys}, ${SUM_COLUMNS})
       select d.market_id, d.day, ${t.select}, ${SUMS} from enterprise_slice d ${t.from}
        where true ${t.where ?? ''} group by d.market_id, d.day, ${t.group}`,
    );
  }
  await sql.query('drop table if exists enterprise_slice');
}

/** A saved market: what it holds and every day of its figures, afresh. */
export async function rebuildMarket(sql: SqlRunner, marketId: number): Promise<void> {
  await rebuildMembers(sql, [marketId]);
  await rebuildDaily(sql, [marketId], '0001-01-01');
}

/** Every market that uses a custom brand, after the brand changed. */
export async function marketsUsingBrand(sql: SqlRunner, brandId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>('select id from enterprise_markets where $1 = any(brand_ids) and deleted_at is null', [brandId]);
  return rows.map((r) => r.id);
}

/** After a day is ingested: new products join their markets, and days from `firstChangedDay` are summed again. */
export async function refreshAllMarkets(sql: SqlRunner, firstChangedDay: Day): Promise<void> {
  await rebuildMembers(sql, null);
  await rebuildDaily(sql, null, firstChangedDay);
}

/** A deleted market keeps its definition but nothing it held. */
export async function dropMarketRows(sql: SqlRunner, marketId: number): Promise<void> {
  for (const table of ['enterprise_market_products', ...DAILY.map((t) => t.table)]) await sql.query(`delete from ${table} where market_id = $1`, [marketId]);
}
