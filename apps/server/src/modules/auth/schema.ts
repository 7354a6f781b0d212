import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Sessions: the token itself is never stored, only its SHA-256. A revoked session keeps its
 * row so a later request with its token answers 402 (session ended) instead of 401.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason', { enum: ['password_changed', 'password_reset', 'operator'] }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The browser's device id (http/device-cookie.ts) the session was opened with; null without one. */
    deviceId: text('device_id'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Google / LINE accounts linked to a member, by the provider's stable subject id. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider', { enum: ['google', 'line'] }).notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_id_idx').on(t.userId),
  ],
);

/** Captchas: single use, 5 minutes; the answer is kept server-side only. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answer: text('answer').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_ip_created_idx').on(t.ip, t.createdAt)],
);

/** E-mailed 6-digit codes (registration, password reset). Only a hash of the code is kept. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt),
    index('email_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** OAuth/OIDC sign-in attempts in flight: state, nonce and PKCE verifier stay on the server. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider', { enum: ['google', 'line'] }).notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  agentCode: text('agent_code'),
  /** The referral link's campaign sub-ID, kept with the agent code for the new member. */
  campaign: text('campaign'),
  redirect: text('redirect'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * One attempt budget per (scope, target) for every guessable secret (docs/security.md): login
 * passwords, staff logins, e-mailed codes, the payment password, legacy-account secrets and
 * failed uploads. A try takes an evaluation slot *before* the secret is evaluated, with one
 * atomic conditional `UPDATE … SET pending = pending + 1 WHERE tries + pending < budget` on the
 * pool (never inside the transaction a
 * failure rolls back), so parallel guesses can never evaluate more than the budget.
 * `locks` counts the locks of this target in a row, so repeated locks last longer.
 */
export const attemptBudgets = pgTable(
  'attempt_budgets',
  {
    scope: text('scope').notNull(),
    target: text('target').notNull(),
    /** Failed tries in the current window. */
    tries: integer('tries').notNull().default(0),
    /** Tries being evaluated right now (each holds one of the budget's slots). */
    pending: integer('pending').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    locks: integer('locks').notNull().default(0),
    lastTryAt: timestamp('last_try_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.target] }), index('attempt_budgets_locked_idx').on(t.scope, t.lockedUntil)],
);

/**
 * One-time sign-in codes for the spec's `/?token=` hand-over (social sign-in, migration): the
 * address carries a short-lived code, never a session token; the site exchanges it once for a
 * session (docs/decisions/0016). Only a hash of the code is kept.
 */
export const signInCodes = pgTable('sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
