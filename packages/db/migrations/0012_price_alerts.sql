CREATE TABLE "alert_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"alert_id" integer,
	"history_id" bigint,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'id' NOT NULL,
	"webhook_url" text,
	"webhook_secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alert_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"type" text NOT NULL,
	"price" bigint NOT NULL,
	"stock" integer,
	"condition" text NOT NULL,
	"day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"condition" text NOT NULL,
	"minimum" bigint,
	"target" bigint,
	"maximum" bigint,
	"unit" text,
	"base_price" bigint NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"condition_met" boolean NOT NULL,
	"triggered" boolean DEFAULT false NOT NULL,
	"last_price" bigint NOT NULL,
	"last_stock" integer,
	"last_change" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_history" ADD CONSTRAINT "price_alert_history_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_notifications_user_idx" ON "alert_notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "price_alert_history_alert_idx" ON "price_alert_history" USING btree ("alert_id","id");--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "price_alerts_active_product_idx" ON "price_alerts" USING btree ("product_id") WHERE "price_alerts"."is_active";