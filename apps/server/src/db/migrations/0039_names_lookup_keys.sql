-- Issue 20 (docs/scale.md §3): `users`, `kyc_submissions` and `member_notes` become distributable
-- by the member's id on Citus, where every unique key must contain the distribution column.
--
-- 1. The global uniqueness of usernames, e-mails (regardless of case) and agent codes (upper
--    case) leaves `users` for three lookup tables, each keyed (and distributed) by the value it
--    guards, and written in the same transaction as the member's row (users/create-member.ts,
--    users/agent-code.ts). The table is locked against writes while the keys are copied, so no
--    member registered meanwhile is missed; the old unique indexes prove the copies are unique.
-- 2. `kyc_submissions` and `member_notes` get the primary key (user_id, id).
LOCK TABLE "users" IN SHARE MODE;--> statement-breakpoint
CREATE TABLE "username_keys" (
	"username_lower" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_keys" (
	"email_lower" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_code_keys" (
	"agent_code_upper" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "username_keys" ("username_lower", "user_id") SELECT lower("username"), "id" FROM "users";--> statement-breakpoint
INSERT INTO "email_keys" ("email_lower", "user_id") SELECT lower("email"), "id" FROM "users";--> statement-breakpoint
INSERT INTO "agent_code_keys" ("agent_code_upper", "user_id") SELECT upper("agent_code"), "id" FROM "users" WHERE "agent_code" IS NOT NULL;--> statement-breakpoint
-- Plain indexes for the reads that still filter `users` by name or code (schema.ts says which).
CREATE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_agent_code_upper_idx" ON "users" USING btree (upper("agent_code"));--> statement-breakpoint
DROP INDEX "users_username_lower_key";--> statement-breakpoint
DROP INDEX "users_email_lower_key";--> statement-breakpoint
DROP INDEX "users_agent_code_upper_key";--> statement-breakpoint
-- One statement each, so the table is never without a key. The console still names a submission
-- by its id alone, so `kyc_submissions` keeps a plain index on it (kyc/schema.ts); notes are read
-- by member only.
ALTER TABLE "kyc_submissions" DROP CONSTRAINT "kyc_submissions_pkey", ADD CONSTRAINT "kyc_submissions_pkey" PRIMARY KEY ("user_id", "id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_id_idx" ON "kyc_submissions" USING btree ("id");--> statement-breakpoint
ALTER TABLE "member_notes" DROP CONSTRAINT "member_notes_pkey", ADD CONSTRAINT "member_notes_pkey" PRIMARY KEY ("user_id", "id");
