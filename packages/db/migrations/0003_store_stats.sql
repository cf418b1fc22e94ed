CREATE TABLE "store_stats" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"name" text NOT NULL,
	"name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name)) STORED,
	"as_of" date NOT NULL,
	"products" integer NOT NULL,
	"units_7" integer NOT NULL,
	"revenue_7" bigint NOT NULL,
	"units_30" integer NOT NULL,
	"revenue_30" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "store_stats_marketplace_revenue_idx" ON "store_stats" USING btree ("marketplace_id","revenue_30" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "store_stats_name_search_idx" ON "store_stats" USING gin ("name_search");--> statement-breakpoint
-- Fill store_stats for markets ingested before it existed (later ingests rebuild it).
INSERT INTO "store_stats" ("store_id", "marketplace_id", "name", "as_of", "products", "units_7", "revenue_7", "units_30", "revenue_30")
  SELECT s.id, s.marketplace_id, s.name, max(ps.as_of), count(*), sum(ps.units_7), sum(ps.revenue_7), sum(ps.units_30), sum(ps.revenue_30)
  FROM "product_stats" ps JOIN "stores" s ON s.id = ps.store_id
  GROUP BY s.id;
