import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_agent_code_upper_key').on(sql`upper(${t.agentCode})`),
    index('users_parent_user_id_idx').on(t.parentUserId),
  ],
);

/**
 * Staff notes on a member's file (issue 21): written by any staff member who may read members,
 * never edited or removed (a correction is another note); each one is audited as `member.note`.
 * The staff member is kept by id and username, as the audit log keeps them.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    text: text('text').notNull(),
    staffId: bigint('staff_id', { mode: 'bigint' }).notNull(),
    staffUsername: text('staff_username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_user_id_idx').on(t.userId, t.createdAt)],
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
