CREATE TABLE "enterprise_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"visibility" text NOT NULL,
	"store_ids" integer[] NOT NULL,
	"store_keywords" jsonb NOT NULL,
	"category_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"marketplace_id" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_market_brand_daily" (
	"market_id" integer NOT NULL,
	"day" date NOT NULL,
	"brand_id" integer NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	CONSTRAINT "enterprise_market_brand_daily_market_id_day_brand_id_marketplace_id_pk" PRIMARY KEY("market_id","day","brand_id","marketplace_id")
);
--> statement-breakpoint
CREATE TABLE "enterprise_market_category_daily" (
	"market_id" integer NOT NULL,
	"day" date NOT NULL,
	"category_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	CONSTRAINT "enterprise_market_category_daily_market_id_day_category_id_pk" PRIMARY KEY("market_id","day","category_id")
);
--> statement-breakpoint
CREATE TABLE "enterprise_market_marketplace_daily" (
	"market_id" integer NOT NULL,
	"day" date NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	CONSTRAINT "enterprise_market_marketplace_daily_market_id_day_marketplace_id_pk" PRIMARY KEY("market_id","day","marketplace_id")
);
--> statement-breakpoint
CREATE TABLE "enterprise_market_products" (
	"market_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "enterprise_market_products_market_id_product_id_pk" PRIMARY KEY("market_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "enterprise_market_store_daily" (
	"market_id" integer NOT NULL,
	"day" date NOT NULL,
	"store_id" integer NOT NULL,
	"marketplace_id" smallint NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"revenue_estimated" bigint NOT NULL,
	"products_sold" integer NOT NULL,
	CONSTRAINT "enterprise_market_store_daily_market_id_day_store_id_pk" PRIMARY KEY("market_id","day","store_id")
);
--> statement-breakpoint
CREATE TABLE "enterprise_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"visibility" text NOT NULL,
	"store_ids" integer[] NOT NULL,
	"store_keywords" jsonb NOT NULL,
	"category_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"marketplace_ids" smallint[] NOT NULL,
	"brand_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_onboarding" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_brands" ADD CONSTRAINT "enterprise_brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_markets" ADD CONSTRAINT "enterprise_markets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_onboarding" ADD CONSTRAINT "enterprise_onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_brands_user_idx" ON "enterprise_brands" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enterprise_brands_visibility_idx" ON "enterprise_brands" USING btree ("visibility");--> statement-breakpoint
CREATE INDEX "enterprise_markets_user_idx" ON "enterprise_markets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enterprise_markets_visibility_idx" ON "enterprise_markets" USING btree ("visibility");