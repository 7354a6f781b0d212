import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards } from '../bank-cards/schema.ts';
import { depositOrders } from './schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, saveTestBankCard, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { ensureUserWallet, getBalance, getSystemBalance, systemAccount, transfer, verifyLedger } from '../wallet/index.ts';
import { completeDepositRefund, decideWithdrawal, startDepositRefund, tokyoDayOf } from './index.ts';
import { signSandboxPayload } from './sandbox-signature.ts';
import { verifyOrders } from './verify-orders.ts';

let t: TestApp;
const SECRET = 'sandbox-development-secret-0001';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function expectBooksBalance() {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  expect(await verifyOrders(t.app.database.db)).toEqual([]);
}

async function openDeposit(m: TestMember, amount: number): Promise<string> {
  const res = await t.call(
    '/v2/app/pay/order',
    { channel: 'sandbox', amount, currency: 'JPY', idempotencyKey: randomUUID() },
    { token: m.token },
  );
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.order.orderSn;
}

function webhook(orderSn: string, status: 'paid' | 'failed', amount: number) {
  const raw = JSON.stringify({ eventId: randomUUID(), currency: 'JPY', orderSn, status, amount });
  const at = Math.floor(Date.now() / 1000);
  return t.app.inject({
    method: 'POST',
    url: '/v2/hooks/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxPayload(SECRET, raw, at) },
    payload: raw,
  });
}

async function paidDeposit(m: TestMember, amount: number): Promise<string> {
  const orderSn = await openDeposit(m, amount);
  expect((await webhook(orderSn, 'paid', amount)).statusCode).toBe(200);
  return orderSn;
}

const balanceOf = async (m: TestMember) => Number(await getBalance(t.app.database.db, m.userId));

describe('deposit refunds', () => {
  it('holds the coins, then pays the refund out once', async () => {
    const m = await createTestMember(t);
    const orderSn = await paidDeposit(m, 8_000);
    const { db } = t.app.database;
    const refunding = await startDepositRefund(db, { orderSn, reason: 'paid twice by the bank', now: new Date() });
    expect(refunding.status).toBe('refunding');
    expect(await balanceOf(m)).toBe(0);
    await expect(startDepositRefund(db, { orderSn, reason: 'again', now: new Date() })).rejects.toMatchObject({
      reason: 'ORDER_NOT_PENDING',
    });
    const done = await completeDepositRefund(db, { orderSn, outcome: 'refunded', now: new Date() });
    expect(done.status).toBe('refunded');
    await expect(completeDepositRefund(db, { orderSn, outcome: 'refunded', now: new Date() })).rejects.toMatchObject({
      reason: 'ORDER_NOT_PENDING',
    });
    expect(await balanceOf(m)).toBe(0);
    const list = await t.call('/v2/app/pay/list', { status: 'refunded' }, { token: m.token });
    expect(list.body.data.list.map((o: { orderSn: string }) => o.orderSn)).toEqual([orderSn]);
    await expectBooksBalance();
  });

  it('returns the held coins when the refund fails, and refuses a refund the member cannot cover', async () => {
    const m = await createTestMember(t);
    const orderSn = await paidDeposit(m, 6_000);
    const { db } = t.app.database;
    await startDepositRefund(db, { orderSn, reason: 'test', now: new Date() });
    const failed = await completeDepositRefund(db, { orderSn, outcome: 'failed', now: new Date() });
    expect(failed.status).toBe('paid');
    expect(await balanceOf(m)).toBe(6_000);

    const other = await createTestMember(t);
    const spentSn = await paidDeposit(other, 5_000);
    // The member has spent most of it (a bet to the game bank): only 1,000 are left, too few to hold 5,000.
    await db.transaction(async (tx) =>
      transfer(tx, {
        id: randomUUID(),
        from: await ensureUserWallet(tx, other.userId),
        to: await systemAccount(tx, 'game_bank', other.userId),
        amount: 4_000n,
        reason: 'bet',
        ref: 'test',
      }),
    );
    await expect(startDepositRefund(db, { orderSn: spentSn, reason: 'test', now: new Date() })).rejects.toMatchObject({
      reason: 'INSUFFICIENT_BALANCE',
    });
    const [after] = await db.select().from(depositOrders).where(eq(depositOrders.orderSn, spentSn));
    expect(after!.status).toBe('paid');
    await expectBooksBalance();
  });
});

describe('random mixes of deposits, webhooks and withdrawals', () => {
  it('keep every balance equal to its history and every order to its transfers', async () => {
    const { db } = t.app.database;
    const members: Array<TestMember & { cardId: string }> = [];
    for (let i = 0; i < 3; i += 1) {
      const m = await createTestMember(t, { kycApproved: true });
      await db
        .update(users)
        .set({ paymentPasswordHash: await hashPassword('246810'), firstName: 'Taro', lastName: 'Yamada' })
        .where(eq(users.id, m.userId));
      members.push({ ...m, cardId: await saveTestBankCard(t, m.token, { accountNumber: String(1_234_560 + i) }) });
    }
    const [card] = await db.select().from(bankCards).where(eq(bankCards.userId, members[0]!.userId));
    expect(card).toBeDefined();

    const step = fc.oneof(
      fc.record({ op: fc.constant('deposit' as const), who: fc.nat(2), amount: fc.integer({ min: 1_000, max: 30_000 }) }),
      fc.record({
        op: fc.constant('webhook' as const),
        pick: fc.nat(),
        paid: fc.boolean(),
        repeat: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ op: fc.constant('withdraw' as const), who: fc.nat(2), amount: fc.integer({ min: 1_000, max: 20_000 }) }),
      fc.record({ op: fc.constant('decide' as const), pick: fc.nat(), action: fc.constantFrom('approve', 'paid', 'fail') }),
      fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), outcome: fc.constantFrom('refunded', 'failed') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        const open: Array<{ orderSn: string; amount: number }> = [];
        const withdrawals: string[] = [];
        const paid: string[] = [];
        for (const s of steps) {
          if (s.op === 'deposit') {
            open.push({ orderSn: await openDeposit(members[s.who]!, s.amount), amount: s.amount });
          } else if (s.op === 'webhook' && open.length > 0) {
            const target = open[s.pick % open.length]!;
            const replies = await Promise.all(
              Array.from({ length: s.repeat }, () => webhook(target.orderSn, s.paid ? 'paid' : 'failed', target.amount)),
            );
            for (const r of replies) expect(r.statusCode).toBeLessThan(500);
            if (s.paid) paid.push(target.orderSn);
          } else if (s.op === 'withdraw') {
            const m = members[s.who]!;
            const res = await t.call(
              '/v2/app/draw/withdraw',
              { amount: s.amount, bankCardId: m.cardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
              { token: m.token },
            );
            expect([200, 422]).toContain(res.body.code);
            if (res.body.code === 200) withdrawals.push(res.body.data.orderSn);
          } else if (s.op === 'decide' && withdrawals.length > 0) {
            const orderSn = withdrawals[s.pick % withdrawals.length]!;
            const decision =
              s.action === 'fail'
                ? { action: 'fail' as const, reason: 'random' }
                : s.action === 'paid'
                  ? { action: 'paid' as const, reference: 'REF-1', paidOn: tokyoDayOf(new Date()) }
                  : { action: 'approve' as const };
            await decideWithdrawal(db, { orderSn, decision, now: new Date() }).catch((e: { reason?: string }) =>
              expect(e.reason).toBe('ORDER_NOT_PENDING'),
            );
          } else if (s.op === 'refund' && paid.length > 0) {
            const orderSn = paid[s.pick % paid.length]!;
            await startDepositRefund(db, { orderSn, reason: 'random', now: new Date() }).catch((e: { reason?: string }) =>
              expect(['ORDER_NOT_PENDING', 'INSUFFICIENT_BALANCE']).toContain(e.reason),
            );
            await completeDepositRefund(db, { orderSn, outcome: s.outcome, now: new Date() }).catch((e: { reason?: string }) =>
              expect(e.reason).toBe('ORDER_NOT_PENDING'),
            );
          }
        }
        await expectBooksBalance();
        for (const m of members) expect(await balanceOf(m)).toBeGreaterThanOrEqual(0);
        expect(await getSystemBalance(db, 'withdrawal_holds')).toBeGreaterThanOrEqual(0n);
      }),
      { numRuns: 8, seed: 20261122 },
    );
  });
});
