CREATE TABLE "deposit_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_sn" text NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"coins" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"manual_status" text,
	"payer_name" text,
	"idempotency_key" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_sn" text NOT NULL,
	"user_id" bigint NOT NULL,
	"bank_card_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"card_last4" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"idempotency_key" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_order_sn_key" ON "deposit_orders" USING btree ("order_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_user_idempotency_key" ON "deposit_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposit_orders_user_created_idx" ON "deposit_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_provider_event_key" ON "webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_order_sn_key" ON "withdrawal_orders" USING btree ("order_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_user_idempotency_key" ON "withdrawal_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_user_created_idx" ON "withdrawal_orders" USING btree ("user_id","created_at");