-- Migration 0037: the ledger and the balance adjustments keyed by their member (docs/scale.md §3),
-- on a hall in play: backfill, then constrain. Every key of ledger_accounts, ledger_transfers and
-- balance_adjustments now holds the distribution column (Citus).
--
-- 1. The house: the shared system rows (shard 0 and the 256 bucket rows of decision 0005) had no
--    owner; they belong to HOUSE_OWNER_ID 0 (no member has id 0), all on one shard. The partial
--    keys that tell house rows from members' go first (the old one on (owner, code) would take
--    the house's many rows of one code for duplicates) and come back below with the owner.
DROP INDEX "ledger_accounts_code_shard_key";--> statement-breakpoint
DROP INDEX "ledger_accounts_owner_code_key";--> statement-breakpoint
UPDATE "ledger_accounts" SET "owner_user_id" = 0 WHERE "owner_user_id" IS NULL;--> statement-breakpoint
-- 2. Transfers: the owner ledger_transfer_many gives (the debit's owner, else, when the debit is a
--    house row, the credit's); null only between two house rows (0030), which become the house's.
UPDATE "ledger_transfers" x SET "owner_user_id" = coalesce(nullif(d."owner_user_id", 0), c."owner_user_id", 0)
FROM "ledger_accounts" d, "ledger_accounts" c
WHERE x."owner_user_id" IS NULL AND d."id" = x."debit_account_id" AND c."id" = x."credit_account_id";--> statement-breakpoint
UPDATE "ledger_transfers" SET "owner_user_id" = 0 WHERE "owner_user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "owner_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ALTER COLUMN "owner_user_id" SET NOT NULL;--> statement-breakpoint
-- 3. Keys: each primary key swapped in one statement (the table is never without a key). Lookups
--    by id alone keep a plain index (legs name accounts by id; the console decides an adjustment by id).
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_pkey", ADD CONSTRAINT "ledger_accounts_pkey" PRIMARY KEY("owner_user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_id_idx" ON "ledger_accounts" USING btree ("id");--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_pkey", ADD CONSTRAINT "ledger_transfers_pkey" PRIMARY KEY("owner_user_id","id");--> statement-breakpoint
ALTER TABLE "balance_adjustments" DROP CONSTRAINT "balance_adjustments_pkey", ADD CONSTRAINT "balance_adjustments_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_id_idx" ON "balance_adjustments" USING btree ("id");--> statement-breakpoint
-- A wallet's owner is its member (ledger_accounts_wallet_owner), so (owner, user) is still one wallet per member.
DROP INDEX "ledger_accounts_user_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_id_key" ON "ledger_accounts" USING btree ("owner_user_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_shard_key" ON "ledger_accounts" USING btree ("owner_user_id","code","shard") WHERE "ledger_accounts"."owner_user_id" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_code_key" ON "ledger_accounts" USING btree ("owner_user_id","code") WHERE "ledger_accounts"."kind" = 'system' and "ledger_accounts"."owner_user_id" <> 0;--> statement-breakpoint
-- 4. A staff key stays bound to its one request across members: the local key table, filled from
--    the adjustments so far (fingerprint: sha256 of `<member>:<amount>:<reason>`, as adjust-balance.ts).
CREATE TABLE "staff_idempotency_keys" (
	"requested_by" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"adjustment_id" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_idempotency_keys_pkey" PRIMARY KEY("requested_by","idempotency_key")
);--> statement-breakpoint
INSERT INTO "staff_idempotency_keys" ("requested_by", "idempotency_key", "user_id", "adjustment_id", "fingerprint", "created_at")
SELECT "requested_by", "idempotency_key", "user_id", "id",
       encode(sha256(convert_to("user_id"::text || ':' || "amount"::text || ':' || "reason", 'UTF8')), 'hex'), "created_at"
FROM "balance_adjustments";--> statement-breakpoint
DROP INDEX "balance_adjustments_key";--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_key" ON "balance_adjustments" USING btree ("user_id","requested_by","idempotency_key");
