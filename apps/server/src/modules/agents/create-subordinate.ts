import type { TSubMember } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertAcceptablePassword, assertAvailable, hashPassword } from '../auth/index.ts';
import { requireAgent } from './agent-access.ts';

/**
 * Subordinates created without an e-mail get an address under the reserved `.invalid` top-level
 * domain (RFC 2606): users.email is required and unique, and such an address can never receive
 * mail. Answers show it as null.
 */
export const NO_EMAIL_DOMAIN = 'no-email.invalid';

export interface CreateSubordinateInput {
  agentId: bigint;
  account: string;
  password: string;
  email?: string | undefined;
  nickname?: string | undefined;
  now: Date;
}

/**
 * `agent/sub/member/create`: a new member directly below the agent, by the registration rules
 * (username format and uniqueness, password policy, e-mail uniqueness), registered under the
 * agent's code like a member who followed the referral link.
 */
export async function createSubordinate(db: Db, input: CreateSubordinateInput): Promise<TSubMember> {
  await requireAgent(db, input.agentId);
  assertAcceptablePassword(input.password, input.account);
  const email = input.email ?? `${input.account.toLowerCase()}@${NO_EMAIL_DOMAIN}`;
  const passwordHash = await hashPassword(input.password);
  const created = await db
    .transaction(async (tx) => {
      await assertAvailable(tx, input.account, email);
      const [agent] = await tx.select({ agentCode: users.agentCode }).from(users).where(eq(users.id, input.agentId));
      const [user] = await tx
        .insert(users)
        .values({
          username: input.account,
          email,
          passwordHash,
          nickname: input.nickname ?? null,
          recommendedCode: agent?.agentCode ?? null,
          parentUserId: input.agentId,
          createdAt: input.now,
        })
        .returning();
      return user!;
    })
    .catch((error: unknown) => {
      // Two creations of one name at once: the unique index decides, the loser hears why.
      const constraint = uniqueConstraintOf(error);
      if (constraint === 'users_username_lower_key') throw new AppError('USERNAME_TAKEN', { field: 'account' });
      if (constraint === 'users_email_lower_key') throw new AppError('EMAIL_TAKEN', { field: 'email' });
      throw error;
    });
  return {
    userId: String(created.id),
    username: created.username,
    nickname: created.nickname,
    email: input.email ?? null,
    isAgent: false,
    agentCode: null,
    teamSize: 0,
    balance: 0,
    inGame: false,
    registeredAt: created.createdAt.toISOString(),
    lastLoginAt: null,
  };
}

/** The e-mail as answers show it: null for the reserved placeholder. */
export function visibleEmail(email: string): string | null {
  return email.endsWith(`@${NO_EMAIL_DOMAIN}`) ? null : email;
}

/** The constraint a unique violation (23505) names, looking through the driver's wrapping. */
export function uniqueConstraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, i = 0; e && i < 3; e = (e as { cause?: unknown }).cause, i++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint;
  }
  return undefined;
}
