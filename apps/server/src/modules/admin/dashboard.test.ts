import { randomUUID } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/schema.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';
import { adminCall, signedInStaff, type TestStaff } from './test-fixtures.ts';

/** The dashboard's figures (issue 21): FTD, bonuses, rebates, NGR, liability, per agent. */
let t: TestApp;
let finance: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  finance = await signedInStaff(t, ['finance']);
});
afterAll(() => t.close());

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

describe('the dashboard', () => {
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
