import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Members (players and agents). Usernames, e-mails and agent codes are unique regardless of case,
 * but not by an index here: `users` is distributed by `id` on Citus (db/distribution.ts), where a
 * unique index must contain `id`. Each uniqueness is the primary key of its lookup table below
 * (`username_keys`, `email_keys`, `agent_code_keys`), written in the same transaction as the row
 * (create-member.ts, agent-code.ts), and the lookups by name, e-mail and code go through them to
 * the member's id (a router query on Citus).
 */
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
    /** Date of birth as on the identity document (YYYY-MM-DD); a KYC approval needs it (issue 21). */
    birthDate: date('birth_date', { mode: 'string' }),
    /** This member's own agent code, once an approved agent (referral links carry it). */
    agentCode: text('agent_code'),
    /** The agent code given at registration (the spec's "recommended code"). */
    recommendedCode: text('recommended_code'),
    /** The agent this member registered under, when the code belonged to one. */
    parentUserId: bigint('parent_user_id', { mode: 'bigint' }),
    /** The campaign sub-ID of the referral link the member registered from (`?agentCode=X&sub=spring`). */
    referralCampaign: text('referral_campaign'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    // Plain indexes for the reads that still filter `users` itself by name or code rather than
    // through the lookup tables: the agents' console search by exact code, the dev review route by
    // username, the referral figures. No e-mail index: every read by e-mail uses `email_keys`.
    index('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_agent_code_upper_idx').on(sql`upper(${t.agentCode})`),
    index('users_parent_user_id_idx').on(t.parentUserId),
  ],
);

/**
 * Who owns a username, by its lower-case form: the global uniqueness of usernames regardless of
 * case (it was the unique index `users_username_lower_key` until migration 0039). Distributed by
 * `username_lower` on Citus, so a sign-in or an availability check by name is one router query
 * here and one on the member's shard. Written by createMember in the member's transaction; a
 * username never changes and no account is deleted, so a row is never updated or removed.
 */
export const usernameKeys = pgTable('username_keys', {
  usernameLower: text('username_lower').primaryKey(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
});

/**
 * Who owns an e-mail address, by its lower-case form (was `users_email_lower_key`). As for
 * usernames: distributed by the address, written by createMember with the member. The hall has no
 * e-mail change and no account deletion; whatever adds one moves this row in the same transaction.
 */
export const emailKeys = pgTable('email_keys', {
  emailLower: text('email_lower').primaryKey(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
});

/**
 * Who owns an agent code, by its upper-case form (was `users_agent_code_upper_key`). Written with
 * the code: by createMember (the demo agent is seeded with one) and by assignAgentCode when an
 * application is approved; a code is never changed or released. Registration by referral code and
 * the referral link's landing find the agent here.
 */
export const agentCodeKeys = pgTable('agent_code_keys', {
  agentCodeUpper: text('agent_code_upper').primaryKey(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
});

/**
 * Staff notes on a member's file (issue 21): written by any staff member who may read members,
 * never edited or removed (a correction is another note); each one is audited as `member.note`.
 * The staff member is kept by id and username, as the audit log keeps them.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    text: text('text').notNull(),
    staffId: bigint('staff_id', { mode: 'bigint' }).notNull(),
    staffUsername: text('staff_username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The key holds the member (Citus, migration 0039). Notes are only ever read by member
  // (memberNotesOf), never by their id alone, so no index on `id` is kept.
  (t) => [
    primaryKey({ name: 'member_notes_pkey', columns: [t.userId, t.id] }),
    index('member_notes_user_id_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The staff's flags on a member (issue 21): one row per member and flag while it is set
 * (`vip`, `risk`, `fraud`); clearing removes the row. Who set it and why is kept here, every
 * change in the audit log (`member.flag`).
 */
export const memberFlags = pgTable(
  'member_flags',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    flag: text('flag', { enum: ['vip', 'risk', 'fraud'] }).notNull(),
    reason: text('reason').notNull(),
    staffId: bigint('staff_id', { mode: 'bigint' }).notNull(),
    staffUsername: text('staff_username').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.flag] }), check('member_flags_flag', sql`${t.flag} in ('vip', 'risk', 'fraud')`)],
);
