import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { letterStates } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { countUnread } from './list-letters.ts';
import { idsInInbox, inboxOf, loadReader, type Reader } from './queries.ts';

/** One call marks at most this many rows per statement (read-all walks the inbox in such batches). */
const BATCH = 500;

/**
 * Marks letters read or removed for one member. The state row's key (letter, member) is where
 * concurrent marks meet: an insert that finds the row only fills a mark that is still empty,
 * so the first read time stays and two tabs marking at once count each letter once.
 */
async function mark(db: Db, reader: Reader, ids: bigint[], field: 'readAt' | 'deletedAt', now: Date) {
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const column = field === 'readAt' ? 'read_at' : 'deleted_at';
    await db
      .insert(letterStates)
      .values(batch.map((letterId) => ({ letterId, userId: reader.userId, [field]: now })))
      .onConflictDoUpdate({
        target: [letterStates.letterId, letterStates.userId],
        set: { [field]: sql.raw(`coalesce(letter_states.${column}, excluded.${column})`) },
      });
  }
}

/** The ids must all be in the member's inbox; one that is not (another member's, removed, unknown) is 404 and nothing changes. */
async function ownIds(db: Db, reader: Reader, ids: string[]): Promise<bigint[]> {
  const wanted = ids.map((id) => BigInt(id));
  const found = await idsInInbox(db, reader, wanted);
  if (found.length !== wanted.length) throw new AppError('NOT_FOUND', { field: 'ids' });
  return found;
}

export async function markLettersRead(db: Db, input: { userId: bigint; ids: string[]; now: Date }) {
  const reader = await loadReader(db, input.userId);
  await mark(db, reader, await ownIds(db, reader, input.ids), 'readAt', input.now);
  return { unreadCount: await countUnread(db, reader) };
}

export async function deleteLetters(db: Db, input: { userId: bigint; ids: string[]; now: Date }) {
  const reader = await loadReader(db, input.userId);
  await mark(db, reader, await ownIds(db, reader, input.ids), 'deletedAt', input.now);
  return { unreadCount: await countUnread(db, reader) };
}

/** `station/read/all`: every unread letter of the inbox, as of now. */
export async function markAllLettersRead(db: Db, input: { userId: bigint; now: Date }) {
  const reader = await loadReader(db, input.userId);
  const inbox = inboxOf(db, reader);
  const unread = await db.select({ id: inbox.id }).from(inbox).where(isNull(inbox.readAt));
  await mark(
    db,
    reader,
    unread.map((row) => row.id),
    'readAt',
    input.now,
  );
  return { unreadCount: await countUnread(db, reader) };
}
