ALTER TABLE "brand_category_daily" ADD COLUMN "revenue_range" double precision[] DEFAULT '{0,0,0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_daily" ADD COLUMN "revenue_range" double precision[] DEFAULT '{0,0,0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "category_daily" ADD COLUMN "revenue_range" double precision[] DEFAULT '{0,0,0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_daily" ADD COLUMN "revenue_range" double precision[] DEFAULT '{0,0,0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_daily" ADD COLUMN "units_low" real;--> statement-breakpoint
ALTER TABLE "product_daily" ADD COLUMN "units_high" real;--> statement-breakpoint
ALTER TABLE "product_daily" ADD COLUMN "revenue_low" bigint;--> statement-breakpoint
ALTER TABLE "product_daily" ADD COLUMN "revenue_high" bigint;--> statement-breakpoint
ALTER TABLE "product_daily" ADD COLUMN "split_share" real;--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "revenue_range_30" double precision[] DEFAULT '{0,0,0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_daily" ADD COLUMN "revenue_range" double precision[] DEFAULT '{0,0,0,0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_stats" ADD COLUMN "revenue_range_30" double precision[] DEFAULT '{0,0,0,0,0,0,0,0}' NOT NULL;