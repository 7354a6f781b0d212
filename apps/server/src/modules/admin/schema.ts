import { MONEY_PATHS } from '@amigo/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Operator staff (the console), separate from members: argon2id passwords, TOTP required,
 * roles as a list (docs/console.md). Usernames are unique regardless of case.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** Base32 TOTP secret: set by enrolment setup, trusted once `totp_enabled_at` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code works once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'bigint' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_username_lower_key').on(sql`lower(${t.username})`)],
);

/** Staff sessions: only the token's SHA-256 is kept; `verified_at` is set once the TOTP code is checked. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: bigint('staff_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_id_idx').on(t.staffId)],
);

/**
 * One row per staff write: who, when, what, the values before and after, and from where.
 * Append-only: no call edits it, and a trigger (migration `staff_audit_append_only`) refuses
 * UPDATE and DELETE in the database itself.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'bigint' }),
    staffUsername: text('staff_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
  ],
);

/**
 * Balance adjustments: a ledger transfer between a member's wallet and `promotions`, with a
 * reason. Above ADMIN_FOUR_EYES_ABOVE coins it waits (`pending`) for a second staff member.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'applied', 'rejected'] }).notNull(),
    requestedBy: bigint('requested_by', { mode: 'bigint' }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // Keyed by member (Citus: every key holds the distribution column, docs/scale.md).
    primaryKey({ name: 'balance_adjustments_pkey', columns: [t.userId, t.id] }),
    // The console decides an adjustment by its id alone (the API's path), so single-node
    // PostgreSQL keeps a plain index on id; on Citus that rare staff read fans out.
    index('balance_adjustments_id_idx').on(t.id),
    // The staff key within the member; across members it is bound by `staff_idempotency_keys`.
    uniqueIndex('balance_adjustments_key').on(t.userId, t.requestedBy, t.idempotencyKey),
    index('balance_adjustments_status_idx').on(t.status, t.id),
    index('balance_adjustments_user_idx').on(t.userId, t.id),
    check('balance_adjustments_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * A staff member's idempotency key and the one request it names (local, beside `audit_log`): a
 * balance adjustment is keyed by its member, so the staff key's binding to one request across
 * members lives here, written in the adjustment's transaction (which already writes the local
 * audit row). The key finds the adjustment by its member and id; the fingerprint (sha256 of
 * `<member>:<amount>:<reason>`, `requestFingerprint` in adjust-balance.ts) refuses a reuse for
 * another member, amount or reason without reading the other member's rows.
 */
export const staffIdempotencyKeys = pgTable(
  'staff_idempotency_keys',
  {
    requestedBy: bigint('requested_by', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    adjustmentId: bigint('adjustment_id', { mode: 'bigint' }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'staff_idempotency_keys_pkey', columns: [t.requestedBy, t.idempotencyKey] })],
);

/**
 * Every request that creates, releases or redirects coins, through one gate (money-approvals.ts):
 * balance adjustments, manual deposit confirmations, refunds, legacy imports, agent rebate rates
 * and rebate payouts, held chain deposits. A row is `applied` when it went through on the
 * requester's word alone (at or under its path's threshold), `pending` while it waits for a second
 * staff member, then `applied` or `rejected`. The rows of the last 24 hours are what the
 * per-person cap and the four-eyes threshold count (pending and applied, so splitting a request
 * changes nothing). `ref` names the path's own item (an adjustment id, a deposit order number, a
 * legacy import, an agent, an agent and day, a chain deposit); `amount` is in coins, or for
 * `rebate_rate` in basis points summed over the levels. Local, beside `audit_log` (docs/scale.md).
 */
export const moneyApprovals = pgTable(
  'money_approvals',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path', { enum: MONEY_PATHS }).notNull(),
    ref: text('ref').notNull(),
    /** The member whose coins move (null: a legacy import, whose members do not exist yet). */
    userId: bigint('user_id', { mode: 'bigint' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** What the path needs to apply the item on approval (rates, an address), and what it showed the requester. */
    detail: jsonb('detail'),
    status: text('status', { enum: ['pending', 'applied', 'rejected'] }).notNull(),
    /** Null for the system's own requests (the rebate settlement job). */
    requestedBy: bigint('requested_by', { mode: 'bigint' }),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One waiting request per item: a second request for it answers the first.
    uniqueIndex('money_approvals_pending_key')
      .on(t.path, t.ref)
      .where(sql`${t.status} = 'pending'`),
    index('money_approvals_requester_idx').on(t.requestedBy, t.path, t.createdAt),
    index('money_approvals_status_idx').on(t.status, t.id),
    index('money_approvals_ref_idx').on(t.path, t.ref),
  ],
);
