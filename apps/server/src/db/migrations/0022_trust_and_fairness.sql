CREATE TABLE "attempt_budgets" (
	"scope" text NOT NULL,
	"target" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locks" integer DEFAULT 0 NOT NULL,
	"last_try_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_budgets_scope_target_pk" PRIMARY KEY("scope","target")
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "machine_setting_days" (
	"machine_id" integer NOT NULL,
	"day" date NOT NULL,
	"setting" smallint NOT NULL,
	"salt" text NOT NULL,
	"commitment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_setting_days_machine_id_day_pk" PRIMARY KEY("machine_id","day")
);
--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD COLUMN "next_server_seed" text;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD COLUMN "next_server_seed_hash" text;--> statement-breakpoint
CREATE INDEX "attempt_budgets_locked_idx" ON "attempt_budgets" USING btree ("scope","locked_until");