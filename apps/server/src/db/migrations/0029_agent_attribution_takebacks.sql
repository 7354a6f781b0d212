CREATE TABLE "agent_link_days" (
	"agent_code" text NOT NULL,
	"campaign" text NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_link_days_agent_code_day_campaign_pk" PRIMARY KEY("agent_code","day","campaign")
);
--> statement-breakpoint
CREATE TABLE "agent_link_visitors" (
	"day" date NOT NULL,
	"agent_code" text NOT NULL,
	"campaign" text NOT NULL,
	"visitor_key" text NOT NULL,
	CONSTRAINT "agent_link_visitors_day_agent_code_campaign_visitor_key_pk" PRIMARY KEY("day","agent_code","campaign","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "agent_takeback_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_takeback_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_user_id" bigint NOT NULL,
	"member_user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "agent_takeback_requests_amount_positive" CHECK ("agent_takeback_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_transfer_flags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_transfer_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"agent_user_id" bigint NOT NULL,
	"member_user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_campaign" text;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_takeback_requests_agent_key" ON "agent_takeback_requests" USING btree ("agent_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "agent_takeback_requests_member_idx" ON "agent_takeback_requests" USING btree ("member_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_transfer_flags_transfer_key" ON "agent_transfer_flags" USING btree ("transfer_id","reason");--> statement-breakpoint
CREATE INDEX "agent_transfer_flags_open_idx" ON "agent_transfer_flags" USING btree ("created_at") WHERE "agent_transfer_flags"."reviewed_at" is null;