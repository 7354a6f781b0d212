DROP TABLE "login_throttles" CASCADE;--> statement-breakpoint
ALTER TABLE "email_codes" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "blocked_until";--> statement-breakpoint
ALTER TABLE "legacy_accounts" DROP COLUMN "failed_attempts";--> statement-breakpoint
-- Legacy accounts locked for ever by the old counter are open again: their locks now live in attempt_budgets and end by themselves.
UPDATE "legacy_accounts" SET "status" = 'open' WHERE "status" = 'locked';
