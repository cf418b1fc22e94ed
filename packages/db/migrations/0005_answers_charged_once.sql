ALTER TABLE "token_ledger" ADD COLUMN "answer_key" text;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD COLUMN "answer_day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "token_ledger_answer_unique" ON "token_ledger" USING btree ("user_id","answer_key","answer_day") WHERE "token_ledger"."answer_key" is not null;