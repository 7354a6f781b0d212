import { bigint, pgView, timestamp } from 'drizzle-orm/pg-core';

/**
 * Views the games module publishes for other modules' reads (created by `sql/<name>.sql`,
 * applied on every start): they may read these, never the games tables themselves.
 */

/** `sql/member_game_play.sql`: each round's player, bet, win and time. */
export const memberGamePlay = pgView('member_game_play', {
  id: bigint('id', { mode: 'bigint' }).notNull(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  bet: bigint('bet', { mode: 'bigint' }).notNull(),
  win: bigint('win', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();
