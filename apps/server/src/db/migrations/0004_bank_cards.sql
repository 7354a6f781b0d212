CREATE TABLE "bank_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_number_encrypted" "bytea" NOT NULL,
	"account_last4" text NOT NULL,
	"holder_first_name" text NOT NULL,
	"holder_last_name" text NOT NULL,
	"holder_kana_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bank_cards_user_id_idx" ON "bank_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_one_default_key" ON "bank_cards" USING btree ("user_id") WHERE "bank_cards"."is_default" and "bank_cards"."deleted_at" is null;