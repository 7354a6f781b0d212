-- Migration 0038: the order tables, webhook events, crypto addresses and bank cards keyed by their
-- member (docs/scale.md §3, issue 20), so each can be distributed by user_id on Citus. On a hall
-- in play: new tables and columns are back-filled first, then the keys are swapped (a primary
-- key is dropped and re-added in one statement, so a table is never without one).

-- The routing table of order numbers: order_sn → member. Its primary key is now what keeps an
-- order number unique across the hall (each order table's own key is (user_id, order_sn)).
CREATE TABLE "order_routes" (
	"order_sn" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
-- Every order number there is. The four prefixes (D, W, CD, CW) never meet, and each table's
-- order numbers were unique until now, so this cannot collide.
INSERT INTO "order_routes" ("order_sn", "user_id", "kind")
SELECT "order_sn", "user_id", 'deposit' FROM "deposit_orders"
UNION ALL SELECT "order_sn", "user_id", 'withdrawal' FROM "withdrawal_orders"
UNION ALL SELECT "order_sn", "user_id", 'crypto_deposit' FROM "crypto_deposits"
UNION ALL SELECT "order_sn", "user_id", 'crypto_withdrawal' FROM "crypto_withdrawals";
--> statement-breakpoint
-- The routing table of deposit addresses: (family, address) → member, from the address rows.
CREATE TABLE "crypto_address_routes" (
	"family" text NOT NULL,
	"address" text NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "crypto_address_routes_pkey" PRIMARY KEY("family","address")
);
--> statement-breakpoint
INSERT INTO "crypto_address_routes" ("family", "address", "user_id")
SELECT "family", "address", "user_id" FROM "crypto_deposit_addresses";
--> statement-breakpoint
-- Webhook events: the member whose order each event concerns. The table holds only the event id;
-- the sandbox provider's books (sandbox_webhook_deliveries, since 0028) name the order of each of
-- its events, and the order names its member. An event nothing names (delivered before 0028, or
-- not through the provider's books) cannot be placed on a member: it is kept, as history, under
-- the house owner 0 (HOUSE_OWNER_ID, migration 0037), whose rows live on one shard. Its order was settled when it
-- came, and settling is idempotent on the order itself (the order row is locked and a settled
-- order changes no more; the credit's transfer id is deposit:<order_sn>), so a late replay of such
-- an event changes nothing either: it is acknowledged as a no-op.
ALTER TABLE "webhook_events" ADD COLUMN "user_id" bigint;
--> statement-breakpoint
UPDATE "webhook_events" e SET "user_id" = o."user_id"
FROM "sandbox_webhook_deliveries" d JOIN "deposit_orders" o ON o."order_sn" = d."order_sn"
WHERE e."provider" = 'sandbox' AND d."event_id" = e."event_id";
--> statement-breakpoint
UPDATE "webhook_events" SET "user_id" = 0 WHERE "user_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "webhook_events" ALTER COLUMN "user_id" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_user_provider_event_key" ON "webhook_events" USING btree ("user_id","provider","event_id");
--> statement-breakpoint
DROP INDEX "webhook_events_provider_event_key";
--> statement-breakpoint
-- Deposit and withdrawal orders: (user_id, id) and (user_id, order_sn).
ALTER TABLE "deposit_orders" DROP CONSTRAINT "deposit_orders_pkey", ADD CONSTRAINT "deposit_orders_pkey" PRIMARY KEY("user_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_user_order_sn_key" ON "deposit_orders" USING btree ("user_id","order_sn");
--> statement-breakpoint
DROP INDEX "deposit_orders_order_sn_key";
--> statement-breakpoint
ALTER TABLE "withdrawal_orders" DROP CONSTRAINT "withdrawal_orders_pkey", ADD CONSTRAINT "withdrawal_orders_pkey" PRIMARY KEY("user_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_user_order_sn_key" ON "withdrawal_orders" USING btree ("user_id","order_sn");
--> statement-breakpoint
DROP INDEX "withdrawal_orders_order_sn_key";
--> statement-breakpoint
-- Crypto: addresses, deposits, withdrawals.
ALTER TABLE "crypto_deposit_addresses" DROP CONSTRAINT "crypto_deposit_addresses_pkey", ADD CONSTRAINT "crypto_deposit_addresses_pkey" PRIMARY KEY("user_id","id");
--> statement-breakpoint
DROP INDEX "crypto_deposit_addresses_family_address_key";
--> statement-breakpoint
ALTER TABLE "crypto_deposits" DROP CONSTRAINT "crypto_deposits_pkey", ADD CONSTRAINT "crypto_deposits_pkey" PRIMARY KEY("user_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_deposits_user_order_sn_key" ON "crypto_deposits" USING btree ("user_id","order_sn");
--> statement-breakpoint
-- An output pays one address, and an address is one member's, so (network, txid, output_index)
-- stays unique with the member in the key.
CREATE UNIQUE INDEX "crypto_deposits_user_tx_output_key" ON "crypto_deposits" USING btree ("user_id","network","txid","output_index");
--> statement-breakpoint
DROP INDEX "crypto_deposits_order_sn_key";
--> statement-breakpoint
DROP INDEX "crypto_deposits_tx_output_key";
--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" DROP CONSTRAINT "crypto_withdrawals_pkey", ADD CONSTRAINT "crypto_withdrawals_pkey" PRIMARY KEY("user_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_withdrawals_user_order_sn_key" ON "crypto_withdrawals" USING btree ("user_id","order_sn");
--> statement-breakpoint
DROP INDEX "crypto_withdrawals_order_sn_key";
--> statement-breakpoint
-- Bank cards: (user_id, id), which also serves every read of a member's cards.
ALTER TABLE "bank_cards" DROP CONSTRAINT "bank_cards_pkey", ADD CONSTRAINT "bank_cards_pkey" PRIMARY KEY("user_id","id");
--> statement-breakpoint
DROP INDEX "bank_cards_user_id_idx";
