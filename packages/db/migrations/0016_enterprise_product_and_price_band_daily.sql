CREATE TABLE "enterprise_market_price_band_daily" (
	"market_id" integer NOT NULL,
	"day" date NOT NULL,
	"band" smallint NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	CONSTRAINT "enterprise_market_price_band_daily_market_id_day_band_marketplace_id_pk" PRIMARY KEY("market_id","day","band","marketplace_id")
);
--> statement-breakpoint
CREATE TABLE "enterprise_market_product_daily" (
	"market_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	CONSTRAINT "enterprise_market_product_daily_market_id_brand_id_day_product_id_pk" PRIMARY KEY("market_id","brand_id","day","product_id")
);
--> statement-breakpoint
-- Markets saved before these tables get their history once, as a save would (bands as contracts' PRICE_BAND_FLOORS at this migration).
INSERT INTO "enterprise_market_product_daily" ("market_id", "brand_id", "day", "product_id", "marketplace_id", "units", "revenue", "revenue_estimated", "products_sold")
SELECT mp.market_id, coalesce(p.brand_id, 0), d.day, d.product_id, p.marketplace_id, d.units, d.revenue, CASE WHEN d.provenance = 2 THEN d.revenue ELSE 0 END, 1
  FROM enterprise_market_products mp JOIN products p ON p.id = mp.product_id JOIN product_daily d ON d.product_id = mp.product_id
 WHERE d.units > 0;
--> statement-breakpoint
INSERT INTO "enterprise_market_price_band_daily" ("market_id", "day", "band", "marketplace_id", "units", "revenue", "revenue_estimated", "products_sold")
SELECT mp.market_id, d.day,
       width_bucket(CASE WHEN d.units > 0 THEN d.revenue::float8 / d.units ELSE d.price END, array[50000, 100000, 250000, 500000, 1000000, 2500000]::float8[]) + 1,
       p.marketplace_id, sum(d.units), sum(d.revenue), coalesce(sum(d.revenue) FILTER (WHERE d.provenance = 2), 0), count(*) FILTER (WHERE d.units > 0)
  FROM enterprise_market_products mp JOIN products p ON p.id = mp.product_id JOIN product_daily d ON d.product_id = mp.product_id
 WHERE d.units IS NOT NULL
 GROUP BY 1, 2, 3, 4;
