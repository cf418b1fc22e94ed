import type { SqlRunner } from '@pasarlens/db';
import { addDays, type Day } from '@pasarlens/market';

interface RollupSpec {
  table: string;
  /** Rollup key columns, and the expressions over the day slice that fill them. */
  keys: Record<string, string>;
  from?: string;
  where?: string;
  /** Dense rows with running totals (for sums over any range); otherwise only days with sales. */
  running: boolean;
}

const EVERY_CATEGORY_LEVEL = 'cross join lateral unnest(array[s.category_l1_id, s.category_l2_id, s.category_l3_id]) as c(category_id)';

const ROLLUPS: RollupSpec[] = [
  { table: 'store_daily', keys: { store_id: 's.store_id' }, running: false },
  { table: 'marketplace_daily', keys: { marketplace_id: 's.marketplace_id' }, running: true },
  { table: 'brand_daily', keys: { brand_id: 's.brand_id', marketplace_id: 's.marketplace_id' }, where: 's.brand_id is not null', running: true },
  { table: 'category_daily', keys: { category_id: 'c.category_id' }, from: EVERY_CATEGORY_LEVEL, where: 'c.category_id is not null', running: true },
  {
    table: 'brand_category_daily',
    keys: { category_id: 'c.category_id', brand_id: 's.brand_id' },
    from: EVERY_CATEGORY_LEVEL,
    where: 'c.category_id is not null and s.brand_id is not null',
    running: true,
  },
];

const SUMS = ['units', 'revenue', 'revenue_estimated', 'products_sold'];

function rebuildDaySql(spec: RollupSpec): string {
  const keys = Object.keys(spec.keys);
  const today = `select ${Object.entries(spec.keys).map(([name, expr]) => `${expr} as ${name}`).join(', ')},
      sum(s.units) as units, sum(s.revenue) as revenue,
      coalesce(sum(s.revenue) filter (where s.provenance = 2), 0) as revenue_estimated,
      count(*) filter (where s.units > 0) as products_sold
    from rollup_slice s ${spec.from ?? ''} ${spec.where ? `where ${spec.where}` : ''}
    group by ${keys.map((_, i) => i + 1).join(', ')}`;
  if (!spec.running) {
    return `insert into ${spec.table} (${keys.join(', ')}, day, ${SUMS.join(', ')})
      select ${keys.join(', ')}, $1::date, ${SUMS.join(', ')} from (${today}) t`;
  }
  const key = (name: string) => `coalesce(t.${name}, y.${name})`;
  return `insert into ${spec.table} (${keys.join(', ')}, day, ${SUMS.join(', ')}, cum_units, cum_revenue)
    select ${keys.map(key).join(', ')}, $1::date, ${SUMS.map((c) => `coalesce(t.${c}, 0)`).join(', ')},
      coalesce(y.cum_units, 0) + coalesce(t.units, 0), coalesce(y.cum_revenue, 0) + coalesce(t.revenue, 0)
    from (${today}) t
    full join (select * from ${spec.table} where day = $1::date - 1) y on ${keys.map((k) => `t.${k} = y.${k}`).join(' and ')}`;
}

const REBUILD = ROLLUPS.map((spec) => ({ table: spec.table, sql: rebuildDaySql(spec) }));

/** The day's product figures joined to their product's groups, read once for every rollup. */
const SLICE_SQL = `create temp table rollup_slice as
  select d.store_id, p.marketplace_id, p.brand_id, p.category_l1_id, p.category_l2_id, p.category_l3_id, d.units, d.revenue, d.provenance
  from product_daily d join products p on p.id = d.product_id
  where d.day = $1::date and d.units is not null`;

/**
 * Rebuilds every rollup for the days from `firstDay` to the last day with facts: a day's sums
 * are recomputed from the facts (so running it twice changes nothing), and running totals are
 * carried forward from the day before, in day order.
 */
export async function refreshRollups(sql: SqlRunner, firstDay: Day): Promise<{ days: number }> {
  const [last] = await sql.query<{ day: string | null }>('select max(day)::text as day from product_daily');
  if (!last?.day || last.day < firstDay) return { days: 0 };
  let days = 0;
  for (let day = firstDay; day <= last.day; day = addDays(day, 1), days++) {
    await sql.query('drop table if exists rollup_slice');
    await sql.query(SLICE_SQL, [day]);
    for (const rollup of REBUILD) {
      await sql.query(`delete from ${rollup.table} where day = $1::date`, [day]);
      await sql.query(rollup.sql, [day]);
    }
  }
  await sql.query('drop table if exists rollup_slice');
  return { days };
}

/** Recomputes every product's 7/30/90-day totals as of `asOf` (the last ingested day). */
export async function refreshProductStats(sql: SqlRunner, asOf: Day): Promise<void> {
  await sql.query('delete from product_stats');
  await sql.query(
    `insert into product_stats (product_id, marketplace_id, store_id, brand_id, category_l1_id, category_l2_id, category_l3_id, name,
        price, rating, review_count, stock, official, location, as_of, units_7, revenue_7, units_30, revenue_30, units_90, revenue_90,
        measured_days_30, sold_total)
     select p.id, p.marketplace_id, p.store_id, p.brand_id, p.category_l1_id, p.category_l2_id, p.category_l3_id, p.name,
        l.price, l.rating, l.review_count, l.stock, st.official, p.location, $1::date,
        coalesce(sum(d.units) filter (where d.day > $1::date - 7), 0), coalesce(sum(d.revenue) filter (where d.day > $1::date - 7), 0),
        coalesce(sum(d.units) filter (where d.day > $1::date - 30), 0), coalesce(sum(d.revenue) filter (where d.day > $1::date - 30), 0),
        coalesce(sum(d.units), 0), coalesce(sum(d.revenue), 0),
        count(*) filter (where d.day > $1::date - 30 and d.provenance = 1), l.sold_total
     from products p
     join stores st on st.id = p.store_id
     join product_latest l on l.product_id = p.id
     left join product_daily d on d.product_id = p.id and d.day > $1::date - 90 and d.day <= $1::date
     group by p.id, st.official, l.product_id`,
    [asOf],
  );
}
