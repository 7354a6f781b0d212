DROP INDEX "ledger_accounts_code_key";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_shard_key" ON "ledger_accounts" USING btree ("code","shard");