import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/schema.ts';

/** A member by username or e-mail, regardless of case. */
export async function findMemberByAccount(db: Db, account: string) {
  const key = account.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  return user;
}

export async function findMemberById(db: Db, userId: bigint) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}
