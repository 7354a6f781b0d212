import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Deposit orders. `coins` is what the member is credited when the provider confirms payment. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the reconciliation last asked the order's provider about it (reconcile-deposits.ts). */
    providerCheckedAt: timestamp('provider_checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_order_sn_key').on(t.orderSn),
    uniqueIndex('deposit_orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('deposit_orders_user_created_idx').on(t.userId, t.createdAt),
    // The orders still waiting for a provider's verdict: what expiry and reconciliation look at.
    index('deposit_orders_open_created_idx')
      .on(t.createdAt)
      .where(sql`status in ('pending', 'expired')`),
  ],
);

/** Withdrawal orders: the coins sit in the withdrawal-holds account until paid out or returned. */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
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
    uniqueIndex('withdrawal_orders_order_sn_key').on(t.orderSn),
    uniqueIndex('withdrawal_orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('withdrawal_orders_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Provider webhook deliveries already processed: a replayed event id is acknowledged and ignored. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_key').on(t.provider, t.eventId)],
);

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
