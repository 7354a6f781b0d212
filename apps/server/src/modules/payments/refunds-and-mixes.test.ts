import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankCards } from '../bank-cards/schema.ts';
import { depositOrders } from './schema.ts';
import { ledgerAccounts, ledgerTransfers } from '../wallet/schema.ts';
import { letters } from '../letters/schema.ts';
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
// Every flow leaves the books whole: the ledger and each order's transfers, attempt by attempt.
afterEach(async () => {
  await expectBooksBalance();
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

/** A member who may withdraw by bank: KYC approved, a payment password and a card in their own name. */
async function withdrawingMember(accountNumber: string): Promise<TestMember & { cardId: string }> {
  const m = await createTestMember(t, { kycApproved: true });
  await t.app.database.db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword('246810'), firstName: 'Taro', lastName: 'Yamada' })
    .where(eq(users.id, m.userId));
  return { ...m, cardId: await saveTestBankCard(t, m.token, { accountNumber }) };
}

/** The member's own row of the withdrawal-holds account (where a refund holds its coins). */
async function heldFor(m: TestMember): Promise<bigint> {
  const { db } = t.app.database;
  const holds = await systemAccount(db, 'withdrawal_holds', m.userId);
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, holds.ownerUserId), eq(ledgerAccounts.id, holds.id)));
  return row?.balance ?? 0n;
}

const refundOf = async (orderSn: string) => {
  const [order] = await t.app.database.db.select().from(depositOrders).where(eq(depositOrders.orderSn, orderSn));
  return order!;
};

/** The refund transfers of one deposit, by id (its member's rows). */
async function refundTransferIds(m: TestMember, orderSn: string): Promise<string[]> {
  const rows = await t.app.database.db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.ownerUserId, m.userId), like(ledgerTransfers.id, `refund-%:${orderSn}%`)));
  return rows.map((r) => r.id).sort();
}

describe('refund attempts (issue 26 §1: a state advances only when its coins move in this attempt)', () => {
  it('a refund started again after a failed one holds the coins again, so they cannot also be withdrawn', async () => {
    const m = await withdrawingMember('7654321');
    const orderSn = await paidDeposit(m, 6_000);
    const { db } = t.app.database;
    await startDepositRefund(db, { orderSn, reason: 'first', now: new Date() });
    await completeDepositRefund(db, { orderSn, outcome: 'failed', now: new Date() });
    expect(await balanceOf(m)).toBe(6_000);

    // The finding: before attempts were numbered, this hold replayed `refund-hold:<sn>`, moved
    // nothing, and the order went to refunding with the coins still in the wallet.
    const again = await startDepositRefund(db, { orderSn, reason: 'second', now: new Date() });
    expect(again.status).toBe('refunding');
    expect(again.refundAttempt).toBe(2);
    expect(await balanceOf(m)).toBe(0);
    const withdrawal = await t.call(
      '/v2/app/draw/withdraw',
      { amount: 6_000, bankCardId: m.cardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
      { token: m.token },
    );
    expect(withdrawal.body.data?.reason, withdrawal.body.msg).toBe('INSUFFICIENT_BALANCE');

    const done = await completeDepositRefund(db, { orderSn, outcome: 'refunded', now: new Date() });
    expect(done.status).toBe('refunded');
    expect(await balanceOf(m)).toBe(0);
    expect(await refundTransferIds(m, orderSn)).toEqual(
      [`refund-hold:${orderSn}`, `refund-return:${orderSn}`, `refund-hold:${orderSn}:2`, `refund-paid:${orderSn}:2`].sort(),
    );
  });

  it('refund → fail → refund → fail → refund → refunded: each attempt moves its own coins', async () => {
    const m = await createTestMember(t);
    const orderSn = await paidDeposit(m, 4_000);
    const { db } = t.app.database;
    for (const attempt of [1, 2]) {
      await startDepositRefund(db, { orderSn, reason: `attempt ${attempt}`, now: new Date() });
      expect(await balanceOf(m)).toBe(0);
      expect(await heldFor(m)).toBe(4_000n);
      expect(await verifyOrders(db)).toEqual([]);
      const failed = await completeDepositRefund(db, { orderSn, outcome: 'failed', now: new Date() });
      expect(failed).toMatchObject({ status: 'paid', refundAttempt: attempt });
      expect(await balanceOf(m)).toBe(4_000);
      expect(await heldFor(m)).toBe(0n);
      expect(await verifyOrders(db)).toEqual([]);
    }
    await startDepositRefund(db, { orderSn, reason: 'attempt 3', now: new Date() });
    expect(await balanceOf(m)).toBe(0);
    expect(await completeDepositRefund(db, { orderSn, outcome: 'refunded', now: new Date() })).toMatchObject({
      status: 'refunded',
      refundAttempt: 3,
    });
    expect(await heldFor(m)).toBe(0n);
    expect((await refundTransferIds(m, orderSn)).length).toBe(6);
    // A letter per step of every attempt: a later attempt's letters are not taken for the first's.
    const refundLetters = await db
      .select({ key: letters.dedupeKey })
      .from(letters)
      .where(and(eq(letters.userId, m.userId), like(letters.dedupeKey, 'refund-%')));
    expect(refundLetters).toHaveLength(6);
  });

  it('refuses to advance a refund whose coins were already moved, and changes nothing', async () => {
    const m = await createTestMember(t);
    const orderSn = await paidDeposit(m, 3_000);
    const { db } = t.app.database;
    await startDepositRefund(db, { orderSn, reason: 'first', now: new Date() });
    await completeDepositRefund(db, { orderSn, outcome: 'failed', now: new Date() });
    // An order whose count of attempts lags its ledger (data from before the count, not backfilled):
    // the next refund would be attempt 1 again, whose hold the ledger already holds.
    await db.update(depositOrders).set({ refundAttempt: 0 }).where(eq(depositOrders.orderSn, orderSn));
    await expect(startDepositRefund(db, { orderSn, reason: 'again', now: new Date() })).rejects.toMatchObject({
      reason: 'LEDGER_TRANSFER_REPLAYED',
    });
    expect(await refundOf(orderSn)).toMatchObject({ status: 'paid', refundAttempt: 0 });
    expect(await balanceOf(m)).toBe(3_000);
    // The verifier reads the first attempt from its hold, so this order is whole; set it right.
    await db.update(depositOrders).set({ refundAttempt: 1 }).where(eq(depositOrders.orderSn, orderSn));
  });

  it('reads a refund started without a count (an instance of the release before) as attempt 1', async () => {
    const m = await createTestMember(t);
    const orderSn = await paidDeposit(m, 2_000);
    const { db } = t.app.database;
    // What the release before wrote: the unnumbered hold and the status, no count.
    await db.transaction(async (tx) => {
      await transfer(tx, {
        id: `refund-hold:${orderSn}`,
        from: await ensureUserWallet(tx, m.userId),
        to: await systemAccount(tx, 'withdrawal_holds', m.userId),
        amount: 2_000n,
        reason: 'refund_hold',
        ref: `deposit:${orderSn}`,
      });
      await tx.update(depositOrders).set({ status: 'refunding' }).where(eq(depositOrders.orderSn, orderSn));
    });
    expect(await verifyOrders(db)).toEqual([]);
    await completeDepositRefund(db, { orderSn, outcome: 'failed', now: new Date() });
    expect(await refundTransferIds(m, orderSn)).toEqual([`refund-hold:${orderSn}`, `refund-return:${orderSn}`]);
    expect(await balanceOf(m)).toBe(2_000);
  });

  it('names an order whose refund moved nothing in an attempt it counts', async () => {
    const m = await createTestMember(t);
    const orderSn = await paidDeposit(m, 1_500);
    const { db } = t.app.database;
    await startDepositRefund(db, { orderSn, reason: 'first', now: new Date() });
    await completeDepositRefund(db, { orderSn, outcome: 'failed', now: new Date() });
    // What the silent replay left behind: refunding again with no hold of its own.
    await db.update(depositOrders).set({ status: 'refunding', refundAttempt: 2 }).where(eq(depositOrders.orderSn, orderSn));
    expect(await verifyOrders(db)).toEqual([`deposit ${orderSn} (refunding) refund attempt 2 of 2 has hold/paid/return 0/0/0`]);
    await db.update(depositOrders).set({ status: 'paid', refundAttempt: 1 }).where(eq(depositOrders.orderSn, orderSn));
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
