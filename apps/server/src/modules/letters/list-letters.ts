import type { TPage, TStationLetter } from '@amigo/contract';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { inboxOf, loadReader, toStationLetter, type Reader } from './queries.ts';

/** `station/query`: the member's letters, newest first, by read state, with the unread count. */
export async function listLetters(
  db: Db,
  input: { userId: bigint; status: 'all' | 'unread' | 'read'; pageNum: number; pageSize: number },
): Promise<TPage<TStationLetter> & { unreadCount: number }> {
  const reader = await loadReader(db, input.userId);
  const inbox = inboxOf(db, reader);
  const where = input.status === 'unread' ? isNull(inbox.readAt) : input.status === 'read' ? isNotNull(inbox.readAt) : undefined;
  const [rows, [total], unreadCount] = await Promise.all([
    db
      .select()
      .from(inbox)
      .where(where)
      .orderBy(desc(inbox.sentAt), desc(inbox.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(inbox).where(where),
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
  const inbox = inboxOf(db, reader);
  const [row] = await db.select({ n: count() }).from(inbox).where(isNull(inbox.readAt));
  return row?.n ?? 0;
}

export async function unreadCountOf(db: Db, userId: bigint): Promise<{ unreadCount: number }> {
  return { unreadCount: await countUnread(db, await loadReader(db, userId)) };
}

/** `station/detail`: one letter of the member's inbox; anyone else's, a removed one or an unknown id is 404. */
export async function getLetter(db: Db, input: { userId: bigint; id: string }): Promise<TStationLetter> {
  const reader = await loadReader(db, input.userId);
  const inbox = inboxOf(db, reader);
  const [row] = await db
    .select()
    .from(inbox)
    .where(eq(inbox.id, BigInt(input.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return toStationLetter(row);
}
