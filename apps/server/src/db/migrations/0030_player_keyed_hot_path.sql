-- Issue 20: the hot path writes only its player's rows (docs/scale.md). The hall's day counters
-- and bonus history become a rollup of game_records (the record carries each bonus's payout and
-- the machine's rounds before it); system accounts get a row per member, and accounts and
-- transfers name the member whose rows they are (owner_user_id).
CREATE TABLE "hall_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- machine_days and machine_bonuses already hold every record before now, written by the rounds
-- themselves (game_round_commit of before this migration), so the rollup starts here.
INSERT INTO "hall_rollup_state" ("name", "until") VALUES ('machine_days', now());
--> statement-breakpoint
DROP INDEX "machine_bonuses_machine_idx";--> statement-breakpoint
DROP INDEX "ledger_accounts_code_shard_key";--> statement-breakpoint
ALTER TABLE "game_records" ADD COLUMN "bonus_payouts" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_records" ADD COLUMN "rounds_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "owner_user_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "owner_user_id" bigint;--> statement-breakpoint
-- A wallet's owner is its member. System accounts get a row per member on first use; the bucket
-- rows of before (shard = user_id mod 256) keep their balances and stay without an owner.
UPDATE "ledger_accounts" SET "owner_user_id" = "user_id" WHERE "kind" = 'user_wallet';
--> statement-breakpoint
-- A transfer's owner: its debit account's owner, else its credit account's (as ledger_transfer_many sets it).
UPDATE "ledger_transfers" x SET "owner_user_id" = coalesce(d."owner_user_id", c."owner_user_id")
FROM "ledger_accounts" d, "ledger_accounts" c
WHERE d."id" = x."debit_account_id" AND c."id" = x."credit_account_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_code_key" ON "ledger_accounts" USING btree ("owner_user_id","code") WHERE "ledger_accounts"."kind" = 'system' and "ledger_accounts"."owner_user_id" is not null;--> statement-breakpoint
CREATE INDEX "machine_bonuses_machine_idx" ON "machine_bonuses" USING btree ("machine_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_shard_key" ON "ledger_accounts" USING btree ("code","shard") WHERE "ledger_accounts"."owner_user_id" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_wallet_owner" CHECK ("ledger_accounts"."kind" <> 'user_wallet' or "ledger_accounts"."owner_user_id" is not distinct from "ledger_accounts"."user_id");