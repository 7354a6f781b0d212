ALTER TABLE "kyc_submissions" ADD COLUMN "reviewer_username" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "checklist" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;