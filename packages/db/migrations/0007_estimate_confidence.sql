ALTER TABLE "brand_category_daily" ADD COLUMN "revenue_high_confidence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_category_daily" ADD COLUMN "revenue_medium_confidence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_daily" ADD COLUMN "revenue_high_confidence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_daily" ADD COLUMN "revenue_medium_confidence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "category_daily" ADD COLUMN "revenue_high_confidence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "category_daily" ADD COLUMN "revenue_medium_confidence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_daily" ADD COLUMN "revenue_high_confidence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_daily" ADD COLUMN "revenue_medium_confidence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_daily" ADD COLUMN "confidence" smallint;--> statement-breakpoint
ALTER TABLE "product_daily" ADD COLUMN "sold_low" bigint;--> statement-breakpoint
ALTER TABLE "product_daily" ADD COLUMN "sold_high" bigint;--> statement-breakpoint
ALTER TABLE "product_latest" ADD COLUMN "estimator" jsonb;--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "revenue_high_confidence_30" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "revenue_medium_confidence_30" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_daily" ADD COLUMN "revenue_high_confidence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_daily" ADD COLUMN "revenue_medium_confidence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_stats" ADD COLUMN "revenue_high_confidence_30" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_stats" ADD COLUMN "revenue_medium_confidence_30" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Figures and totals from before confidences were kept: a measured figure came from exact counters on consecutive days (high); an estimated one counts as low.
UPDATE "product_daily" SET "confidence" = CASE "provenance" WHEN 1 THEN 1 ELSE 3 END WHERE "confidence" IS NULL AND "provenance" IS NOT NULL;--> statement-breakpoint
UPDATE "store_daily" SET "revenue_high_confidence" = "revenue" - "revenue_estimated";--> statement-breakpoint
UPDATE "brand_daily" SET "revenue_high_confidence" = "revenue" - "revenue_estimated";--> statement-breakpoint
UPDATE "category_daily" SET "revenue_high_confidence" = "revenue" - "revenue_estimated";--> statement-breakpoint
UPDATE "brand_category_daily" SET "revenue_high_confidence" = "revenue" - "revenue_estimated";--> statement-breakpoint
UPDATE "marketplace_daily" SET "revenue_high_confidence" = "revenue" - "revenue_estimated";

