CREATE TABLE "risk_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule" text NOT NULL,
	"user_id" bigint NOT NULL,
	"evidence_key" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text,
	"flag" text,
	CONSTRAINT "risk_alerts_status" CHECK ("risk_alerts"."status" in ('open', 'cleared', 'escalated'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "risk_alerts_rule_user_key" ON "risk_alerts" USING btree ("rule","user_id","evidence_key");--> statement-breakpoint
CREATE INDEX "risk_alerts_status_opened_idx" ON "risk_alerts" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "risk_alerts_user_idx" ON "risk_alerts" USING btree ("user_id");