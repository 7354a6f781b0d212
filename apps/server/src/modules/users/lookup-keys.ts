import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentCodeKeys, emailKeys, usernameKeys } from './schema.ts';

/*
 * A member's id by username, e-mail or agent code, regardless of case: one primary-key probe of
 * the lookup table (schema.ts), which on Citus is a router query to the shard of that value; the
 * member's own row is then read by id, a router query to the member's shard. The lookup tables
 * are written in the member's transaction (create-member.ts, agent-code.ts), so they are exact.
 * Each key is the stored value in lower (upper, for codes) case, as the old unique indexes were.
 */

export async function userIdByUsername(db: Db, username: string): Promise<bigint | undefined> {
  const [row] = await db
    .select({ userId: usernameKeys.userId })
    .from(usernameKeys)
    .where(eq(usernameKeys.usernameLower, username.toLowerCase()));
  return row?.userId;
}

export async function userIdByEmail(db: Db, email: string): Promise<bigint | undefined> {
  const [row] = await db
    .select({ userId: emailKeys.userId })
    .from(emailKeys)
    .where(eq(emailKeys.emailLower, email.toLowerCase()));
  return row?.userId;
}

/** The agent who owns a referral code, as typed (surrounding blanks ignored, any case). */
export async function userIdByAgentCode(db: Db, agentCode: string): Promise<bigint | undefined> {
  const [row] = await db
    .select({ userId: agentCodeKeys.userId })
    .from(agentCodeKeys)
    .where(eq(agentCodeKeys.agentCodeUpper, agentCode.trim().toUpperCase()));
  return row?.userId;
}
