import { USERNAME_PATTERN } from '@amigo/contract';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { agentCodeKeys, emailKeys, usernameKeys, users } from './schema.ts';
import { userIdByAgentCode, userIdByEmail, userIdByUsername } from './lookup-keys.ts';
import { AppError } from '../../http/app-error.ts';

export interface NewMember {
  username: string;
  email: string;
  /** argon2id PHC string; null for members who only ever sign in with Google or LINE. */
  passwordHash: string | null;
  nickname?: string | null | undefined;
  /**
   * The agent (referral) code given at sign-up. A code that matches no agent is an error
   * (AGENT_CODE_NOT_FOUND on `agentCode`), not ignored; the member is registered under that agent
   * and the code, upper-cased, is kept as their recommended code. Empty or absent: no agent.
   */
  referralCode?: string | undefined;
  /**
   * The campaign sub-ID of the referral link (`?agentCode=X&sub=spring`), kept only when the
   * member is registered under an agent by a referral code.
   */
  referralCampaign?: string | undefined;
  /**
   * Registers the member directly under this agent (an agent creating a subordinate): the
   * agent's own code becomes the member's recommended code. Takes precedence over referralCode.
   */
  parentUserId?: bigint | undefined;
  /** The member's own agent code (the demo agent is seeded with one); approvals assign codes otherwise. */
  agentCode?: string | null | undefined;
  /** Defaults to the database's now(). */
  createdAt?: Date | undefined;
  lastLoginAt?: Date | null | undefined;
}

export interface CreatedMember {
  id: bigint;
  username: string;
  email: string;
  nickname: string | null;
  createdAt: Date;
}

/**
 * The one place a member (a `users` row) is born: registration, social sign-in, a legacy
 * account moved in as a new member, an agent's subordinate and the demo seed all come here.
 * Runs in the caller's transaction (pass `tx`), with the registration rules every path shares:
 * the username has the one format (USERNAME_PATTERN, INVALID_INPUT on `account`), the username and
 * e-mail are free regardless of case (USERNAME_TAKEN on `account`, EMAIL_TAKEN
 * on `email`), checked before the referral code. The caller does what else its path needs (the
 * first seed pair, a session, consuming an e-mail code).
 *
 * Uniqueness is the lookup tables' primary keys (schema.ts): the member's row, then its
 * `username_keys`, `email_keys` (and `agent_code_keys`) rows, in one savepoint inside the caller's
 * transaction (a transaction of its own when the caller passes the pool), so a member never
 * exists without their keys. Two creations of one name at once: the second key insert waits for
 * the first transaction and then finds the key taken; its savepoint is rolled back (no member row
 * is left) and it hears the same USERNAME_TAKEN / EMAIL_TAKEN as the check before.
 */
export async function createMember(db: Db, input: NewMember): Promise<CreatedMember> {
  // Every path's contract checks the format too; this keeps one rule however a member is born.
  if (!USERNAME_PATTERN.test(input.username)) throw new AppError('INVALID_INPUT', { field: 'account' });
  await assertAvailable(db, input.username, input.email);
  const parent = await parentOf(db, input);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        passwordHash: input.passwordHash,
        nickname: input.nickname ?? null,
        agentCode: input.agentCode ?? null,
        recommendedCode: parent?.recommendedCode ?? null,
        parentUserId: parent?.id ?? null,
        referralCampaign: parent && input.parentUserId === undefined && input.referralCampaign ? input.referralCampaign : null,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        ...(input.lastLoginAt ? { lastLoginAt: input.lastLoginAt } : {}),
      })
      .returning({
        id: users.id,
        username: users.username,
        email: users.email,
        nickname: users.nickname,
        createdAt: users.createdAt,
      });
    const userId = created!.id;
    // Username first, then e-mail, in every creation: two creations never wait on each other crosswise.
    if (!(await claimKey(tx, usernameKeys, usernameKeys.usernameLower, input.username.toLowerCase(), userId)))
      throw new AppError('USERNAME_TAKEN', { field: 'account' });
    if (!(await claimKey(tx, emailKeys, emailKeys.emailLower, input.email.toLowerCase(), userId)))
      throw new AppError('EMAIL_TAKEN', { field: 'email' });
    if (input.agentCode && !(await claimAgentCode(tx, input.agentCode, userId)))
      throw new Error(`agent code ${input.agentCode} already belongs to another member`);
    return created!;
  });
}

/**
 * Inserts the key row unless the key is taken: true when this member now owns it. A key another
 * transaction is inserting at the same moment makes this wait for that transaction; if it commits,
 * the key is taken (false), never a unique-violation error.
 */
async function claimKey(
  tx: Db,
  table: typeof usernameKeys | typeof emailKeys | typeof agentCodeKeys,
  column: AnyPgColumn,
  key: string,
  userId: bigint,
): Promise<boolean> {
  const result = await tx.execute(
    sql`insert into ${table} (${sql.identifier(column.name)}, user_id) values (${key}, ${userId}) on conflict do nothing returning user_id`,
  );
  return rowsOf(result).length === 1;
}

/** Makes the agent code (regardless of case) this member's in `agent_code_keys`; false when another member owns it. */
export async function claimAgentCode(tx: Db, agentCode: string, userId: bigint): Promise<boolean> {
  return claimKey(tx, agentCodeKeys, agentCodeKeys.agentCodeUpper, agentCode.toUpperCase(), userId);
}

/**
 * Refuses a username or e-mail that a member already has, regardless of case: one primary-key
 * probe of each lookup table (router queries on Citus).
 */
export async function assertAvailable(db: Db, username: string, email: string): Promise<void> {
  if (await userIdByUsername(db, username)) throw new AppError('USERNAME_TAKEN', { field: 'account' });
  if (await userIdByEmail(db, email)) throw new AppError('EMAIL_TAKEN', { field: 'email' });
}

async function parentOf(tx: Db, input: NewMember): Promise<{ id: bigint; recommendedCode: string | null } | undefined> {
  if (input.parentUserId !== undefined) {
    const [agent] = await tx.select({ agentCode: users.agentCode }).from(users).where(eq(users.id, input.parentUserId));
    return { id: input.parentUserId, recommendedCode: agent?.agentCode ?? null };
  }
  if (!input.referralCode) return undefined;
  const agentId = await userIdByAgentCode(tx, input.referralCode);
  // A given code that matches no agent is an error, not ignored.
  if (!agentId) throw new AppError('AGENT_CODE_NOT_FOUND', { field: 'agentCode' });
  return { id: agentId, recommendedCode: input.referralCode.toUpperCase() };
}
