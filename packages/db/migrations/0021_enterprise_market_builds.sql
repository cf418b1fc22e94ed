ALTER TABLE "enterprise_markets" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_markets" ADD COLUMN "built_revision" integer;--> statement-breakpoint
ALTER TABLE "enterprise_markets" ADD COLUMN "build_step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_markets" ADD COLUMN "build_failed_at" timestamp with time zone;--> statement-breakpoint
-- Markets saved before builds ran in a job were built in their save.
UPDATE "enterprise_markets" SET "built_revision" = "revision";
