import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Station letters. A letter goes to one member (`userId`) or, with `userId` null, to an
 * audience (all members, agents, or players) that existed when it was sent — broadcasts are
 * stored once and fanned out on read, so a letter to every member is one row.
 * System letters store a template key and its parameters and are rendered in all four content
 * languages when read; letters written by operators store the four languages themselves.
 */
export const letters = pgTable(
  'letters',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }),
    audience: text('audience', { enum: ['member', 'all', 'agents', 'players'] }).notNull(),
    category: text('category', { enum: ['system', 'deposit', 'withdrawal', 'kyc', 'agent', 'promotion'] }).notNull(),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    titleJp: text('title_jp').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    titleZh: text('title_zh').notNull().default(''),
    titleZhTW: text('title_zh_tw').notNull().default(''),
    bodyJp: text('body_jp').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyZh: text('body_zh').notNull().default(''),
    bodyZhTW: text('body_zh_tw').notNull().default(''),
    /** The event that sent it (e.g. `deposit:<orderSn>`): a retried event never sends twice. */
    dedupeKey: text('dedupe_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('letters_user_id_idx').on(t.userId, t.sentAt),
    index('letters_broadcast_idx')
      .on(t.audience, t.sentAt)
      .where(sql`${t.userId} is null`),
    uniqueIndex('letters_dedupe_key').on(t.dedupeKey),
  ],
);

/**
 * What one member did with one letter: read it, removed it from the inbox. No row = unread.
 * One row per (letter, member), so concurrent marks of the same letter meet on the key.
 */
export const letterStates = pgTable(
  'letter_states',
  {
    letterId: bigint('letter_id', { mode: 'bigint' }).notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.letterId, t.userId] }), index('letter_states_user_id_idx').on(t.userId)],
);
