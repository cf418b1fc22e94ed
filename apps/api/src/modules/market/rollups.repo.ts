import type { SqlRunner } from '@pasarlens/db';
import type { Day } from '@pasarlens/market';
import {
  addedRangeSumsSql,
  rangePartColumns,
  rangePartsOf,
  rangeSumsSql,
  slicedRangeParts,
} from '../../lib/range-sums-sql.ts';

interface RollupSpec {
  table: string;
  /** Rollup key columns, and the expressions over the day slice that fill them. */
  keys: Record<string, string>;
  from?: string;
  where?: string;
  /** Dense rows with running totals (for sums over any range); otherwise only days with sales. */
  running: boolean;
}

const EVERY_CATEGORY_LEVEL =
  'cross join lateral unnest(array[s.category_l1_id, s.category_l2_id, s.category_l3_id]) as c(category_id)';

const ROLLUPS: RollupSpec[] = [
  { table: 'store_daily', keys: { store_id: 's.store_id' }, running: false },
  { table: 'marketplace_daily', keys: { marketplace_id: 's.marketplace_id' }, running: true },
  {
    table: 'brand_daily',
    keys: { brand_id: 's.brand_id', marketplace_id: 's.marketplace_id' },
    where: 's.brand_id is not null',
    running: true,
  },
  {
    table: 'category_daily',
    keys: { category_id: 'c.category_id' },
    from: EVERY_CATEGORY_LEVEL,
    where: 'c.category_id is not null',
    running: true,
  },
  {
    table: 'brand_category_daily',
    keys: { category_id: 'c.category_id', brand_id: 's.brand_id' },
    from: EVERY_CATEGORY_LEVEL,
    where: 'c.category_id is not null and s.brand_id is not null',
    running: true,
  },
];

const SUMS = [
  'units',
  'revenue',
  'revenue_estimated',
  'revenue_high_confidence',
  'revenue_medium_confidence',
  'products_sold',
  'revenue_range',
];

/**
 * One statement that rebuilds a rollup for every day from $1 to $2 out of the slice: sums per
 * group and day; for running rollups, a dense calendar per group (from its first day with a
 * figure, or from $1 when it already existed the day before) with running totals carried on
 * from the day before $1.
 */
function rebuildSql(spec: RollupSpec): string {
  const keys = Object.keys(spec.keys);
  const on = (a: string, b: string) => keys.map((k) => `${a}.${k} = ${b}.${k}`).join(' and ');
  const sums = `select ${Object.entries(spec.keys)
    .map(([name, expr]) => `${expr} as ${name}`)
    .join(', ')}, s.day,
      sum(s.units) as units, sum(s.revenue) as revenue,
      coalesce(sum(s.revenue) filter (where s.provenance = 2), 0) as revenue_estimated,
      coalesce(sum(s.revenue) filter (where s.confidence = 1), 0) as revenue_high_confidence,
      coalesce(sum(s.revenue) filter (where s.confidence = 2), 0) as revenue_medium_confidence,
      count(*) filter (where s.units > 0) as products_sold,
      ${rangeSumsSql(slicedRangeParts('s'))} as revenue_range
    from rollup_slice s ${spec.from ?? ''} ${spec.where ? `where ${spec.where}` : ''}
    group by ${keys.map((_, i) => i + 1).join(', ')}, s.day`;
  if (!spec.running) {
    return `insert into ${spec.table} (${keys.join(', ')}, day, ${SUMS.join(', ')}) select ${keys.join(', ')}, day, ${SUMS.join(', ')} from (${sums}) x`;
  }
  return `insert into ${spec.table} (${keys.join(', ')}, day, ${SUMS.join(', ')}, cum_units, cum_revenue)
    with sums as (${sums}),
    carried as (select ${keys.join(', ')}, cum_units, cum_revenue from ${spec.table} where day = $1::date - 1),
    groups as (
      select ${keys.join(', ')}, min(first_day) as first_day from (
        select ${keys.join(', ')}, min(day) as first_day from sums group by ${keys.join(', ')}
        union all select ${keys.join(', ')}, $1::date from carried
      ) spans group by ${keys.join(', ')}
    ),
    calendar as (
      select ${keys.map((k) => `g.${k}`).join(', ')}, d::date as day
      from groups g cross join generate_series(g.first_day, $2::date, interval '1 day') as d
    )
    select ${keys.map((k) => `c.${k}`).join(', ')}, c.day, ${SUMS.map((c) => `coalesce(x.${c}, ${c === 'revenue_range' ? "'{0,0,0,0,0,0,0,0}'" : '0'})`).join(', ')},
      coalesce(p.cum_units, 0) + sum(coalesce(x.units, 0)) over running,
      coalesce(p.cum_revenue, 0) + sum(coalesce(x.revenue, 0)) over running
    from calendar c
    left join sums x on ${on('x', 'c')} and x.day = c.day
    left join carried p on ${on('p', 'c')}
    window running as (partition by ${keys.map((k) => `c.${k}`).join(', ')} order by c.day)`;
}

const REBUILD = ROLLUPS.map((spec) => ({ table: spec.table, running: spec.running, sql: rebuildSql(spec) }));

/** The figures from $1 on, joined to their product's groups, read once for every rollup. */
const SLICE_SQL = `create temp table rollup_slice as
  select d.day, d.store_id, p.marketplace_id, p.brand_id, p.category_l1_id, p.category_l2_id, p.category_l3_id, d.units, d.revenue, d.provenance, d.confidence,
    ${rangePartColumns('d')}
  from product_daily d join products p on p.id = d.product_id
  where d.day >= $1::date and d.units is not null`;

/** The Monday of $1's week: a changed day changes its whole week. */
const WEEK_OF_FIRST_DAY = "date_trunc('week', $1::date)::date";

/** Each product's weeks from the first changed day's week on, read from the facts of those weeks only. */
const PRODUCT_WEEKLY_SQL = `insert into product_weekly (product_id, week, store_id, units, revenue, revenue_high_confidence,
    revenue_medium_confidence, days, stock_out_days, revenue_range)
  select d.product_id, date_trunc('week', d.day)::date, min(d.store_id), sum(d.units), coalesce(sum(d.revenue), 0),
    coalesce(sum(d.revenue) filter (where d.confidence = 1), 0), coalesce(sum(d.revenue) filter (where d.confidence = 2), 0),
    count(*), count(*) filter (where d.stock = 0), ${rangeSumsSql(rangePartsOf('d'))}
  from product_daily d
  where d.day >= ${WEEK_OF_FIRST_DAY} and d.units is not null
  group by 1, 2`;

/**
 * Rebuilds every rollup for the days from `firstDay` to `lastDay` from the facts (so running it
 * twice changes nothing), carrying running totals on from the day before; and the products' weeks
 * those days fall in.
 */
export async function refreshRollups(sql: SqlRunner, firstDay: Day, lastDay: Day): Promise<void> {
  await sql.query('drop table if exists rollup_slice');
  await sql.query(SLICE_SQL, [firstDay]);
  for (const rollup of REBUILD) {
    await sql.query(`delete from ${rollup.table} where day >= $1::date`, [firstDay]);
    await sql.query(rollup.sql, rollup.running ? [firstDay, lastDay] : []);
  }
  await sql.query('drop table if exists rollup_slice');
  await sql.query(`delete from product_weekly where week >= ${WEEK_OF_FIRST_DAY}`, [firstDay]);
  await sql.query(PRODUCT_WEEKLY_SQL, [firstDay]);
}

/** Store totals from the product stats just built: one grouped pass, no facts read again. */
const STORE_STATS_SQL = `insert into store_stats (store_id, marketplace_id, name, as_of, products, units_7, revenue_7, units_30, revenue_30,
    revenue_high_confidence_30, revenue_medium_confidence_30, revenue_range_30)
  select s.id, s.marketplace_id, s.name, max(ps.as_of), count(*), sum(ps.units_7), sum(ps.revenue_7), sum(ps.units_30), sum(ps.revenue_30),
    sum(ps.revenue_high_confidence_30), sum(ps.revenue_medium_confidence_30), ${addedRangeSumsSql('ps.revenue_range_30')}
  from product_stats ps join stores s on s.id = ps.store_id
  group by s.id`;

/**
 * Every variant as seen on its product's latest day, with its sales in the 30 days to $1: one
 * grouped pass over those days, so an export never sums them per variant.
 */
const VARIANT_STATS_SQL = `insert into variant_stats (product_id, variant_id, name, price, stock, units_30, revenue_30)
  select v.product_id, v.id, v.name, vd.price, vd.stock, s.units, s.revenue
  from variants v
  join product_latest l on l.product_id = v.product_id
  join variant_daily vd on vd.variant_id = v.id and vd.day = l.day
  left join (select variant_id, sum(units)::int as units, sum(revenue)::bigint as revenue from variant_daily
              where day > $1::date - 30 and day <= $1::date group by variant_id) s on s.variant_id = v.id`;

/**
 * Every product's export row as research.repo's `ProductExportFields` array, and its variants, from
 * the product and variant stats just built: one pass with hash joins, where an export would look
 * each row up five times and gather each product's variants.
 */
const EXPORT_FIELDS_SQL = `insert into product_export_fields (product_id, fields, variants)
  select ps.product_id, json_build_array(ps.product_id, ps.name, ps.price, l.original_price, b.name, s.name, ps.rating, l.review_count, l.comment_count,
           l.wishlist_count, l.stock, ps.units_30, ps.revenue_30, l.sold_total, l.revenue_total, p.listed_at::text, p.location, p.slug, p.url,
           ps.revenue_range_30)::text,
         coalesce(v.variants, '[]')
  from product_stats ps
  join products p on p.id = ps.product_id
  join stores s on s.id = ps.store_id
  left join brands b on b.id = ps.brand_id
  left join product_latest l on l.product_id = ps.product_id
  left join (select product_id, json_agg(json_build_array(name, price, stock, units_30, revenue_30) order by price, name)::text as variants
               from variant_stats group by product_id) v on v.product_id = ps.product_id`;

export async function refreshExportFields(sql: SqlRunner): Promise<void> {
  await sql.query('delete from product_export_fields');
  await sql.query(EXPORT_FIELDS_SQL);
}

export async function refreshVariantStats(sql: SqlRunner, asOf: Day): Promise<void> {
  await sql.query('delete from variant_stats');
  await sql.query(VARIANT_STATS_SQL, [asOf]);
}

/** Recomputes every product's 7/30/90-day totals as of `asOf` (the last ingested day), then the stores', the export rows and the variants'. */
export async function refreshProductStats(sql: SqlRunner, asOf: Day): Promise<void> {
  await sql.query('delete from product_stats');
  await sql.query(
    `insert into product_stats (product_id, marketplace_id, store_id, brand_id, category_l1_id, category_l2_id, category_l3_id, name,
        price, rating, review_count, stock, official, location, as_of, units_7, revenue_7, units_30, revenue_30, units_90, revenue_90,
        measured_days_30, measured_days_7, revenue_high_confidence_30, revenue_medium_confidence_30, revenue_range_30, sold_total)
     select p.id, p.marketplace_id, p.store_id, p.brand_id, p.category_l1_id, p.category_l2_id, p.category_l3_id, p.name,
        l.price, l.rating, l.review_count, l.stock, st.official, p.location, $1::date,
        coalesce(sum(d.units) filter (where d.day > $1::date - 7), 0), coalesce(sum(d.revenue) filter (where d.day > $1::date - 7), 0),
        coalesce(sum(d.units) filter (where d.day > $1::date - 30), 0), coalesce(sum(d.revenue) filter (where d.day > $1::date - 30), 0),
        coalesce(sum(d.units), 0), coalesce(sum(d.revenue), 0),
        count(*) filter (where d.day > $1::date - 30 and d.provenance = 1),
        count(*) filter (where d.day > $1::date - 7 and d.provenance = 1),
        coalesce(sum(d.revenue) filter (where d.day > $1::date - 30 and d.confidence = 1), 0),
        coalesce(sum(d.revenue) filter (where d.day > $1::date - 30 and d.confidence = 2), 0),
        ${rangeSumsSql(rangePartsOf('d'), 'filter (where d.day > $1::date - 30)')}, l.sold_total
     from products p
     join stores st on st.id = p.store_id
     join product_latest l on l.product_id = p.id
     left join product_daily d on d.product_id = p.id and d.day > $1::date - 90 and d.day <= $1::date
     group by p.id, st.official, l.product_id`,
    [asOf],
  );
  await sql.query('delete from store_stats');
  await sql.query(STORE_STATS_SQL);
  await refreshVariantStats(sql, asOf);
  await refreshExportFields(sql);
}
