import { randomBytes } from 'node:crypto';
import type { TBankCardSave } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createMember } from '../modules/users/index.ts';
import { agentCodeKeys, users } from '../modules/users/schema.ts';
import type { TestApp } from './test-app.ts';
import { createSession } from '../modules/auth/index.ts';
import { approveKycForTest } from '../modules/kyc/test-fixtures.ts';
import { ensureUserWallet, systemAccount, transfer } from '../modules/wallet/index.ts';

export interface TestMember {
  userId: bigint;
  token: string;
  username: string;
}

/**
 * Creates a member the way every path does (users' createMember, so the username and e-mail
 * lookup rows exist: sign-in by name works) without the registration flow, and opens a session.
 * `kycApproved`: their identity documents count as approved (withdrawals need that by default).
 */
export async function createTestMember(t: TestApp, options: { kycApproved?: boolean } = {}): Promise<TestMember> {
  const { db } = t.app.database;
  const username = `m${randomBytes(6).toString('hex')}`;
  const row = await createMember(db, { username, email: `${username}@example.test`, passwordHash: null });
  const policy = { ttlMs: t.app.config.sessionTtlMs, idleMs: t.app.config.sessionIdleMs };
  const token = await createSession(db, { userId: row.id, ip: '127.0.0.1', userAgent: 'vitest', now: new Date(), policy });
  if (options.kycApproved) await approveKycForTest(db, row.id);
  return { userId: row.id, token, username };
}

/** Gives a member coins the way a paid deposit does: a transfer from the deposits-clearing account. */
export async function fundMember(t: TestApp, userId: bigint, coins: number): Promise<void> {
  const { db } = t.app.database;
  await db.transaction(async (tx) =>
    transfer(tx, {
      id: `test-fund:${userId}:${randomBytes(6).toString('hex')}`,
      from: await systemAccount(tx, 'deposits_clearing', userId),
      to: await ensureUserWallet(tx, userId),
      amount: BigInt(coins),
      reason: 'deposit',
      ref: `test-fund:${userId}`,
    }),
  );
}

/**
 * Binds a card for the member through the real `user/bank/save` call: the one card payload
 * tests use as setup (MUFG 0005, 新宿 123, account 1234567, Taro Yamada), with `card`'s fields
 * over it. Throws with the answer's message when the save is refused; returns the card's id.
 */
export async function saveTestBankCard(t: TestApp, token: string, card: Partial<TBankCardSave> = {}): Promise<string> {
  const saved = await t.call(
    '/v2/app/user/bank/save',
    {
      bankCode: '0005',
      branchCode: '123',
      branchName: '新宿',
      accountNumber: '1234567',
      holderFirstName: 'Taro',
      holderLastName: 'Yamada',
      holderKanaName: 'ヤマダ タロウ',
      ...card,
    },
    { token },
  );
  if (saved.body.code !== 200) throw new Error(`user/bank/save: ${saved.body.msg}`);
  return String(saved.body.data.id);
}

/**
 * Gives a member an agent code as an approval does: the member's row and the code's
 * `agent_code_keys` row (registration and referral links find the agent there).
 */
export async function giveAgentCode(db: Db, userId: bigint, agentCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ agentCode }).where(eq(users.id, userId));
    await tx.insert(agentCodeKeys).values({ agentCodeUpper: agentCode.toUpperCase(), userId });
  });
}
