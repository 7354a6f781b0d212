import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Members (players and agents). Usernames and e-mails are unique regardless of case. */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id PHC string; null for members who only ever signed in with Google or LINE. */
    passwordHash: text('password_hash'),
    paymentPasswordHash: text('payment_password_hash'),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    pinyinName: text('pinyin_name'),
    phone: text('phone'),
    idNumber: text('id_number'),
    /** This member's own agent code, once an approved agent (referral links carry it). */
    agentCode: text('agent_code'),
    /** The agent code given at registration (the spec's "recommended code"). */
    recommendedCode: text('recommended_code'),
    /** The agent this member registered under, when the code belonged to one. */
    parentUserId: bigint('parent_user_id', { mode: 'bigint' }),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_agent_code_upper_key').on(sql`upper(${t.agentCode})`),
    index('users_parent_user_id_idx').on(t.parentUserId),
  ],
);

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

/** KYC submissions: three photos stored outside the web root, reviewed by operators. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    frontKey: text('front_key').notNull(),
    backKey: text('back_key').notNull(),
    handheldKey: text('handheld_key').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
  },
  (t) => [index('kyc_submissions_user_id_idx').on(t.userId, t.createdAt)],
);
