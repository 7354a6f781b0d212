import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Deposit orders. `coins` is what the member is credited when the provider confirms payment.
 * Distributed by member (docs/scale.md §3): the keys carry `user_id`; the order number's global
 * uniqueness is `order_routes`, written in the same transaction (order-routes.ts).
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    orderSn: text('order_sn').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    channel: text('channel', { enum: ['sandbox', 'manual_bank'] }).notNull(),
    currency: text('currency', { enum: ['JPY', 'CNY'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    coins: bigint('coins', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'expired', 'refunding', 'refunded'] })
      .notNull()
      .default('pending'),
    manualStatus: text('manual_status', { enum: ['awaiting_transfer', 'in_progress', 'successful', 'failed'] }),
    payerName: text('payer_name'),
    idempotencyKey: text('idempotency_key').notNull(),
    failureReason: text('failure_reason'),
    /**
     * How many refunds of this deposit were started (refund-deposit.ts): the attempt number its
     * refund transfer ids carry, so a refund started again after a failed one moves its own coins
     * (issue 26 §1). 0: never refunded. Orders refunded before the column are backfilled to 1.
     */
    refundAttempt: integer('refund_attempt').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the reconciliation last asked the order's provider about it (reconcile-deposits.ts). */
    providerCheckedAt: timestamp('provider_checked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'deposit_orders_pkey', columns: [t.userId, t.id] }),
    // Every lookup by order number knows the member (the member's own, or through order_routes).
    uniqueIndex('deposit_orders_user_order_sn_key').on(t.userId, t.orderSn),
    uniqueIndex('deposit_orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('deposit_orders_user_created_idx').on(t.userId, t.createdAt),
    // The orders still waiting for a provider's verdict: what expiry and reconciliation look at.
    index('deposit_orders_open_created_idx')
      .on(t.createdAt)
      .where(sql`status in ('pending', 'expired')`),
  ],
);

/**
 * Withdrawal orders: the coins sit in the withdrawal-holds account until paid out or returned.
 * Keyed by member like deposits; the order number is global through `order_routes`.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    orderSn: text('order_sn').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    bankCardId: bigint('bank_card_id', { mode: 'bigint' }).notNull(),
    bankName: text('bank_name').notNull(),
    cardLast4: text('card_last4').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['review', 'withdrawing', 'success', 'failed'] })
      .notNull()
      .default('review'),
    idempotencyKey: text('idempotency_key').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set with `success`: the bank's reference for the transfer and the (Tokyo) day it was made. */
    paidReference: text('paid_reference'),
    paidOn: date('paid_on', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'withdrawal_orders_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('withdrawal_orders_user_order_sn_key').on(t.userId, t.orderSn),
    uniqueIndex('withdrawal_orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('withdrawal_orders_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Provider webhook deliveries already processed: a replayed event id is acknowledged and ignored.
 * `user_id` is the member whose order the event concerns (found through `order_routes` before the
 * transaction): one event always concerns one order, so `(user_id, provider, event_id)` still
 * deduplicates, and the row lives on the order's shard.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_user_provider_event_key').on(t.userId, t.provider, t.eventId)],
);

/** What an order number names: `order_routes.kind`. */
export const ORDER_KINDS = ['deposit', 'withdrawal', 'crypto_deposit', 'crypto_withdrawal'] as const;

/**
 * The routing table of order numbers (docs/scale.md §3): every order number of the four order
 * tables, with its member. Distributed by `order_sn` (a colocation group of its own), so the
 * primary key is what keeps an order number unique across all members; a row is written in the
 * same transaction as its order (order-routes.ts), so a race on one number has exactly one winner.
 * A lookup by order number alone (a provider's webhook, the sandbox pay page, the console) reads
 * the member here first, then the order by `(user_id, order_sn)`: a router query on Citus.
 */
export const orderRoutes = pgTable('order_routes', {
  orderSn: text('order_sn').primaryKey(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  kind: text('kind', { enum: ORDER_KINDS }).notNull(),
});

/**
 * The sandbox provider's own books (it is a simulator beside the app, so its state lives here):
 * one verdict per checkout, with the webhook it owes us for it. A delivery not acknowledged is
 * tried again with backoff (sandbox-psp/deliveries.ts) and given up after the last attempt; the
 * row survives restarts, and the reconciliation asks the provider about the order through it.
 */
export const sandboxWebhookDeliveries = pgTable(
  'sandbox_webhook_deliveries',
  {
    orderSn: text('order_sn').primaryKey(),
    /** The event id of every attempt: a redelivery is the same event. */
    eventId: text('event_id').notNull(),
    verdict: text('verdict', { enum: ['paid', 'failed'] }).notNull(),
    /** What the provider took (or was asked to take), as it reports it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency', { enum: ['JPY', 'CNY'] }).notNull(),
    state: text('state', { enum: ['pending', 'acknowledged', 'given_up'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** While pending: when the next attempt is due (or when a claimed attempt's lease runs out). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The last attempt's outcome: an HTTP status, the envelope's code, a timeout, a refused connection. */
    lastResult: text('last_result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [
    index('sandbox_webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`state = 'pending'`),
  ],
);
