CREATE TABLE "legacy_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legacy_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"legacy_username" text NOT NULL,
	"secret_hash" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"holder_name" text NOT NULL,
	"card_last4" text NOT NULL,
	"balance" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"migrated_user_id" bigint,
	"migrated_at" timestamp with time zone,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legacy_accounts_balance_not_negative" CHECK ("legacy_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "legacy_flows" (
	"id" text PRIMARY KEY NOT NULL,
	"legacy_account_id" bigint NOT NULL,
	"step" text NOT NULL,
	"card_attempts" integer DEFAULT 0 NOT NULL,
	"code_hash" text,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "legacy_accounts_username_key" ON "legacy_accounts" USING btree (lower("legacy_username"));--> statement-breakpoint
CREATE INDEX "legacy_flows_account_idx" ON "legacy_flows" USING btree ("legacy_account_id");