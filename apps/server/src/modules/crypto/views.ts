import { bigint, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Views the crypto module publishes for other modules' reads (created by `sql/<name>.sql`,
 * applied on every start): they may read these, never the crypto tables themselves.
 */

/**
 * `sql/member_crypto_orders.sql`: credited chain deposits (`kind` 'deposit', `at` when credited)
 * and crypto withdrawal requests (`kind` 'withdrawal', `at` when requested, any status), in coins.
 */
export const memberCryptoOrders = pgView('member_crypto_orders', {
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  kind: text('kind', { enum: ['deposit', 'withdrawal'] }).notNull(),
  orderSn: text('order_sn').notNull(),
  /** The coin moved (USDT, ETH, TRX, …): the order is crypto, its `coins` are the hall's unit. */
  coin: text('coin').notNull(),
  coins: bigint('coins', { mode: 'bigint' }).notNull(),
  /** A deposit's is 'credited'; a withdrawal's 'review', 'withdrawing', 'success' or 'failed'. */
  status: text('status').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
}).existing();
