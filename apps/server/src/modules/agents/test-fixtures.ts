/** Builders for the agents tests: a team, and the deposits, rounds and withdrawals its reports add up. */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { depositOrders, orderRoutes, withdrawalOrders } from '../payments/schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import type { TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';
import { decideAgentApplication } from './index.ts';

export const PAYMENT_PASSWORD = '246810';
let paymentPasswordHash: Promise<string> | undefined;

export interface TestAgent extends TestMember {
  agentCode: string;
}

/** A member (under `parent`, if given) with a payment password. */
export async function member(t: TestApp, parent?: TestMember): Promise<TestMember> {
  const m = await createTestMember(t);
  paymentPasswordHash ??= hashPassword(PAYMENT_PASSWORD);
  await t.app.database.db
    .update(users)
    .set({ parentUserId: parent?.userId ?? null, paymentPasswordHash: await paymentPasswordHash })
    .where(eq(users.id, m.userId));
  return m;
}

/** A member who applied through the API and was approved by the review use case. */
export async function agent(t: TestApp, parent?: TestMember): Promise<TestAgent> {
  const m = await member(t, parent);
  const applied = await t.call('/v2/app/agent/apply', {}, { token: m.token });
  if (applied.body.code !== 200) throw new Error(`apply: ${applied.body.msg}`);
  await approve(t, m.userId);
  const [row] = await t.app.database.db.select({ agentCode: users.agentCode }).from(users).where(eq(users.id, m.userId));
  return { ...m, agentCode: row!.agentCode! };
}

export async function approve(t: TestApp, userId: bigint) {
  const { db } = t.app.database;
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`select id::text from agent_applications where user_id = ${userId} and status = 'pending'`),
  );
  const id = row!.id;
  return decideAgentApplication(db, {
    applicationId: BigInt(id),
    userId,
    decision: { action: 'approve' },
    decidedBy: 'test',
    maxDepth: t.app.config.agentMaxDepth,
    now: new Date(),
  });
}

export async function fund(t: TestApp, userId: bigint, coins: number) {
  const { db } = t.app.database;
  await db.transaction(async (tx) =>
    transfer(tx, {
      id: `test-fund:${randomUUID()}`,
      from: await systemAccount(tx, 'promotions', userId),
      to: await ensureUserWallet(tx, userId),
      amount: BigInt(coins),
      reason: 'promotion',
      ref: 'test',
    }),
  );
}

/** A paid deposit, as the payments module records it: the order and its credit from deposits clearing. */
export async function paidDeposit(t: TestApp, userId: bigint, coins: number, paidAt: Date) {
  const { db } = t.app.database;
  const orderSn = `D${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 21);
  await db.transaction(async (tx) => {
    // Every order has its route to its member (payments/order-routes.ts; ledger:verify checks it).
    await tx.insert(orderRoutes).values({ orderSn, userId, kind: 'deposit' });
    await tx.insert(depositOrders).values({
      orderSn,
      userId,
      channel: 'sandbox',
      currency: 'JPY',
      amount: BigInt(coins),
      coins: BigInt(coins),
      status: 'paid',
      idempotencyKey: randomUUID(),
      createdAt: new Date(paidAt.getTime() - 60_000),
      expiresAt: new Date(paidAt.getTime() + 3_600_000),
      paidAt,
    });
    await transfer(tx, {
      id: `deposit:${orderSn}`,
      from: await systemAccount(tx, 'deposits_clearing', userId),
      to: await ensureUserWallet(tx, userId),
      amount: BigInt(coins),
      reason: 'deposit',
      ref: `deposit:${orderSn}`,
    });
    // Reports count money by when the ledger moved it (wallet's member_money_flows): the credit
    // happened when the order was paid.
    await backdateTransfer(tx, userId, `deposit:${orderSn}`, paidAt);
  });
}

/** Moves a transfer this fixture just wrote to the time the test gives its order (the ledger would have written it then). */
async function backdateTransfer(tx: Db, userId: bigint, id: string, at: Date) {
  await tx.execute(sql`update ledger_transfers set created_at = ${at} where owner_user_id = ${userId} and id = ${id}`);
}

/** A deposit that never got paid: listed, never counted. */
export async function pendingDeposit(t: TestApp, userId: bigint, coins: number, createdAt: Date) {
  const orderSn = `D${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 21);
  await t.app.database.db.insert(orderRoutes).values({ orderSn, userId, kind: 'deposit' });
  await t.app.database.db.insert(depositOrders).values({
    orderSn,
    userId,
    channel: 'manual_bank',
    currency: 'JPY',
    amount: BigInt(coins),
    coins: BigInt(coins),
    idempotencyKey: randomUUID(),
    createdAt,
    expiresAt: new Date(createdAt.getTime() + 3_600_000),
  });
}

/** A withdrawal held at `createdAt` and, when `completedAt` is given, paid out then. */
export async function withdrawal(t: TestApp, userId: bigint, amount: number, createdAt: Date, completedAt?: Date) {
  const { db } = t.app.database;
  const orderSn = `W${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 21);
  await db.transaction(async (tx) => {
    await tx.insert(orderRoutes).values({ orderSn, userId, kind: 'withdrawal' });
    await tx.insert(withdrawalOrders).values({
      orderSn,
      userId,
      bankCardId: 1n,
      bankName: 'Test Bank',
      cardLast4: '4567',
      amount: BigInt(amount),
      fee: 0n,
      status: completedAt ? 'success' : 'review',
      idempotencyKey: randomUUID(),
      createdAt,
      updatedAt: completedAt ?? createdAt,
      completedAt: completedAt ?? null,
    });
    const holds = await systemAccount(tx, 'withdrawal_holds', userId);
    await transfer(tx, {
      id: `withdrawal-hold:${orderSn}`,
      from: await ensureUserWallet(tx, userId),
      to: holds,
      amount: BigInt(amount),
      reason: 'withdrawal_hold',
      ref: `withdrawal:${orderSn}`,
    });
    if (completedAt) {
      await transfer(tx, {
        id: `withdrawal-paid:${orderSn}`,
        from: holds,
        to: await systemAccount(tx, 'deposits_clearing', userId),
        amount: BigInt(amount),
        reason: 'withdrawal_paid',
        ref: `withdrawal:${orderSn}`,
      });
      await backdateTransfer(tx, userId, `withdrawal-paid:${orderSn}`, completedAt);
    }
  });
}

/**
 * One game round as the games module writes it: the record and the bet and win transfers with the
 * game bank. Written here directly so the test decides the time of each round.
 */
export async function round(t: TestApp, userId: bigint, bet: number, win: number, at: Date) {
  const { db } = t.app.database;
  const key = randomUUID();
  await db.transaction(async (tx) => {
    const wallet = await ensureUserWallet(tx, userId);
    const bank = await systemAccount(tx, 'game_bank', userId);
    await transfer(tx, { id: `${key}:bet`, from: wallet, to: bank, amount: BigInt(bet), reason: 'bet', ref: key });
    if (win > 0) await transfer(tx, { id: `${key}:win`, from: bank, to: wallet, amount: BigInt(win), reason: 'win', ref: key });
    await tx.execute(sql`
      insert into game_records (user_id, machine_id, model_code, bet, win, spins, bonuses, seed_id, nonce, setting, display,
                                idempotency_key, created_at)
      values (${userId}, 101, 'test', ${bet}, ${win}, 1, '{}'::text[], 1, 0, 1, '{}'::jsonb, ${key}, ${at})`);
  });
}
