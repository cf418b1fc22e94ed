CREATE TABLE "enterprise_market_running" (
	"market_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"day" date NOT NULL,
	"set" smallint NOT NULL,
	"key" integer NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"level" smallint NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	"days_observed" integer NOT NULL,
	"first_sold" date,
	CONSTRAINT "enterprise_market_running_kind_day_market_id_set_key_pk" PRIMARY KEY("kind","day","market_id","set","key")
);
--> statement-breakpoint
ALTER TABLE "enterprise_market_brand_daily" DROP CONSTRAINT "enterprise_market_brand_daily_market_id_day_brand_id_marketplace_id_pk";--> statement-breakpoint
ALTER TABLE "enterprise_market_category_daily" DROP CONSTRAINT "enterprise_market_category_daily_market_id_day_category_id_pk";--> statement-breakpoint
ALTER TABLE "enterprise_market_store_daily" DROP CONSTRAINT "enterprise_market_store_daily_market_id_day_store_id_pk";--> statement-breakpoint
ALTER TABLE "enterprise_market_brand_daily" ADD CONSTRAINT "enterprise_market_brand_daily_market_id_brand_id_day_marketplace_id_pk" PRIMARY KEY("market_id","brand_id","day","marketplace_id");--> statement-breakpoint
ALTER TABLE "enterprise_market_category_daily" ADD CONSTRAINT "enterprise_market_category_daily_market_id_category_id_day_pk" PRIMARY KEY("market_id","category_id","day");--> statement-breakpoint
ALTER TABLE "enterprise_market_store_daily" ADD CONSTRAINT "enterprise_market_store_daily_market_id_store_id_day_pk" PRIMARY KEY("market_id","store_id","day");--> statement-breakpoint
-- Markets saved before the running totals get them once, as a save would (membership.repo at this migration).
--> statement-breakpoint
create temp table enterprise_slice as
  select mp.market_id, d.day, d.product_id, d.store_id, p.marketplace_id, coalesce(p.brand_id, 0) as brand_id,
         p.category_l1_id, p.category_l2_id, p.category_l3_id, d.units, d.revenue, d.provenance, width_bucket(case when d.units > 0 then d.revenue::float8 / d.units else d.price end, array[50000, 100000, 250000, 500000, 1000000, 2500000]::float8[]) + 1 as band
    from enterprise_market_products mp
    join products p on p.id = mp.product_id
    join product_daily d on d.product_id = mp.product_id and d.day >= '0001-01-01'::date
   where d.units is not null and (NULL::int[] is null or mp.market_id = any(NULL::int[]));
--> statement-breakpoint
SET LOCAL enable_mergejoin = off;
--> statement-breakpoint
with days as materialized (select d.market_id, d.store_id as key, (1 << d.marketplace_id)::smallint as set, d.marketplace_id, 0 as level, d.day, sum(d.units)::bigint as units, sum(d.revenue)::bigint as revenue, coalesce(sum(d.revenue) filter (where d.provenance = 2), 0)::bigint as revenue_estimated,
  (count(*) filter (where d.units > 0))::int as products_sold
            from enterprise_slice d group by d.market_id, d.store_id, d.marketplace_id, d.day),
  base as (select * from enterprise_market_running where kind = 1 and day = '0001-01-01'::date - 1 and (NULL::int[] is null or market_id = any(NULL::int[]))),
  groups as (
    select market_id, key, set, max(marketplace_id) as marketplace_id, max(level) as level, min(first) as first
      from (select market_id, key, set, marketplace_id, level, min(day) as first from days group by 1, 2, 3, 4, 5
            union all select market_id, key, set, marketplace_id, level, '0001-01-01'::date from base) g
     group by 1, 2, 3),
  last as (select greatest((select max(day) from enterprise_slice), (select max(day) from marketplace_daily), '0001-01-01'::date - 1) as day),
  calendar as (select at::date as day from generate_series((select min(first) from groups), (select day from last), interval '1 day') as s(at))
  insert into enterprise_market_running (market_id, kind, day, set, key, marketplace_id, level, units, revenue, revenue_estimated, products_sold, days_observed, first_sold)
  select g.market_id, 1, c.day, g.set, g.key, g.marketplace_id, g.level,
         coalesce(b.units, 0) + sum(coalesce(d.units, 0)) over w,
         coalesce(b.revenue, 0) + sum(coalesce(d.revenue, 0)) over w,
         coalesce(b.revenue_estimated, 0) + sum(coalesce(d.revenue_estimated, 0)) over w,
         coalesce(b.products_sold, 0) + sum(coalesce(d.products_sold, 0)) over w,
         coalesce(b.days_observed, 0) + count(d.day) over w,
         coalesce(b.first_sold, min(d.day) filter (where d.units > 0) over w)
    from groups g
    join calendar c on c.day >= g.first
    left join days d on d.market_id = g.market_id and d.key = g.key and d.set = g.set and d.day = c.day
    left join base b on b.market_id = g.market_id and b.key = g.key and b.set = g.set
  window w as (partition by g.market_id, g.key, g.set order by c.day)
  -- Written day by day, as analysis reads them: a day's rows share pages.
  order by c.day, g.market_id, g.set, g.key;
--> statement-breakpoint
with days as materialized (select b.market_id, b.key, s.set::smallint as set, max(case when s.set = 1 << b.marketplace_id then b.marketplace_id else 0 end) as marketplace_id, 0 as level, b.day,
                 sum(b.units) as units, sum(b.revenue) as revenue, sum(b.revenue_estimated) as revenue_estimated, sum(b.products_sold) as products_sold
            from (select d.market_id, d.brand_id as key, d.marketplace_id, d.day, sum(d.units)::bigint as units, sum(d.revenue)::bigint as revenue, coalesce(sum(d.revenue) filter (where d.provenance = 2), 0)::bigint as revenue_estimated,
  (count(*) filter (where d.units > 0))::int as products_sold from enterprise_slice d group by 1, 2, 3, 4) b
            join enterprise_markets m on m.id = b.market_id
           cross join lateral (select sum(1 << id)::int as every from unnest(m.marketplace_ids) id) a
           cross join lateral generate_series(1, a.every) s(set)
           where s.set & a.every = s.set and s.set & (1 << b.marketplace_id) <> 0
           group by b.market_id, b.key, s.set, b.day),
  base as (select * from enterprise_market_running where kind = 2 and day = '0001-01-01'::date - 1 and (NULL::int[] is null or market_id = any(NULL::int[]))),
  groups as (
    select market_id, key, set, max(marketplace_id) as marketplace_id, max(level) as level, min(first) as first
      from (select market_id, key, set, marketplace_id, level, min(day) as first from days group by 1, 2, 3, 4, 5
            union all select market_id, key, set, marketplace_id, level, '0001-01-01'::date from base) g
     group by 1, 2, 3),
  last as (select greatest((select max(day) from enterprise_slice), (select max(day) from marketplace_daily), '0001-01-01'::date - 1) as day),
  calendar as (select at::date as day from generate_series((select min(first) from groups), (select day from last), interval '1 day') as s(at))
  insert into enterprise_market_running (market_id, kind, day, set, key, marketplace_id, level, units, revenue, revenue_estimated, products_sold, days_observed, first_sold)
  select g.market_id, 2, c.day, g.set, g.key, g.marketplace_id, g.level,
         coalesce(b.units, 0) + sum(coalesce(d.units, 0)) over w,
         coalesce(b.revenue, 0) + sum(coalesce(d.revenue, 0)) over w,
         coalesce(b.revenue_estimated, 0) + sum(coalesce(d.revenue_estimated, 0)) over w,
         coalesce(b.products_sold, 0) + sum(coalesce(d.products_sold, 0)) over w,
         coalesce(b.days_observed, 0) + count(d.day) over w,
         coalesce(b.first_sold, min(d.day) filter (where d.units > 0) over w)
    from groups g
    join calendar c on c.day >= g.first
    left join days d on d.market_id = g.market_id and d.key = g.key and d.set = g.set and d.day = c.day
    left join base b on b.market_id = g.market_id and b.key = g.key and b.set = g.set
  window w as (partition by g.market_id, g.key, g.set order by c.day)
  -- Written day by day, as analysis reads them: a day's rows share pages.
  order by c.day, g.market_id, g.set, g.key;
--> statement-breakpoint
with days as materialized (select d.market_id, c.category_id as key, (1 << min(d.marketplace_id))::smallint as set, min(d.marketplace_id) as marketplace_id, c.level, d.day, sum(d.units)::bigint as units, sum(d.revenue)::bigint as revenue, coalesce(sum(d.revenue) filter (where d.provenance = 2), 0)::bigint as revenue_estimated,
  (count(*) filter (where d.units > 0))::int as products_sold
               from enterprise_slice d cross join lateral (values (d.category_l1_id, 1), (d.category_l2_id, 2), (d.category_l3_id, 3)) as c(category_id, level)
              where c.category_id is not null group by d.market_id, c.category_id, c.level, d.day),
  base as (select * from enterprise_market_running where kind = 3 and day = '0001-01-01'::date - 1 and (NULL::int[] is null or market_id = any(NULL::int[]))),
  groups as (
    select market_id, key, set, max(marketplace_id) as marketplace_id, max(level) as level, min(first) as first
      from (select market_id, key, set, marketplace_id, level, min(day) as first from days group by 1, 2, 3, 4, 5
            union all select market_id, key, set, marketplace_id, level, '0001-01-01'::date from base) g
     group by 1, 2, 3),
  last as (select greatest((select max(day) from enterprise_slice), (select max(day) from marketplace_daily), '0001-01-01'::date - 1) as day),
  calendar as (select at::date as day from generate_series((select min(first) from groups), (select day from last), interval '1 day') as s(at))
  insert into enterprise_market_running (market_id, kind, day, set, key, marketplace_id, level, units, revenue, revenue_estimated, products_sold, days_observed, first_sold)
  select g.market_id, 3, c.day, g.set, g.key, g.marketplace_id, g.level,
         coalesce(b.units, 0) + sum(coalesce(d.units, 0)) over w,
         coalesce(b.revenue, 0) + sum(coalesce(d.revenue, 0)) over w,
         coalesce(b.revenue_estimated, 0) + sum(coalesce(d.revenue_estimated, 0)) over w,
         coalesce(b.products_sold, 0) + sum(coalesce(d.products_sold, 0)) over w,
         coalesce(b.days_observed, 0) + count(d.day) over w,
         coalesce(b.first_sold, min(d.day) filter (where d.units > 0) over w)
    from groups g
    join calendar c on c.day >= g.first
    left join days d on d.market_id = g.market_id and d.key = g.key and d.set = g.set and d.day = c.day
    left join base b on b.market_id = g.market_id and b.key = g.key and b.set = g.set
  window w as (partition by g.market_id, g.key, g.set order by c.day)
  -- Written day by day, as analysis reads them: a day's rows share pages.
  order by c.day, g.market_id, g.set, g.key;
--> statement-breakpoint
with days as materialized (select d.market_id, d.product_id as key, (1 << d.marketplace_id)::smallint as set, d.marketplace_id, 0 as level, d.day, sum(d.units)::bigint as units, sum(d.revenue)::bigint as revenue, coalesce(sum(d.revenue) filter (where d.provenance = 2), 0)::bigint as revenue_estimated,
  (count(*) filter (where d.units > 0))::int as products_sold
              from enterprise_slice d group by d.market_id, d.product_id, d.marketplace_id, d.day),
  base as (select * from enterprise_market_running where kind = 4 and day = '0001-01-01'::date - 1 and (NULL::int[] is null or market_id = any(NULL::int[]))),
  groups as (
    select market_id, key, set, max(marketplace_id) as marketplace_id, max(level) as level, min(first) as first
      from (select market_id, key, set, marketplace_id, level, min(day) as first from days group by 1, 2, 3, 4, 5
            union all select market_id, key, set, marketplace_id, level, '0001-01-01'::date from base) g
     group by 1, 2, 3),
  last as (select greatest((select max(day) from enterprise_slice), (select max(day) from marketplace_daily), '0001-01-01'::date - 1) as day),
  calendar as (select at::date as day from generate_series((select min(first) from groups), (select day from last), interval '1 day') as s(at))
  insert into enterprise_market_running (market_id, kind, day, set, key, marketplace_id, level, units, revenue, revenue_estimated, products_sold, days_observed, first_sold)
  select g.market_id, 4, c.day, g.set, g.key, g.marketplace_id, g.level,
         coalesce(b.units, 0) + sum(coalesce(d.units, 0)) over w,
         coalesce(b.revenue, 0) + sum(coalesce(d.revenue, 0)) over w,
         coalesce(b.revenue_estimated, 0) + sum(coalesce(d.revenue_estimated, 0)) over w,
         coalesce(b.products_sold, 0) + sum(coalesce(d.products_sold, 0)) over w,
         coalesce(b.days_observed, 0) + count(d.day) over w,
         coalesce(b.first_sold, min(d.day) filter (where d.units > 0) over w)
    from groups g
    join calendar c on c.day >= g.first
    left join days d on d.market_id = g.market_id and d.key = g.key and d.set = g.set and d.day = c.day
    left join base b on b.market_id = g.market_id and b.key = g.key and b.set = g.set
  window w as (partition by g.market_id, g.key, g.set order by c.day)
  -- Written day by day, as analysis reads them: a day's rows share pages.
  order by c.day, g.market_id, g.set, g.key;
--> statement-breakpoint
SET LOCAL enable_mergejoin = on;
--> statement-breakpoint
DROP TABLE enterprise_slice;
