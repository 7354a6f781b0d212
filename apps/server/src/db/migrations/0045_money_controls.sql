CREATE TABLE "money_approvals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"ref" text NOT NULL,
	"user_id" bigint,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"detail" jsonb,
	"status" text NOT NULL,
	"requested_by" bigint,
	"decided_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_settlements" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "legacy_accounts" ADD COLUMN "awaiting_approval_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "money_approvals_pending_key" ON "money_approvals" USING btree ("path","ref") WHERE "money_approvals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "money_approvals_requester_idx" ON "money_approvals" USING btree ("requested_by","path","created_at");--> statement-breakpoint
CREATE INDEX "money_approvals_status_idx" ON "money_approvals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "money_approvals_ref_idx" ON "money_approvals" USING btree ("path","ref");--> statement-breakpoint
-- hand-written: the balance adjustments made before the money controls become their items, so the
-- rolling 24 h cap and four-eyes keep counting them, and a pending one is decided from the queue.
INSERT INTO "money_approvals" ("path", "ref", "user_id", "amount", "reason", "status", "requested_by", "decided_by", "created_at", "decided_at")
SELECT 'adjustment', a."id"::text, a."user_id", abs(a."amount"), a."reason", a."status", a."requested_by", a."decided_by", a."created_at", a."decided_at"
FROM "balance_adjustments" a
WHERE NOT EXISTS (SELECT 1 FROM "money_approvals" m WHERE m."path" = 'adjustment' AND m."ref" = a."id"::text);
