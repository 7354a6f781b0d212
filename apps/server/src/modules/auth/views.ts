import { bigint, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Views the auth module publishes for other modules' reads (created by `sql/<name>.sql`,
 * applied on every start): they may read these, never the auth tables themselves.
 */

/** `sql/member_sessions.sql`: a session's member and the times that decide whether it is alive (checkSession). */
export const memberSessions = pgView('member_sessions', {
  tokenHash: text('token_hash').notNull(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
}).existing();

/** `sql/member_session_origins.sql`: where a member's session came from (IP, User-Agent, device id) and when; no token. */
export const memberSessionOrigins = pgView('member_session_origins', {
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  /** The browser's device id (http/device-cookie.ts); null for sessions opened without one. */
  deviceId: text('device_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
}).existing();
