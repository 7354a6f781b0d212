-- Bank cards keep their account's keyed fingerprint (modules/bank-cards/account-fingerprint.ts), so
-- the shared-account check (risk rules, a member file's linked accounts) finds the cards of one
-- account through an index instead of decrypting every card on each scan. Cards saved before this
-- get theirs the first time the check meets them (the number is encrypted: SQL cannot compute it).
ALTER TABLE "bank_cards" ADD COLUMN "account_fingerprint" text;--> statement-breakpoint
CREATE INDEX "bank_cards_fingerprint_idx" ON "bank_cards" USING btree ("account_fingerprint") WHERE "bank_cards"."deleted_at" is null;