import type { TPage, TStationLetter } from '@amigo/contract';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { letters, letterStates } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { inboxOf, letterColumns, loadReader, stateOf, toStationLetter, type Reader } from './queries.ts';

/** `station/query`: the member's letters, newest first, by read state, with the unread count. */
export async function listLetters(
  db: Db,
  input: { userId: bigint; status: 'all' | 'unread' | 'read'; pageNum: number; pageSize: number },
): Promise<TPage<TStationLetter> & { unreadCount: number }> {
  const reader = await loadReader(db, input.userId);
  const byStatus =
    input.status === 'unread' ? [isNull(letterStates.readAt)] : input.status === 'read' ? [isNotNull(letterStates.readAt)] : [];
  const where = and(inboxOf(reader), ...byStatus);
  const [rows, [total], unreadCount] = await Promise.all([
    db
      .select(letterColumns)
      .from(letters)
      .leftJoin(letterStates, stateOf(reader))
      .where(where)
      .orderBy(desc(letters.sentAt), desc(letters.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(letters).leftJoin(letterStates, stateOf(reader)).where(where),
    countUnread(db, reader),
  ]);
  return {
    list: rows.map(toStationLetter),
    total: total?.n ?? 0,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    unreadCount,
  };
}

/** Unread = in the inbox with no read mark. Derived on every ask, so it cannot drift. */
export async function countUnread(db: Db, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(letters)
    .leftJoin(letterStates, stateOf(reader))
    .where(and(inboxOf(reader), isNull(letterStates.readAt)));
  return row?.n ?? 0;
}

export async function unreadCountOf(db: Db, userId: bigint): Promise<{ unreadCount: number }> {
  return { unreadCount: await countUnread(db, await loadReader(db, userId)) };
}

/** `station/detail`: one letter of the member's inbox; anyone else's, a removed one or an unknown id is 404. */
export async function getLetter(db: Db, input: { userId: bigint; id: string }): Promise<TStationLetter> {
  const reader = await loadReader(db, input.userId);
  const [row] = await db
    .select(letterColumns)
    .from(letters)
    .leftJoin(letterStates, stateOf(reader))
    .where(and(eq(letters.id, BigInt(input.id)), inboxOf(reader)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return toStationLetter(row);
}
