CREATE TABLE "sandbox_webhook_deliveries" (
	"order_sn" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"verdict" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "provider_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sandbox_webhook_deliveries_due_idx" ON "sandbox_webhook_deliveries" USING btree ("next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "deposit_orders_open_created_idx" ON "deposit_orders" USING btree ("created_at") WHERE status in ('pending', 'expired');