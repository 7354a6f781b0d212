import type { Db } from '../../db/client.ts';
import { createMemberSeeds } from '../games/index.ts';
import { createMember } from '../users/index.ts';
import { useEmailCode, verifyEmailCode } from './email-codes.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { createSession, type SessionPolicy } from './sessions.ts';

export interface RegisterInput {
  account: string;
  email: string;
  password: string;
  code: string;
  agentCode?: string | undefined;
  /** The referral link's campaign sub-ID, recorded on the member with the agent. */
  campaign?: string | undefined;
  ip: string;
  userAgent: string | undefined;
  deviceId?: string | undefined;
  now: Date;
  policy: SessionPolicy;
}

/**
 * Register step 2: creates the member and signs them in. The e-mail code verified in step 1
 * is consumed here, in the same transaction as the new row, so one code makes one account.
 */
export async function registerMember(db: Db, input: RegisterInput): Promise<{ token: string; userId: bigint }> {
  // The code is checked (a try of its budget spent) before any expensive hashing.
  const codeId = await verifyEmailCode(db, { email: input.email, purpose: 'register', code: input.code, now: input.now });
  assertAcceptablePassword(input.password, input.account);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await createMember(tx, {
      username: input.account,
      email: input.email,
      passwordHash,
      referralCode: input.agentCode,
      referralCampaign: input.campaign,
      createdAt: input.now,
      lastLoginAt: input.now,
    });
    // The code is consumed in the transaction that creates the member: one code, one account.
    await useEmailCode(tx, { id: codeId, purpose: 'register', now: input.now });
    // The member's first seed pair, with the seed after it already committed (provable fairness).
    await createMemberSeeds(tx, user.id);
    const token = await createSession(tx, {
      userId: user.id,
      ip: input.ip,
      userAgent: input.userAgent,
      deviceId: input.deviceId,
      now: input.now,
      policy: input.policy,
    });
    return { token, userId: user.id };
  });
}
