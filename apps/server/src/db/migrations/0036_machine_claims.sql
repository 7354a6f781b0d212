-- The machine's claim out of `machines` (issue 20, docs/scale.md §6.1, decision 0018): who sits
-- at a machine, whose feature it waits for and the last seat's last play and rounds since bonus
-- move to machine_claims, keyed (and on Citus distributed) by the machine, so `machines` keeps
-- only its static part (model, setting, status) and becomes a reference table. And the member's
-- seeds and game records are keyed by the member: primary keys (user_id, id).
--
-- A hall in play keeps every claim: no other process may seat or settle while the claim moves.
LOCK TABLE "machines" IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
-- The floor view reads the claim columns; the repeatable SQL (games/sql/machine_floor.sql)
-- creates it again over machine_claims right after the migrations.
DROP VIEW IF EXISTS "machine_floor";--> statement-breakpoint
CREATE TABLE "machine_claims" (
	"machine_id" integer PRIMARY KEY NOT NULL,
	"occupant_user_id" bigint,
	"held_for_user_id" bigint,
	"last_played_at" timestamp with time zone,
	"rounds_since_bonus" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "machine_claims_one_claim" CHECK ("machine_claims"."occupant_user_id" is null or "machine_claims"."held_for_user_id" is null)
);
--> statement-breakpoint
-- Every machine with a claim or a last seat's figures gets its row; a machine nobody ever sat at
-- has none (free, 0 rounds since bonus), as after this migration until somebody sits there.
INSERT INTO "machine_claims" ("machine_id", "occupant_user_id", "held_for_user_id", "last_played_at", "rounds_since_bonus")
SELECT m.id, m.occupant_user_id, m.held_for_user_id, m.last_played_at, m.rounds_since_bonus
FROM "machines" m
WHERE m.occupant_user_id IS NOT NULL OR m.held_for_user_id IS NOT NULL OR m.last_played_at IS NOT NULL
   OR m.rounds_since_bonus <> 0;
--> statement-breakpoint
ALTER TABLE "machines" DROP CONSTRAINT "machines_one_claim";--> statement-breakpoint
DROP INDEX "machines_occupant_key";--> statement-breakpoint
ALTER TABLE "machines" DROP COLUMN "occupant_user_id";--> statement-breakpoint
ALTER TABLE "machines" DROP COLUMN "held_for_user_id";--> statement-breakpoint
ALTER TABLE "machines" DROP COLUMN "last_played_at";--> statement-breakpoint
ALTER TABLE "machines" DROP COLUMN "rounds_since_bonus";--> statement-breakpoint
-- One statement each, so the table is never without a key. (user_id, id) also serves every
-- (user_id, id) scan fair_seeds_user_idx served.
ALTER TABLE "fair_seeds" DROP CONSTRAINT "fair_seeds_pkey", ADD CONSTRAINT "fair_seeds_pkey" PRIMARY KEY ("user_id", "id");--> statement-breakpoint
DROP INDEX "fair_seeds_user_idx";--> statement-breakpoint
ALTER TABLE "game_records" DROP CONSTRAINT "game_records_pkey", ADD CONSTRAINT "game_records_pkey" PRIMARY KEY ("user_id", "id");
