import { bigint, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Views the payments module publishes for other modules' reads (created by `sql/<name>.sql`,
 * applied on every start): they may read these, never the order tables themselves.
 */

/** `sql/member_deposit_orders.sql`. */
export const memberDepositOrders = pgView('member_deposit_orders', {
  id: bigint('id', { mode: 'bigint' }).notNull(),
  orderSn: text('order_sn').notNull(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  channel: text('channel', { enum: ['sandbox', 'manual_bank'] }).notNull(),
  currency: text('currency', { enum: ['JPY', 'CNY'] }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  coins: bigint('coins', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: ['pending', 'paid', 'failed', 'expired', 'refunding', 'refunded'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}).existing();

/** `sql/member_withdrawal_orders.sql`. */
export const memberWithdrawalOrders = pgView('member_withdrawal_orders', {
  id: bigint('id', { mode: 'bigint' }).notNull(),
  orderSn: text('order_sn').notNull(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  fee: bigint('fee', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: ['review', 'withdrawing', 'success', 'failed'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
}).existing();
