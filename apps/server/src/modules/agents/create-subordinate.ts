import type { TSubMember } from '@amigo/contract';
import type { Db } from '../../db/client.ts';
import { assertAcceptablePassword, hashPassword } from '../auth/index.ts';
import { createMember } from '../users/index.ts';
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
  // The registration rules (names free regardless of case, the unique indexes deciding a race)
  // are the users module's, as for any member who signs up.
  const created = await db.transaction((tx) =>
    createMember(tx, {
      username: input.account,
      email,
      passwordHash,
      nickname: input.nickname ?? null,
      parentUserId: input.agentId,
      createdAt: input.now,
    }),
  );
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
