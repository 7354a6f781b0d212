-- Letters, agents, risk and responsible-gaming rows keyed by their member (issue 20, docs/scale.md
-- §3): every PRIMARY KEY and UNIQUE index of these tables now contains the column they are
-- distributed by, and letters.user_id is never null. Each key is swapped in one statement, so no
-- table is ever without one.
--
-- 1. Broadcasts (letters with user_id null, one row for everyone) move to the reference table
--    broadcast_letters with their ids: members' read and removal marks in letter_states name those
--    ids and stay as they are. New broadcasts take their ids from the sequence of letters, so a
--    broadcast id and a member-letter id never collide (one id space for the member API).
CREATE TABLE "broadcast_letters" (
	"id" bigint PRIMARY KEY DEFAULT nextval('letters_id_seq') NOT NULL,
	"audience" text NOT NULL,
	"category" text NOT NULL,
	"template" text,
	"params" jsonb,
	"title_jp" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"title_zh_tw" text DEFAULT '' NOT NULL,
	"body_jp" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_zh_tw" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dedupe_key" text
);
--> statement-breakpoint
INSERT INTO "broadcast_letters" ("id", "audience", "category", "template", "params", "title_jp", "title_en", "title_zh",
                                 "title_zh_tw", "body_jp", "body_en", "body_zh", "body_zh_tw", "sent_at", "dedupe_key")
SELECT "id", "audience", "category", "template", "params", "title_jp", "title_en", "title_zh",
       "title_zh_tw", "body_jp", "body_en", "body_zh", "body_zh_tw", "sent_at", "dedupe_key"
FROM "letters" WHERE "user_id" IS NULL;
--> statement-breakpoint
DELETE FROM "letters" WHERE "user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "broadcast_letters_audience_idx" ON "broadcast_letters" USING btree ("audience","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_letters_dedupe_key" ON "broadcast_letters" USING btree ("dedupe_key");--> statement-breakpoint
DROP INDEX "letters_broadcast_idx";--> statement-breakpoint
-- 2. Member letters: keyed by (user_id, id); a dedupe key is unique per member. Every key an event
--    sends names something of one member (deposit:<orderSn>, kyc:<id>, agent-application:<id>, …),
--    so no existing pair of rows can break the new index that did not break the old one.
ALTER TABLE "letters" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "letters" DROP CONSTRAINT "letters_pkey", ADD CONSTRAINT "letters_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
DROP INDEX "letters_dedupe_key";--> statement-breakpoint
CREATE UNIQUE INDEX "letters_dedupe_key" ON "letters" USING btree ("user_id","dedupe_key");--> statement-breakpoint
-- 3. Agents: applications by the member; transfers, take-back requests and their risk flags by the
--    agent. The console decides an application by its id alone: a plain index on id keeps that.
--    (user_id, id) replaces the index agent_applications_user_idx on the same columns.
ALTER TABLE "agent_applications" DROP CONSTRAINT "agent_applications_pkey", ADD CONSTRAINT "agent_applications_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
DROP INDEX "agent_applications_user_idx";--> statement-breakpoint
CREATE INDEX "agent_applications_id_idx" ON "agent_applications" USING btree ("id");--> statement-breakpoint
ALTER TABLE "agent_transfers" DROP CONSTRAINT "agent_transfers_pkey", ADD CONSTRAINT "agent_transfers_pkey" PRIMARY KEY("agent_user_id","id");--> statement-breakpoint
ALTER TABLE "agent_takeback_requests" DROP CONSTRAINT "agent_takeback_requests_pkey", ADD CONSTRAINT "agent_takeback_requests_pkey" PRIMARY KEY("agent_user_id","id");--> statement-breakpoint
ALTER TABLE "agent_transfer_flags" DROP CONSTRAINT "agent_transfer_flags_pkey", ADD CONSTRAINT "agent_transfer_flags_pkey" PRIMARY KEY("agent_user_id","id");--> statement-breakpoint
-- A transfer is one agent's: (agent, transfer, reason) flags it once, as (transfer, reason) did.
DROP INDEX "agent_transfer_flags_transfer_key";--> statement-breakpoint
CREATE UNIQUE INDEX "agent_transfer_flags_transfer_key" ON "agent_transfer_flags" USING btree ("agent_user_id","transfer_id","reason");--> statement-breakpoint
-- 4. Risk alerts and responsible-gaming events by the member. The console decides an alert by its
--    id alone: a plain index on id. The new keys lead with user_id, so they replace the indexes
--    risk_alerts_user_idx (user_id) and responsible_events_user_idx (user_id, id).
ALTER TABLE "risk_alerts" DROP CONSTRAINT "risk_alerts_pkey", ADD CONSTRAINT "risk_alerts_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
DROP INDEX "risk_alerts_user_idx";--> statement-breakpoint
CREATE INDEX "risk_alerts_id_idx" ON "risk_alerts" USING btree ("id");--> statement-breakpoint
ALTER TABLE "responsible_events" DROP CONSTRAINT "responsible_events_pkey", ADD CONSTRAINT "responsible_events_pkey" PRIMARY KEY("user_id","id");--> statement-breakpoint
DROP INDEX "responsible_events_user_idx";
