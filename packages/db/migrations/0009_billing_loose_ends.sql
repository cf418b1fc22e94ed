CREATE TABLE "billing_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"address" text NOT NULL,
	"tax_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_total_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Checkouts already waiting expire 24 hours after they were made, as new ones do (renewal charges are settled with the gateway instead).
UPDATE "invoices" SET "expires_at" = "created_at" + interval '24 hours' WHERE "status" = 'pending' AND "kind" <> 'renewal';--> statement-breakpoint
UPDATE "sandbox_transactions" SET "expires_at" = "created_at" + interval '24 hours' WHERE "status" = 'pending';--> statement-breakpoint
-- One plan checkout may wait per user: older abandoned ones expire here, in the sandbox's books too.
UPDATE "invoices" i SET "status" = 'expired', "closed_at" = now()
  WHERE i."status" = 'pending' AND i."kind" IN ('subscription', 'recurring') AND EXISTS (
    SELECT 1 FROM "invoices" n WHERE n."user_id" = i."user_id" AND n."status" = 'pending' AND n."kind" IN ('subscription', 'recurring') AND (n."created_at", n."id") > (i."created_at", i."id"));--> statement-breakpoint
UPDATE "sandbox_transactions" s SET "status" = 'expire', "updated_at" = now() FROM "invoices" i WHERE i."order_id" = s."order_id" AND i."status" = 'expired' AND s."status" = 'pending';--> statement-breakpoint
-- The paid period of current plans: their last period, at what its newest paid invoice cost.
UPDATE "subscriptions" s SET "paid_from" = s."expires_at" - (CASE s."period" WHEN 'yearly' THEN interval '12 months' ELSE interval '1 month' END),
  "paid_amount" = coalesce((SELECT i."amount" - i."discount" FROM "invoices" i WHERE i."user_id" = s."user_id" AND i."status" = 'paid' AND i."plan" = s."plan"
    AND i."period" = s."period" AND i."kind" IN ('subscription', 'recurring', 'renewal') ORDER BY i."paid_at" DESC LIMIT 1), 0)
  WHERE s."current";--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_pending_expiry_idx" ON "invoices" USING btree ("expires_at") WHERE "invoices"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pending_plan_unique" ON "invoices" USING btree ("user_id") WHERE "invoices"."status" = 'pending' and "invoices"."kind" in ('subscription', 'recurring');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_total_check" CHECK ("invoices"."total" = "invoices"."amount" - "invoices"."discount" - "invoices"."credit" and "invoices"."total" >= 0 and "invoices"."credit" >= 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_paid_check" CHECK ("subscriptions"."paid_amount" >= 0);