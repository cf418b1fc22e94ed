ALTER TABLE "enterprise_market_running" ADD COLUMN "last_sold" date;--> statement-breakpoint
ALTER TABLE "enterprise_market_running" ADD COLUMN "price_high" double precision;--> statement-breakpoint
ALTER TABLE "enterprise_market_running" ADD COLUMN "price_low" double precision;--> statement-breakpoint
-- Running rows saved before: a group's day is what its running totals grew by since the day before.
update enterprise_market_running r set last_sold = s.last_sold, price_high = s.price_high, price_low = s.price_low
  from (select kind, day, market_id, set, key,
               max(case when revenue > 0 then day end) over w as last_sold,
               max(case when units > 0 then revenue::float8 / units end) over w as price_high,
               min(case when units > 0 then revenue::float8 / units end) over w as price_low
          from (select kind, day, market_id, set, key, revenue - coalesce(lag(revenue) over g, 0) as revenue, units - coalesce(lag(units) over g, 0) as units
                  from enterprise_market_running window g as (partition by kind, market_id, set, key order by day)) t
        window w as (partition by kind, market_id, set, key order by day)) s
 where r.kind = s.kind and r.day = s.day and r.market_id = s.market_id and r.set = s.set and r.key = s.key;
