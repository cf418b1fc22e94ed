DROP TABLE "ingest_batch_parts" CASCADE;--> statement-breakpoint
DROP TABLE "ingest_batches" CASCADE;