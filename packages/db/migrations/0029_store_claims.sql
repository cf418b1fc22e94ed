ALTER TABLE "listings" ADD COLUMN "store_claim_code" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "store_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "store_verified_by" text;--> statement-breakpoint
UPDATE "listings" SET "store_claim_code" = 'PL-' || upper(substr(md5(random()::text || "id"::text), 1, 6)) WHERE "store_id" IS NOT NULL;