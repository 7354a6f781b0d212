import { USERNAME_PATTERN } from '@amigo/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';
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
 * on `email`), checked before the referral code; two creations of one name at once are decided
 * by the unique indexes, and the loser hears the same errors. The caller does what else its
 * path needs (the first seed pair, a session, consuming an e-mail code).
 */
export async function createMember(tx: Db, input: NewMember): Promise<CreatedMember> {
  // Every path's contract checks the format too; this keeps one rule however a member is born.
  if (!USERNAME_PATTERN.test(input.username)) throw new AppError('INVALID_INPUT', { field: 'account' });
  await assertAvailable(tx, input.username, input.email);
  const parent = await parentOf(tx, input);
  try {
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
    return created!;
  } catch (error) {
    const constraint = uniqueConstraintOf(error);
    if (constraint === 'users_username_lower_key') throw new AppError('USERNAME_TAKEN', { field: 'account' });
    if (constraint === 'users_email_lower_key') throw new AppError('EMAIL_TAKEN', { field: 'email' });
    throw error;
  }
}

/** Refuses a username or e-mail that a member already has, regardless of case. */
export async function assertAvailable(db: Db, username: string, email: string): Promise<void> {
  const [byName] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (byName) throw new AppError('USERNAME_TAKEN', { field: 'account' });
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (byEmail) throw new AppError('EMAIL_TAKEN', { field: 'email' });
}

async function parentOf(tx: Db, input: NewMember): Promise<{ id: bigint; recommendedCode: string | null } | undefined> {
  if (input.parentUserId !== undefined) {
    const [agent] = await tx.select({ agentCode: users.agentCode }).from(users).where(eq(users.id, input.parentUserId));
    return { id: input.parentUserId, recommendedCode: agent?.agentCode ?? null };
  }
  if (!input.referralCode) return undefined;
  const agent = await findAgentByCode(tx, input.referralCode);
  return { id: agent.id, recommendedCode: input.referralCode.toUpperCase() };
}

/** The agent a code belongs to; a given code that matches no agent is an error, not ignored. */
async function findAgentByCode(db: Db, agentCode: string): Promise<{ id: bigint }> {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`upper(${users.agentCode})`, agentCode.trim().toUpperCase()))
    .limit(1);
  if (!agent) throw new AppError('AGENT_CODE_NOT_FOUND', { field: 'agentCode' });
  return agent;
}

/** The constraint a unique violation (23505) names, looking through the driver's wrapping. */
function uniqueConstraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, i = 0; e && i < 3; e = (e as { cause?: unknown }).cause, i++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint;
  }
  return undefined;
}
