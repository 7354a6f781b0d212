import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';

/** Whether a member with this id exists. */
export async function memberExists(db: Db, userId: bigint): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return user !== undefined;
}

/**
 * The usernames of these members, in one statement (a list that shows whose each row is reads
 * its own rows first, then asks for their names here). Unknown ids are absent from the map.
 */
export async function usernamesByIds(db: Db, userIds: readonly bigint[]): Promise<Map<bigint, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.username]));
}
