CREATE TABLE "work_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"worker_id" uuid,
	"started_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"again" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_processes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"alive_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "work_items_subject_idx" ON "work_items" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "work_items_waiting_idx" ON "work_items" USING btree ("kind","queued_at","id") WHERE "work_items"."worker_id" is null;--> statement-breakpoint
CREATE INDEX "work_items_running_idx" ON "work_items" USING btree ("worker_id") WHERE "work_items"."worker_id" is not null;