CREATE TABLE "crawl_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"marketplace" text NOT NULL,
	"blocked_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crawl_pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"marketplace" text NOT NULL,
	"target" integer NOT NULL,
	"page" integer NOT NULL,
	"address" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"malformed" integer DEFAULT 0 NOT NULL,
	"hashes" text[] DEFAULT '{}' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crawl_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crawl_blocks" ADD CONSTRAINT "crawl_blocks_run_id_crawl_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."crawl_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_pages" ADD CONSTRAINT "crawl_pages_run_id_crawl_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."crawl_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crawl_blocks_marketplace_idx" ON "crawl_blocks" USING btree ("marketplace","blocked_at");--> statement-breakpoint
CREATE INDEX "crawl_pages_run_idx" ON "crawl_pages" USING btree ("run_id","status");