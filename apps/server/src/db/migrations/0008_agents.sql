CREATE TABLE "agent_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text,
	"reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_job_state" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_settlements" (
	"agent_user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"team_bet" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_settlements_agent_user_id_day_pk" PRIMARY KEY("agent_user_id","day")
);
--> statement-breakpoint
CREATE TABLE "agent_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_user_id" bigint NOT NULL,
	"member_user_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_transfers_amount_positive" CHECK ("agent_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"parent_agent_id" bigint,
	"depth" smallint NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_game_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"plays" integer NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "member_game_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_one_pending_key" ON "agent_applications" USING btree ("user_id") WHERE "agent_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "agent_applications_user_idx" ON "agent_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_transfers_agent_key" ON "agent_transfers" USING btree ("agent_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "agent_transfers_agent_created_idx" ON "agent_transfers" USING btree ("agent_user_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_transfers_member_created_idx" ON "agent_transfers" USING btree ("member_user_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_tree_descendant_idx" ON "agent_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "member_game_days_day_idx" ON "member_game_days" USING btree ("day");