import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** What a letter says and when it was sent: the columns member letters and broadcasts share. */
const letterBody = () => ({
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
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Station letters to one member (`userId`), distributed by that member (docs/scale.md §3): the
 * key is (user_id, id) and a dedupe key is unique per member. Every event that sends a letter
 * names something of one member (`deposit:<orderSn>`, `kyc:<id>`, …), so a key never goes to two
 * members and (user_id, dedupe_key) dedupes exactly as a global key did.
 * System letters store a template key and its parameters and are rendered in all four content
 * languages when read; letters written by operators store the four languages themselves.
 * Broadcasts are in `broadcast_letters`.
 */
export const letters = pgTable(
  'letters',
  {
    id: bigint('id', { mode: 'bigint' }).notNull().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** Always `member` since broadcasts moved to `broadcast_letters` (kept for the history screen). */
    audience: text('audience', { enum: ['member'] }).notNull(),
    ...letterBody(),
    /** The event that sent it (e.g. `deposit:<orderSn>`): a retried event never sends twice. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    primaryKey({ name: 'letters_pkey', columns: [t.userId, t.id] }),
    index('letters_user_id_idx').on(t.userId, t.sentAt),
    uniqueIndex('letters_dedupe_key').on(t.userId, t.dedupeKey),
  ],
);

/**
 * Letters to an audience (all members, agents, or players) that existed when it was sent: stored
 * once and fanned out on read, so a letter to every member is one row. A reference table (small,
 * written by operators and the demo seed), so every member's inbox reads it on its own node.
 * Ids come from the sequence of `letters` (`letters_id_seq`): a broadcast id and a member-letter
 * id never collide, so `letter_states (letter_id, user_id)` holds both kinds, and the member API
 * keeps one id space (a letter id alone names the letter, as before the split).
 */
export const broadcastLetters = pgTable(
  'broadcast_letters',
  {
    id: bigint('id', { mode: 'bigint' })
      .primaryKey()
      .default(sql`nextval('letters_id_seq')`),
    audience: text('audience', { enum: ['all', 'agents', 'players'] }).notNull(),
    ...letterBody(),
    /** The operator's request that sent it (`staff-letter:<staffId>:<key>`): sending again does nothing. */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('broadcast_letters_audience_idx').on(t.audience, t.sentAt),
    uniqueIndex('broadcast_letters_dedupe_key').on(t.dedupeKey),
  ],
);

/**
 * What one member did with one letter (their own or a broadcast): read it, removed it from the
 * inbox. No row = unread. One row per (letter, member), so concurrent marks of the same letter
 * meet on the key; distributed by the member, next to their letters.
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
