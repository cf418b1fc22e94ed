CREATE TABLE "enterprise_market_last_sold" (
	"market_id" integer NOT NULL,
	"day" date NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"last_sold" date NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "enterprise_market_last_sold_market_id_day_marketplace_id_last_sold_pk" PRIMARY KEY("market_id","day","marketplace_id","last_sold")
);
--> statement-breakpoint
ALTER TABLE "enterprise_market_running" ADD COLUMN "last_sold" date;--> statement-breakpoint
ALTER TABLE "enterprise_market_running" ADD COLUMN "price_high" double precision;--> statement-breakpoint
ALTER TABLE "enterprise_market_running" ADD COLUMN "price_low" double precision;--> statement-breakpoint
CREATE INDEX "enterprise_market_running_product_revenue_idx" ON "enterprise_market_running" USING btree ("market_id","day","revenue" DESC NULLS LAST,"key") WHERE kind = 4;--> statement-breakpoint
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
--> statement-breakpoint
insert into enterprise_market_last_sold (market_id, day, marketplace_id, last_sold, products)
select market_id, day, marketplace_id, last_sold, count(*)::int from enterprise_market_running where kind = 4 and last_sold is not null group by 1, 2, 3, 4;
