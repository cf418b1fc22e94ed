CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "affiliates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_percent" smallint NOT NULL,
	"commission_percent" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_code_unique" UNIQUE("code"),
	CONSTRAINT "affiliates_code_check" CHECK ("affiliates"."code" = upper("affiliates"."code")),
	CONSTRAINT "affiliates_percent_check" CHECK ("affiliates"."discount_percent" between 0 and 90 and "affiliates"."commission_percent" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan" text,
	"period" text,
	"rows" integer,
	"tokens" integer,
	"amount" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"referral_code" text,
	"subscription_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text,
	"gateway" text NOT NULL,
	"redirect_url" text,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total" = "invoices"."amount" - "invoices"."discount" and "invoices"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"transaction_status" text,
	"outcome" text NOT NULL,
	"reason" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"saved_token_id" text PRIMARY KEY NOT NULL,
	"last_digits" text NOT NULL,
	"approves" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"token" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"gross_amount" bigint NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_type" text,
	"saved_token_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transactions_order_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"auto_payment" text NOT NULL,
	"saved_card_token" text,
	"failed_charges" smallint DEFAULT 0 NOT NULL,
	"next_charge_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"action" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"anchor_day" smallint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"next_reset_at" timestamp with time zone NOT NULL,
	"token_allowance" integer NOT NULL,
	"tokens_used" integer DEFAULT 0 NOT NULL,
	"extra_tokens" integer DEFAULT 0 NOT NULL,
	"download_allowance" integer NOT NULL,
	"downloads_used" integer DEFAULT 0 NOT NULL,
	"download_credit" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_accounts_tokens_check" CHECK ("usage_accounts"."tokens_used" >= 0 and "usage_accounts"."tokens_used" <= "usage_accounts"."token_allowance" and "usage_accounts"."extra_tokens" >= 0),
	CONSTRAINT "usage_accounts_downloads_check" CHECK ("usage_accounts"."downloads_used" >= 0 and "usage_accounts"."downloads_used" <= "usage_accounts"."download_allowance" and "usage_accounts"."download_credit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_accounts" ADD CONSTRAINT "usage_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user_created_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_referral_idx" ON "invoices" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_current_unique" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."current";--> statement-breakpoint
CREATE INDEX "subscriptions_next_charge_idx" ON "subscriptions" USING btree ("next_charge_at") WHERE "subscriptions"."auto_payment" in ('active', 'retrying');--> statement-breakpoint
CREATE INDEX "token_ledger_user_idx" ON "token_ledger" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "usage_accounts_next_reset_idx" ON "usage_accounts" USING btree ("next_reset_at");--> statement-breakpoint
CREATE INDEX "users_affiliate_code_idx" ON "users" USING btree (upper("affiliate_code"));