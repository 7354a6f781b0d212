import { randomBytes, randomUUID } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { chainSandboxTransfer } from '../crypto/test-fixtures.ts';
import { decideCryptoWithdrawal, sandboxPayout, verifyCryptoOrders } from '../crypto/index.ts';
import { verifyOrders } from '../payments/index.ts';
import { users } from '../users/schema.ts';
import { ledgerAccounts, ledgerTransfers } from '../wallet/schema.ts';
import { ensureUserWallet, systemAccount, transfer, verifyLedger } from '../wallet/index.ts';
import { adminCall, signedInStaff, type TestStaff } from './test-fixtures.ts';

/** The dashboard's figures (issue 21): FTD, bonuses, rebates, NGR, liability, per agent. */
let t: TestApp;
let finance: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  finance = await signedInStaff(t, ['finance']);
});
afterAll(async () => {
  const { db } = t.app.database;
  expect((await verifyLedger(db)).problems).toEqual([]);
  expect(await verifyOrders(db)).toEqual([]);
  expect(await verifyCryptoOrders(db)).toEqual([]);
  await t.close();
});

const call = (path: string, body: unknown = {}) => adminCall(t, path, body, { cookie: finance.cookie });

async function paidManualDeposit(m: TestMember, amount: number) {
  const created = await t.call(
    '/v2/app/pay/order',
    { channel: 'manual_bank', amount, currency: 'JPY', idempotencyKey: randomUUID() },
    { token: m.token },
  );
  expect(created.body.code, created.body.msg).toBe(200);
  const orderSn = created.body.data.order.orderSn as string;
  expect((await call(c.adminDepositDecide.path, { orderSn, outcome: 'paid' })).body.code).toBe(200);
}

/** A deposit through the card provider (the sandbox PSP), paid on its checkout page. */
async function paidCardDeposit(m: TestMember, amount: number) {
  const created = await t.call(
    '/v2/app/pay/order',
    { channel: 'sandbox', amount, idempotencyKey: randomUUID() },
    { token: m.token },
  );
  expect(created.body.code, created.body.msg).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/${created.body.data.order.orderSn as string}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(paid.statusCode).toBe(303);
}

/** A chain deposit of `usdt` USDT on TRC20, confirmed and credited (the signed chain sandbox webhook). */
async function creditedChainDeposit(m: TestMember, usdt: string) {
  const address = (await t.call('/v2/cpp/coins/deposit/address', { coin: 'USDT', network: 'TRC20' }, { token: m.token })).body
    .data.address as string;
  const hook = await chainSandboxTransfer(t, {
    txid: randomBytes(32).toString('hex'),
    index: 0,
    network: 'TRC20',
    coin: 'USDT',
    address,
    amount: usdt,
    confirmations: 40,
  });
  expect(hook).toMatchObject({ data: { status: 'credited' } });
}

/** What the ledger moved for these members under these transfer reasons: the figure a report must show. */
async function ledgerSum(members: TestMember[], reasons: string[]): Promise<number> {
  const { db } = t.app.database;
  const ids = members.map((m) => m.userId);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)::text` })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
    .where(and(inArray(ledgerAccounts.ownerUserId, ids), inArray(ledgerTransfers.reason, reasons)));
  return Number(row?.total ?? 0);
}

describe('the dashboard', () => {
  // Issue 26: the dashboard counted bank orders only (20,000 shown where 50,000 was credited).
  it("counts every channel's deposits, first deposits and withdrawals as the ledger moved them", async () => {
    const before = (await call(c.adminDashboard.path)).body.data;
    const agent = await createTestMember(t);
    const { db } = t.app.database;
    await db
      .update(users)
      .set({ agentCode: `AG${agent.userId}` })
      .where(eq(users.id, agent.userId));
    // One member per channel for first deposits, and one who uses all three.
    const [card, chain, manual, all] = [
      await createTestMember(t),
      await createTestMember(t),
      await createTestMember(t),
      await createTestMember(t, { kycApproved: true }),
    ];
    const members = [card, chain, manual, all];
    for (const m of members) await db.update(users).set({ parentUserId: agent.userId }).where(eq(users.id, m.userId));

    await creditedChainDeposit(chain, '100');
    await paidCardDeposit(card, 20_000);
    await paidManualDeposit(manual, 10_000);
    // The member whose first deposit is on the chain: their first deposit is that one, not the bank's.
    await creditedChainDeposit(all, '200');
    await paidCardDeposit(all, 15_000);
    await paidManualDeposit(all, 13_000);

    // A chain withdrawal paid out (a withdrawal of another channel than the bank's).
    await db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(users.id, all.userId));
    const requested = await t.call(
      '/v2/cpp/coins/withdraw',
      {
        coin: 'USDT',
        network: 'TRC20',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        amount: '20',
        paymentPassword: '246810',
        idempotencyKey: randomUUID(),
      },
      { token: all.token },
    );
    expect(requested.body.code, requested.body.msg).toBe(200);
    const paid = await decideCryptoWithdrawal(db, {
      orderSn: requested.body.data.orderSn,
      decision: { action: 'approve' },
      now: new Date(),
      payout: sandboxPayout,
    });
    expect(paid).toMatchObject({ status: 'success' });

    const deposited = await ledgerSum(members, ['deposit', 'crypto_deposit']);
    const chainCoins = await ledgerSum([chain], ['crypto_deposit']);
    const allChainCoins = await ledgerSum([all], ['crypto_deposit']);
    const withdrawn = await ledgerSum(members, ['crypto_withdrawal_paid']);
    expect(chainCoins).toBeGreaterThan(0);
    expect(withdrawn).toBeGreaterThan(0);
    expect(deposited).toBe(20_000 + 10_000 + 15_000 + 13_000 + chainCoins + allChainCoins);

    const now = (await call(c.adminDashboard.path)).body.data;
    expect(now.today.deposits - before.today.deposits).toBe(deposited);
    expect(now.today.withdrawals - before.today.withdrawals).toBe(withdrawn);
    expect(now.today.ftdCount - before.today.ftdCount).toBe(4);
    expect(now.today.ftdAmount - before.today.ftdAmount).toBe(20_000 + 10_000 + chainCoins + allChainCoins);
    expect(now.agents).toContainEqual(
      expect.objectContaining({
        userId: String(agent.userId),
        ftdCount: 4,
        ftdAmount: 20_000 + 10_000 + chainCoins + allChainCoins,
        deposits: deposited,
        withdrawals: withdrawn,
      }),
    );
  });

  it('counts first-time deposits, bonuses and rebates into NGR, the liability, and each agent’s members', async () => {
    const before = (await call(c.adminDashboard.path)).body.data;
    const agent = await createTestMember(t);
    const [first, second] = [await createTestMember(t), await createTestMember(t)];
    const { db } = t.app.database;
    await db
      .update(users)
      .set({ agentCode: `AG${agent.userId}` })
      .where(eq(users.id, agent.userId));
    for (const m of [first, second]) await db.update(users).set({ parentUserId: agent.userId }).where(eq(users.id, m.userId));

    await paidManualDeposit(first, 20_000);
    await paidManualDeposit(first, 15_000); // not a first deposit
    await paidManualDeposit(second, 10_000);
    const bonus = await call(c.adminAdjustBalance.path, {
      userId: String(second.userId),
      amount: 700,
      reason: 'Welcome bonus',
      idempotencyKey: randomUUID(),
    });
    expect(bonus.body.data.status).toBe('applied');
    await db.transaction(async (tx) =>
      transfer(tx, {
        id: `test-rebate:${agent.userId}`,
        from: await systemAccount(tx, 'agent_rebates', agent.userId),
        to: await ensureUserWallet(tx, agent.userId),
        amount: 300n,
        reason: 'agent_rebate',
        ref: `agent-rebate:${agent.userId}:test`,
      }),
    );

    const res = await call(c.adminDashboard.path);
    expect(res.body.code, res.body.msg).toBe(200);
    const now = res.body.data;
    expect(now.today.ftdCount - before.today.ftdCount).toBe(2);
    expect(now.today.ftdAmount - before.today.ftdAmount).toBe(30_000);
    expect(now.today.deposits - before.today.deposits).toBe(45_000);
    expect(now.today.bonuses - before.today.bonuses).toBe(700);
    expect(now.today.rebates - before.today.rebates).toBe(300);
    expect(now.today.ngr).toBe(now.today.ggr - now.today.bonuses - now.today.rebates);
    expect(now.liability - before.liability).toBe(45_000 + 700 + 300);
    expect(now.agents).toContainEqual({
      userId: String(agent.userId),
      username: agent.username,
      agentCode: `AG${agent.userId}`,
      members: 2,
      registrations: 2,
      ftdCount: 2,
      ftdAmount: 30_000,
      deposits: 45_000,
      withdrawals: 0,
      ggr: 0,
      activePlayers: 0,
    });
  });
});
