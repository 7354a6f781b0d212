import { bigint, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Views the users module publishes for other modules' reads (created by `sql/<name>.sql`,
 * applied on every start): they may read these, never the `users` table itself.
 */

/** `sql/user_directory.sql`: members without secrets, with their agent code and parent agent. */
export const userDirectory = pgView('user_directory', {
  id: bigint('id', { mode: 'bigint' }).notNull(),
  username: text('username').notNull(),
  nickname: text('nickname'),
  email: text('email').notNull(),
  agentCode: text('agent_code'),
  parentUserId: bigint('parent_user_id', { mode: 'bigint' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** The referral link's campaign sub-ID the member registered from. */
  referralCampaign: text('referral_campaign'),
}).existing();
