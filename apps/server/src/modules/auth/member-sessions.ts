import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from './schema.ts';

export interface MemberSessionRow {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
}

/** A member's most recently seen sessions, revoked and expired ones included (the console's member screen). */
export async function recentSessionsOf(db: Db, input: { userId: bigint; limit: number }): Promise<MemberSessionRow[]> {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, input.userId))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(input.limit);
}

/** How many of a member's sessions were never revoked (expired ones included). */
export async function countUnrevokedSessions(db: Db, userId: bigint): Promise<number> {
  const [live] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));
  return live?.n ?? 0;
}
