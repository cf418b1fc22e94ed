ALTER TABLE "product_stats" ADD COLUMN "measured_days_7" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The stats kept so far: their last 7 days' measured days, as the next refresh will count them.
UPDATE "product_stats" ps SET "measured_days_7" = (
  SELECT count(*) FROM "product_daily" d
   WHERE d.product_id = ps.product_id AND d.day > ps.as_of - 7 AND d.day <= ps.as_of AND d.provenance = 1
);
