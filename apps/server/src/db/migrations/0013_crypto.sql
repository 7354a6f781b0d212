CREATE TABLE "crypto_deposit_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crypto_deposit_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"family" text NOT NULL,
	"address" text NOT NULL,
	"derivation_index" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crypto_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_sn" text NOT NULL,
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"txid" text NOT NULL,
	"output_index" integer NOT NULL,
	"amount_units" numeric(78, 0) NOT NULL,
	"decimals" smallint NOT NULL,
	"confirmations" integer NOT NULL,
	"confirmations_required" integer NOT NULL,
	"status" text DEFAULT 'confirming' NOT NULL,
	"rate" text,
	"coins" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crypto_withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crypto_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_sn" text NOT NULL,
	"user_id" bigint NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount_units" numeric(78, 0) NOT NULL,
	"fee_units" numeric(78, 0) NOT NULL,
	"decimals" smallint NOT NULL,
	"rate" text NOT NULL,
	"coins" bigint NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"txid" text,
	"idempotency_key" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposit_addresses_user_family_key" ON "crypto_deposit_addresses" USING btree ("user_id","family");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposit_addresses_family_address_key" ON "crypto_deposit_addresses" USING btree ("family","address");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposits_order_sn_key" ON "crypto_deposits" USING btree ("order_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposits_tx_output_key" ON "crypto_deposits" USING btree ("network","txid","output_index");--> statement-breakpoint
CREATE INDEX "crypto_deposits_user_created_idx" ON "crypto_deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_withdrawals_order_sn_key" ON "crypto_withdrawals" USING btree ("order_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_withdrawals_user_idempotency_key" ON "crypto_withdrawals" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_user_created_idx" ON "crypto_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_status_idx" ON "crypto_withdrawals" USING btree ("status","created_at");