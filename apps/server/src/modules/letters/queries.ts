import type { TStationLetter } from '@amigo/contract';
import { and, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { letters, letterStates } from './schema.ts';
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

/** The reader's own state row joins each letter (none = unread and not removed). */
export function stateOf(reader: Reader): SQL {
  return and(eq(letterStates.letterId, letters.id), eq(letterStates.userId, reader.userId))!;
}

/**
 * Letters in the reader's inbox: their own, and broadcasts to their audience sent since they
 * joined; never one they removed. Every member call filters through this, so no call can reach
 * another member's letter.
 */
export function inboxOf(reader: Reader): SQL {
  const audiences: Array<'all' | 'agents' | 'players'> = ['all', reader.isAgent ? 'agents' : 'players'];
  return and(
    or(
      eq(letters.userId, reader.userId),
      and(isNull(letters.userId), inArray(letters.audience, audiences), gte(letters.sentAt, reader.createdAt)),
    ),
    isNull(letterStates.deletedAt),
  )!;
}

export const letterColumns = { letter: letters, readAt: letterStates.readAt };

export function toStationLetter(row: { letter: typeof letters.$inferSelect; readAt: Date | null }): TStationLetter {
  const { letter } = row;
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
    read: row.readAt !== null,
    sentAt: letter.sentAt.toISOString(),
  };
}

/** The ids among `ids` that are in the reader's inbox. */
export async function idsInInbox(db: Db, reader: Reader, ids: bigint[]): Promise<bigint[]> {
  const rows = await db
    .select({ id: letters.id })
    .from(letters)
    .leftJoin(letterStates, stateOf(reader))
    .where(and(inArray(letters.id, ids), inboxOf(reader)));
  return rows.map((row) => row.id);
}
