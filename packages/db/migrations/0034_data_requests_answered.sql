DROP INDEX "data_requests_open_unique";--> statement-breakpoint
ALTER TABLE "data_requests" ALTER COLUMN "status" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "products" integer;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "data_requests" SET "status" = CASE "status" WHEN 'open' THEN 'queued' ELSE 'crawled' END;--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_queued_unique" ON "data_requests" USING btree ("user_id","marketplace_id","kind","reference") WHERE "data_requests"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id","id");