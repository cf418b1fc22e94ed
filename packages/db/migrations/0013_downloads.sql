CREATE TABLE "downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"request" jsonb NOT NULL,
	"subject" text,
	"language" text NOT NULL,
	"rows_reserved" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows" integer,
	"status" text DEFAULT 'processing' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "downloads_rows_check" CHECK ("downloads"."rows_reserved" > 0 and "downloads"."rows_done" >= 0 and ("downloads"."rows" is null or "downloads"."rows" >= 0))
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloads_user_created_idx" ON "downloads" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "downloads_processing_idx" ON "downloads" USING btree ("user_id") WHERE "downloads"."status" = 'processing';