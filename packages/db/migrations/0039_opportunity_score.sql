CREATE TABLE "opportunity_replays" (
	"marketplace_id" smallint PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"last_week" date NOT NULL,
	"result" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_weekly" (
	"product_id" integer NOT NULL,
	"week" date NOT NULL,
	"store_id" integer NOT NULL,
	"units" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_high_confidence" bigint NOT NULL,
	"revenue_medium_confidence" bigint NOT NULL,
	"days" smallint NOT NULL,
	"stock_out_days" smallint NOT NULL,
	CONSTRAINT "product_weekly_product_id_week_pk" PRIMARY KEY("product_id","week")
);
--> statement-breakpoint
CREATE INDEX "product_weekly_week_idx" ON "product_weekly" USING btree ("week");