import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { createMemberSeeds } from '../games/index.ts';
import { useEmailCode, verifyEmailCode } from './email-codes.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { createSession, type SessionPolicy } from './sessions.ts';

export interface RegisterInput {
  account: string;
  email: string;
  password: string;
  code: string;
  agentCode?: string | undefined;
  ip: string;
  userAgent: string | undefined;
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
    await assertAvailable(tx, input.account, input.email);
    const parent = input.agentCode ? await findAgent(tx, input.agentCode) : undefined;
    await useEmailCode(tx, { id: codeId, purpose: 'register', now: input.now });
    const [user] = await tx
      .insert(users)
      .values({
        username: input.account,
        email: input.email,
        passwordHash,
        recommendedCode: parent ? input.agentCode!.toUpperCase() : null,
        parentUserId: parent?.id ?? null,
        createdAt: input.now,
        lastLoginAt: input.now,
      })
      .returning({ id: users.id });
    // The member's first seed pair, with the seed after it already committed (provable fairness).
    await createMemberSeeds(tx, user!.id);
    const token = await createSession(tx, {
      userId: user!.id,
      ip: input.ip,
      userAgent: input.userAgent,
      now: input.now,
      policy: input.policy,
    });
    return { token, userId: user!.id };
  });
}

export async function assertAvailable(db: Db, username: string, email: string) {
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

/** The agent a code belongs to; a given code that matches no agent is an error, not ignored. */
export async function findAgent(db: Db, agentCode: string) {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`upper(${users.agentCode})`, agentCode.trim().toUpperCase()))
    .limit(1);
  if (!agent) throw new AppError('AGENT_CODE_NOT_FOUND', { field: 'agentCode' });
  return agent;
}
