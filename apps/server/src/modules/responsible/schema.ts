import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const LIMIT_KINDS = ['deposit', 'loss'] as const;
const LIMIT_PERIODS = ['day', 'week', 'month'] as const;

/**
 * A member's deposit and loss limits, one row per kind and period. A decrease takes effect at
 * once (it replaces `amount`); an increase or a removal waits 24 hours in `pending_*`, and from
 * `pending_from` on the pending value is the one in force (null = removed). The game round's
 * commit (sql/responsible_round_check.sql) reads the same columns the same way.
 */
export const responsibleLimits = pgTable(
  'responsible_limits',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    kind: text('kind', { enum: LIMIT_KINDS }).notNull(),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.period] }),
    check('responsible_limits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Per member: the reality-check interval and the last time they confirmed, and a cool-off or
 * self-exclusion in force. `block_until` null with a block kind means indefinite; members can
 * never shorten a block (only an operator ends an indefinite exclusion, after `block_min_until`).
 */
export const responsibleProfiles = pgTable('responsible_profiles', {
  userId: bigint('user_id', { mode: 'bigint' }).primaryKey(),
  realityCheckMinutes: integer('reality_check_minutes'),
  realityCheckAckAt: timestamp('reality_check_ack_at', { withTimezone: true }),
  /** The play session: it starts with the first round after 30 minutes without one. */
  sessionStartedAt: timestamp('session_started_at', { withTimezone: true }),
  lastRoundAt: timestamp('last_round_at', { withTimezone: true }),
  blockKind: text('block_kind', { enum: ['cool_off', 'self_exclusion'] }),
  blockFrom: timestamp('block_from', { withTimezone: true }),
  blockUntil: timestamp('block_until', { withTimezone: true }),
  blockMinUntil: timestamp('block_min_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change a member (or an operator) made to these controls: append-only. */
export const responsibleEvents = pgTable(
  'responsible_events',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Distributed by the member (docs/scale.md §3); the key (member, id) serves their history, as the
  // index on (user_id, id) did. Nothing reads an event by its id alone.
  (t) => [primaryKey({ name: 'responsible_events_pkey', columns: [t.userId, t.id] })],
);
