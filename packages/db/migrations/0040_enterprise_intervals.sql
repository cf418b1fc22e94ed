ALTER TABLE "enterprise_market_brand_daily" ADD COLUMN "revenue_range" double precision[];--> statement-breakpoint
ALTER TABLE "enterprise_market_category_daily" ADD COLUMN "revenue_range" double precision[];--> statement-breakpoint
ALTER TABLE "enterprise_market_marketplace_daily" ADD COLUMN "revenue_range" double precision[];--> statement-breakpoint
ALTER TABLE "enterprise_market_price_band_daily" ADD COLUMN "revenue_range" double precision[];--> statement-breakpoint
ALTER TABLE "enterprise_market_product_daily" ADD COLUMN "revenue_range" double precision[];--> statement-breakpoint
ALTER TABLE "enterprise_market_running" ADD COLUMN "revenue_range" double precision[];--> statement-breakpoint
ALTER TABLE "enterprise_market_store_daily" ADD COLUMN "revenue_range" double precision[];--> statement-breakpoint
-- Every live market is built again, so that its rows carry the intervals' parts.
UPDATE "enterprise_markets" SET "revision" = "revision" + 1, "build_step" = 0 WHERE "deleted_at" IS NULL;
