import type { TStationLetter } from '@amigo/contract';
import { and, eq, gte, inArray, isNull, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { broadcastLetters, letters, letterStates } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { getMemberAudience } from '../users/index.ts';
import { isLetterTemplate, renderLetter } from './letter-templates.ts';

/** Who is reading: what decides which broadcasts reach them. */
export interface Reader {
  userId: bigint;
  createdAt: Date;
  isAgent: boolean;
}

export async function loadReader(db: Db, userId: bigint): Promise<Reader> {
  const member = await getMemberAudience(db, userId);
  if (!member) throw new AppError('UNAUTHENTICATED');
  return { userId, createdAt: member.createdAt, isAgent: member.hasAgentCode };
}

/** The columns of a letter the member API shows, the same in both tables, and the reader's read mark. */
function shown(table: typeof letters | typeof broadcastLetters) {
  return {
    id: table.id,
    category: table.category,
    template: table.template,
    params: table.params,
    titleJp: table.titleJp,
    titleEn: table.titleEn,
    titleZh: table.titleZh,
    titleZhTW: table.titleZhTW,
    bodyJp: table.bodyJp,
    bodyEn: table.bodyEn,
    bodyZh: table.bodyZh,
    bodyZhTW: table.bodyZhTW,
    sentAt: table.sentAt,
    readAt: letterStates.readAt,
  };
}

/** The reader's own state row joins each letter (none = unread and not removed). */
function stateOf(reader: Reader, id: SQLWrapper) {
  return and(eq(letterStates.letterId, id), eq(letterStates.userId, reader.userId));
}

/**
 * The reader's inbox as one row set: their own letters, and broadcasts to their audience sent
 * since they joined; never one they removed. Every member call reads through this, so no call can
 * reach another member's letter. Both halves name the reader's id: on a distributed database the
 * whole query runs on the reader's node (their letters and states there, broadcasts a reference
 * table copied to every node). Ids are unique across the two tables (one sequence).
 */
export function inboxOf(db: Db, reader: Reader) {
  const audiences: Array<'all' | 'agents' | 'players'> = ['all', reader.isAgent ? 'agents' : 'players'];
  const own = db
    .select(shown(letters))
    .from(letters)
    .leftJoin(letterStates, stateOf(reader, letters.id))
    .where(and(eq(letters.userId, reader.userId), isNull(letterStates.deletedAt)));
  const broadcasts = db
    .select(shown(broadcastLetters))
    .from(broadcastLetters)
    .leftJoin(letterStates, stateOf(reader, broadcastLetters.id))
    .where(
      and(
        inArray(broadcastLetters.audience, audiences),
        gte(broadcastLetters.sentAt, reader.createdAt),
        isNull(letterStates.deletedAt),
      ),
    );
  return own.unionAll(broadcasts).as('inbox');
}

/** One row of the inbox: what `shown` selects. */
export type InboxRow = Omit<typeof letters.$inferSelect, 'userId' | 'audience' | 'dedupeKey'> & { readAt: Date | null };

export function toStationLetter(letter: InboxRow): TStationLetter {
  const text =
    letter.template && isLetterTemplate(letter.template)
      ? renderLetter(letter.template, letter.params ?? {})
      : {
          titleJp: letter.titleJp,
          titleEn: letter.titleEn,
          titleZh: letter.titleZh,
          titleZhTW: letter.titleZhTW,
          bodyJp: letter.bodyJp,
          bodyEn: letter.bodyEn,
          bodyZh: letter.bodyZh,
          bodyZhTW: letter.bodyZhTW,
        };
  return {
    id: String(letter.id),
    category: letter.category,
    ...text,
    read: letter.readAt !== null,
    sentAt: letter.sentAt.toISOString(),
  };
}

/** The ids among `ids` that are in the reader's inbox. */
export async function idsInInbox(db: Db, reader: Reader, ids: bigint[]): Promise<bigint[]> {
  const inbox = inboxOf(db, reader);
  const rows = await db.select({ id: inbox.id }).from(inbox).where(inArray(inbox.id, ids));
  return rows.map((row) => row.id);
}
