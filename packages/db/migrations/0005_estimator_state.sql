ALTER TABLE "product_daily" ADD COLUMN "confidence" smallint;--> statement-breakpoint
ALTER TABLE "product_daily" ADD COLUMN "sold_low" bigint;--> statement-breakpoint
ALTER TABLE "product_daily" ADD COLUMN "sold_high" bigint;--> statement-breakpoint
ALTER TABLE "product_latest" ADD COLUMN "estimator" jsonb;