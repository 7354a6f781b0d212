ALTER TABLE "deposit_orders" ADD COLUMN "refund_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: a deposit whose refund started before the column (refunding, refunded, or paid
-- again after a failed refund) holds the first attempt's ids, which carry no number
-- (`refund-hold:<order_sn>`): it counts as attempt 1, so a refund started again uses
-- `refund-hold:<order_sn>:2` instead of replaying the first hold.
UPDATE "deposit_orders" d SET "refund_attempt" = 1
WHERE d."refund_attempt" = 0 AND d."status" IN ('paid', 'refunding', 'refunded')
  AND EXISTS (SELECT 1 FROM "ledger_transfers" t
              WHERE t."owner_user_id" = d."user_id" AND t."id" = 'refund-hold:' || d."order_sn");
