ALTER TABLE "bank_cards" ADD COLUMN "account_type" text DEFAULT 'ordinary' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "paid_reference" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "paid_on" date;