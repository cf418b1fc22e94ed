CREATE TABLE "variant_stats" (
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"units_30" integer,
	"revenue_30" bigint,
	CONSTRAINT "variant_stats_product_id_variant_id_pk" PRIMARY KEY("product_id","variant_id")
);
--> statement-breakpoint
-- Filled once here for a database with figures already; the rollup job rebuilds it with product_stats from then on.
INSERT INTO "variant_stats" ("product_id", "variant_id", "name", "price", "stock", "units_30", "revenue_30")
SELECT v.product_id, v.id, v.name, vd.price, vd.stock, s.units, s.revenue
FROM variants v
JOIN product_latest l ON l.product_id = v.product_id
JOIN variant_daily vd ON vd.variant_id = v.id AND vd.day = l.day
LEFT JOIN (SELECT variant_id, sum(units)::int AS units, sum(revenue)::bigint AS revenue FROM variant_daily
            WHERE day > (SELECT max(day) FROM marketplace_daily) - 30 AND day <= (SELECT max(day) FROM marketplace_daily) GROUP BY variant_id) s ON s.variant_id = v.id;
