CREATE TABLE "captured_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"url" text NOT NULL,
	"marketplace" text,
	"endpoint" text,
	"captured_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"file" text,
	"refused" text,
	"products" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"quarantined" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "captured_answers_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "market_refresh_due" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "market_refresh_due_one_row" CHECK ("market_refresh_due"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "quarantined_sightings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"answer_id" bigint NOT NULL,
	"marketplace" text NOT NULL,
	"external_id" text NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"observation" jsonb NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "captured_answers" ADD CONSTRAINT "captured_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarantined_sightings" ADD CONSTRAINT "quarantined_sightings_answer_id_captured_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."captured_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarantined_sightings" ADD CONSTRAINT "quarantined_sightings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captured_answers_day_idx" ON "captured_answers" USING btree ("marketplace","day");--> statement-breakpoint
CREATE INDEX "captured_answers_user_idx" ON "captured_answers" USING btree ("user_id") WHERE "captured_answers"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "quarantined_sightings_held_idx" ON "quarantined_sightings" USING btree ("marketplace","id") WHERE "quarantined_sightings"."status" = 'held';