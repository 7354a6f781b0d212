ALTER TABLE "crypto_deposits" ADD COLUMN "return_address" text;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD COLUMN "return_txid" text;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD COLUMN "returned_at" timestamp with time zone;