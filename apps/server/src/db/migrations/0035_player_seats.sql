-- The machine row out of the round (issue 20, docs/scale.md §6, decision 0018): a member's seat
-- and the feature they triggered move to player_seats, keyed by the member; machines keeps the
-- claim (occupant, held-for), written only by sit, leave, lapse and the feature settlement.
CREATE TABLE "player_seats" (
	"user_id" bigint NOT NULL,
	"machine_id" integer NOT NULL,
	"seated_at" timestamp with time zone,
	"last_played_at" timestamp with time zone,
	"state" jsonb,
	"rounds_since_bonus" integer DEFAULT 0 NOT NULL,
	"held_until" timestamp with time zone,
	CONSTRAINT "player_seats_user_id_machine_id_pk" PRIMARY KEY("user_id","machine_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "player_seats_seated_key" ON "player_seats" USING btree ("user_id") WHERE "player_seats"."seated_at" is not null;--> statement-breakpoint
CREATE INDEX "player_seats_held_until_idx" ON "player_seats" USING btree ("held_until") WHERE "player_seats"."state" is not null;--> statement-breakpoint
-- Every seat and every held feature becomes its member's row: a seated member keeps their seat
-- and their open feature (with its hold), a member who left one keeps it held until the same time.
-- Before this migration the round set held_for_user_id to the occupant while their feature was
-- open, so the holder of a machine is its occupant, else the member it is held for. A state with
-- neither cannot be owned (migration 0023 already cleared those) and is dropped with the column.
INSERT INTO "player_seats" ("user_id", "machine_id", "seated_at", "last_played_at", "state", "rounds_since_bonus", "held_until")
SELECT coalesce(m.occupant_user_id, m.held_for_user_id), m.id,
       CASE WHEN m.occupant_user_id IS NOT NULL THEN coalesce(m.seated_at, now()) END,
       m.last_played_at, m.state, m.rounds_since_bonus,
       CASE WHEN m.state IS NOT NULL THEN coalesce(m.held_until, now()) END
FROM machines m
WHERE m.occupant_user_id IS NOT NULL OR m.held_for_user_id IS NOT NULL;
--> statement-breakpoint
-- A seated member's feature is now on their seat row; the claim says only who sits there.
UPDATE machines SET held_for_user_id = NULL WHERE occupant_user_id IS NOT NULL;
--> statement-breakpoint
DROP INDEX "machines_held_until_idx";--> statement-breakpoint
ALTER TABLE "machines" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "machines" DROP COLUMN "seated_at";--> statement-breakpoint
ALTER TABLE "machines" DROP COLUMN "held_until";--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_one_claim" CHECK ("machines"."occupant_user_id" is null or "machines"."held_for_user_id" is null);
