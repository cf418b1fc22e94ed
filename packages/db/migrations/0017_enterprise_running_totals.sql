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
ALTER TABLE "enterprise_market_store_daily" ADD CONSTRAINT "enterprise_market_store_daily_market_id_store_id_day_pk" PRIMARY KEY("market_id","store_id","day");