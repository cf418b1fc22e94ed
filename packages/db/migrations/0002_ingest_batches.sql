CREATE TABLE "ingest_batch_parts" (
	"batch_id" bigint NOT NULL,
	"part" integer NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "ingest_batch_parts_batch_id_part_pk" PRIMARY KEY("batch_id","part")
);
--> statement-breakpoint
CREATE TABLE "ingest_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"report" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ingested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ingest_batch_parts" ADD CONSTRAINT "ingest_batch_parts_batch_id_ingest_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."ingest_batches"("id") ON DELETE cascade ON UPDATE no action;