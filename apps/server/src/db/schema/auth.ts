import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('email_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt),
    index('email_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Failed-login bookkeeping for progressive delays (ASVS 6.1): one row per account and per
 * client address. Never a hard lock: after the free attempts each failure doubles the wait.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** OAuth/OIDC sign-in attempts in flight: state, nonce and PKCE verifier stay on the server. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider', { enum: ['google', 'line'] }).notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  agentCode: text('agent_code'),
  redirect: text('redirect'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
