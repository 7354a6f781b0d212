import { bigint, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Views the wallet module publishes for other modules' reads (created by `sql/<name>.sql`,
 * applied on every start): they may read these, never the ledger tables themselves.
 */

/** `sql/member_balances.sql`: one row per member wallet. */
export const memberBalances = pgView('member_balances', {
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  balance: bigint('balance', { mode: 'bigint' }).notNull(),
}).existing();

/** `sql/member_system_credits.sql`: transfers from a system account (`source`) into a member's wallet. */
export const memberSystemCredits = pgView('member_system_credits', {
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  source: text('source').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

/** `sql/member_system_debits.sql`: transfers from a member's wallet into a system account (`target`). */
export const memberSystemDebits = pgView('member_system_debits', {
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  target: text('target').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

/**
 * `sql/member_money_flows.sql`: money entering (`deposit`: every channel's credit) and leaving
 * (`withdrawal`: every channel's payout) the hall, one row per ledger transfer, in coins. The one
 * definition of deposit and withdrawal figures (issue 26): reports read it, not the order tables.
 */
export const memberMoneyFlows = pgView('member_money_flows', {
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  kind: text('kind', { enum: ['deposit', 'withdrawal'] }).notNull(),
  reason: text('reason').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();
