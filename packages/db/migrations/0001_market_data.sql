CREATE TABLE "ad_observations" (
	"keyword_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"bid_price" bigint NOT NULL,
	"recommended_bid_price" bigint NOT NULL,
	"click_through_rate" real NOT NULL,
	"conversion_rate" real NOT NULL,
	"match_type" text NOT NULL,
	CONSTRAINT "ad_observations_keyword_id_day_product_id_pk" PRIMARY KEY("keyword_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"seller_commission_rate" real NOT NULL,
	"marketplace_commission_rate" real NOT NULL,
	"video_commission_rate" real,
	"live_commission_rate" real,
	CONSTRAINT "affiliate_commissions_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "brand_category_daily" (
	"category_id" integer NOT NULL,
	"day" date NOT NULL,
	"brand_id" integer NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	"cum_units" bigint NOT NULL,
	"cum_revenue" bigint NOT NULL,
	CONSTRAINT "brand_category_daily_category_id_day_brand_id_pk" PRIMARY KEY("category_id","day","brand_id")
);
--> statement-breakpoint
CREATE TABLE "brand_daily" (
	"brand_id" integer NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"day" date NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	"cum_units" bigint NOT NULL,
	"cum_revenue" bigint NOT NULL,
	CONSTRAINT "brand_daily_brand_id_marketplace_id_day_pk" PRIMARY KEY("brand_id","marketplace_id","day")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "category_daily" (
	"category_id" integer NOT NULL,
	"day" date NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	"cum_units" bigint NOT NULL,
	"cum_revenue" bigint NOT NULL,
	CONSTRAINT "category_daily_category_id_day_pk" PRIMARY KEY("category_id","day")
);
--> statement-breakpoint
CREATE TABLE "ingest_batch_parts" (
	"batch_id" bigint NOT NULL,
	"part" integer NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "ingest_batch_parts_batch_id_part_pk" PRIMARY KEY("batch_id","part")
);
--> statement-breakpoint
CREATE TABLE "ingest_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ingested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ingest_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"observations" integer NOT NULL,
	"skipped" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "keyword_daily" (
	"keyword_id" integer NOT NULL,
	"day" date NOT NULL,
	"search_volume" integer NOT NULL,
	CONSTRAINT "keyword_daily_keyword_id_day_pk" PRIMARY KEY("keyword_id","day")
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"keyword" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_daily" (
	"marketplace_id" smallint NOT NULL,
	"day" date NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	"cum_units" bigint NOT NULL,
	"cum_revenue" bigint NOT NULL,
	CONSTRAINT "marketplace_daily_marketplace_id_day_pk" PRIMARY KEY("marketplace_id","day")
);
--> statement-breakpoint
CREATE TABLE "marketplaces" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "marketplaces_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_daily" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"units" integer,
	"revenue" bigint,
	"provenance" smallint,
	"stock" integer,
	"rating" real,
	"review_count" integer,
	"observed" boolean NOT NULL,
	"sold_total" bigint,
	"sold_exact" boolean,
	"revenue_total" bigint,
	CONSTRAINT "product_daily_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "product_latest" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"price" bigint NOT NULL,
	"original_price" bigint,
	"rating" real,
	"review_count" integer,
	"comment_count" integer,
	"wishlist_count" integer,
	"stock" integer,
	"sold_total" bigint NOT NULL,
	"sold_exact" boolean NOT NULL,
	"revenue_total" bigint,
	"variant_sold" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_stats" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"store_id" integer NOT NULL,
	"brand_id" integer,
	"category_l1_id" integer,
	"category_l2_id" integer,
	"category_l3_id" integer,
	"name" text NOT NULL,
	"name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name)) STORED,
	"price" bigint NOT NULL,
	"rating" real,
	"review_count" integer,
	"stock" integer,
	"official" boolean NOT NULL,
	"location" text,
	"as_of" date NOT NULL,
	"units_7" integer NOT NULL,
	"revenue_7" bigint NOT NULL,
	"units_30" integer NOT NULL,
	"revenue_30" bigint NOT NULL,
	"units_90" integer NOT NULL,
	"revenue_90" bigint NOT NULL,
	"measured_days_30" smallint NOT NULL,
	"sold_total" bigint
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"external_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"brand_id" integer,
	"category_l1_id" integer,
	"category_l2_id" integer,
	"category_l3_id" integer,
	"name" text NOT NULL,
	"listed_at" date,
	"location" text,
	"slug" text,
	"url" text NOT NULL,
	"image_url" text,
	"first_seen" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_daily" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	CONSTRAINT "store_daily_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"official" boolean DEFAULT false NOT NULL,
	"golden_merchant" boolean DEFAULT false NOT NULL,
	"laz_mall" boolean DEFAULT false NOT NULL,
	"location" text,
	"followers" integer,
	"following" integer,
	"response_rate" real
);
--> statement-breakpoint
CREATE TABLE "variant_daily" (
	"variant_id" integer NOT NULL,
	"day" date NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"sold_total" integer,
	"units" integer,
	"revenue" bigint,
	CONSTRAINT "variant_daily_variant_id_day_pk" PRIMARY KEY("variant_id","day")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_batch_parts" ADD CONSTRAINT "ingest_batch_parts_batch_id_ingest_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."ingest_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_marketplace_id_marketplaces_id_fk" FOREIGN KEY ("marketplace_id") REFERENCES "public"."marketplaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_observations_product_idx" ON "ad_observations" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_store_idx" ON "affiliate_commissions" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "brand_daily_day_idx" ON "brand_daily" USING btree ("day","marketplace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_external_unique" ON "categories" USING btree ("marketplace_id","external_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "category_daily_day_idx" ON "category_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "ingest_runs_day_idx" ON "ingest_runs" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_unique" ON "keywords" USING btree ("marketplace_id","keyword");--> statement-breakpoint
CREATE INDEX "product_daily_day_idx" ON "product_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "product_stats_l1_revenue_idx" ON "product_stats" USING btree ("category_l1_id","revenue_30" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_stats_l2_revenue_idx" ON "product_stats" USING btree ("category_l2_id","revenue_30" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_stats_l3_revenue_idx" ON "product_stats" USING btree ("category_l3_id","revenue_30" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_stats_store_revenue_idx" ON "product_stats" USING btree ("store_id","revenue_30" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_stats_marketplace_revenue_idx" ON "product_stats" USING btree ("marketplace_id","revenue_30" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_stats_brand_idx" ON "product_stats" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_stats_name_search_idx" ON "product_stats" USING gin ("name_search");--> statement-breakpoint
CREATE UNIQUE INDEX "products_external_unique" ON "products" USING btree ("marketplace_id","external_id");--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_external_unique" ON "stores" USING btree ("marketplace_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_external_unique" ON "variants" USING btree ("product_id","external_id");--> statement-breakpoint
INSERT INTO "marketplaces" ("id", "code", "name") VALUES (1, 'shopee', 'Shopee'), (2, 'tokopedia', 'Tokopedia'), (3, 'tiktok', 'TikTok Shop'), (4, 'lazada', 'Lazada'), (5, 'blibli', 'Blibli');
