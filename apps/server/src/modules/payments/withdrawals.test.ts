import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksWhole } from '../../test/books.ts';
import { testDatabaseServerUrl } from '../../config.ts';
import { users } from '../users/schema.ts';
import { createTestMember, saveTestBankCard, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { approveKycForTest } from '../kyc/test-fixtures.ts';
import { ensureUserWallet, getBalance, systemAccount, transfer, verifyLedger } from '../wallet/index.ts';
import { decideWithdrawal, tokyoDayOf } from './index.ts';
import { verifyOrders } from './verify-orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// After every flow the books are whole: the ledger and each order's transfers (issue 26 §1).
afterEach(async () => {
  await expectBooksWhole(t);
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  expect(await verifyOrders(t.app.database.db)).toEqual([]);
  await t.close();
});

/** A member with coins, a payment password (246810) and a bound card. */
async function funded(coins: number, options: { card?: boolean } = {}): Promise<TestMember & { cardId: string }> {
  const m = await createTestMember(t);
  const { db } = t.app.database;
  await db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword('246810') })
    .where(eq(users.id, m.userId));
  await approveKycForTest(db, m.userId);
  await db.transaction(async (tx) =>
    transfer(tx, {
      id: randomUUID(),
      from: await systemAccount(tx, 'deposits_clearing'),
      to: await ensureUserWallet(tx, m.userId),
      amount: BigInt(coins),
      reason: 'test',
      ref: 'test',
    }),
  );
  if (options.card === false) return { ...m, cardId: '1' };
  return { ...m, cardId: await saveTestBankCard(t, m.token) };
}

const withdraw = (m: TestMember & { cardId: string }, body: Record<string, unknown> = {}) =>
  t.call(
    '/v2/app/draw/withdraw',
    { amount: 5000, bankCardId: m.cardId, paymentPassword: '246810', idempotencyKey: randomUUID(), ...body },
    { token: m.token, lang: 'en-US' },
  );

describe('withdrawals', () => {
  it('holds the coins at once, then pays out after review', async () => {
    const m = await funded(20_000);
    const res = await withdraw(m, { amount: 8000 });
    expect(res.body.data).toMatchObject({ status: 'review', amount: 8000, fee: 0, cardLast4: '4567' });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(12_000n);
    const { orderSn } = res.body.data;
    await decideWithdrawal(t.app.database.db, { orderSn, decision: { action: 'approve' }, now: new Date() });
    await decideWithdrawal(t.app.database.db, {
      orderSn,
      decision: { action: 'paid', reference: 'ZB-0001', paidOn: tokyoDayOf(new Date()) },
      now: new Date(),
    });
    const list = await t.call('/v2/app/draw/list', {}, { token: m.token });
    expect(list.body.data.list[0]).toMatchObject({ orderSn, status: 'success' });
    await expect(
      decideWithdrawal(t.app.database.db, { orderSn, decision: { action: 'fail', reason: 'late' }, now: new Date() }),
    ).rejects.toMatchObject({
      reason: 'ORDER_NOT_PENDING',
    });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(12_000n);
  });

  it('returns the coins when a withdrawal fails, with the reason shown', async () => {
    const m = await funded(10_000);
    const { orderSn } = (await withdraw(m, { amount: 6000 })).body.data;
    await decideWithdrawal(t.app.database.db, {
      orderSn,
      decision: { action: 'fail', reason: 'name does not match the account' },
      now: new Date(),
    });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(10_000n);
    const list = await t.call('/v2/app/draw/list', { status: 'failed' }, { token: m.token });
    expect(list.body.data.list[0]).toMatchObject({ status: 'failed', failureReason: 'name does not match the account' });
  });

  it('fails from review and from withdrawing; a failed order is never paid or failed again (issue 26 §1)', async () => {
    const m = await funded(10_000);
    const { db } = t.app.database;
    const fromReview = (await withdraw(m, { amount: 3000 })).body.data.orderSn as string;
    const fromWithdrawing = (await withdraw(m, { amount: 4000 })).body.data.orderSn as string;
    expect(await getBalance(db, m.userId)).toBe(3_000n);
    await decideWithdrawal(db, { orderSn: fromWithdrawing, decision: { action: 'approve' }, now: new Date() });
    for (const orderSn of [fromReview, fromWithdrawing]) {
      const failed = await decideWithdrawal(db, { orderSn, decision: { action: 'fail', reason: 'test' }, now: new Date() });
      expect(failed.status).toBe('failed');
    }
    expect(await getBalance(db, m.userId)).toBe(10_000n);
    const again = [
      { action: 'fail' as const, reason: 'again' },
      { action: 'paid' as const, reference: 'REF-2', paidOn: tokyoDayOf(new Date()) },
      { action: 'approve' as const },
    ];
    for (const orderSn of [fromReview, fromWithdrawing]) {
      for (const decision of again) {
        await expect(decideWithdrawal(db, { orderSn, decision, now: new Date() })).rejects.toMatchObject({
          reason: 'ORDER_NOT_PENDING',
        });
      }
    }
    expect(await getBalance(db, m.userId)).toBe(10_000n);
  });

  it('needs a bound card, the right payment password, the limits and enough balance', async () => {
    const noCard = await funded(10_000, { card: false });
    expect((await withdraw(noCard)).body).toMatchObject({ code: 422, data: { reason: 'BANK_CARD_REQUIRED' } });
    const m = await funded(10_000);
    expect((await withdraw(m, { paymentPassword: '135791' })).body.data.reason).toBe('WRONG_PAYMENT_PASSWORD');
    expect((await withdraw(m, { amount: 999 })).body.data.reason).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await withdraw(m, { amount: 10_001 })).body.data.reason).toBe('INSUFFICIENT_BALANCE');
    expect(await getBalance(t.app.database.db, m.userId)).toBe(10_000n);
  });

  it("refuses another member's card", async () => {
    const owner = await funded(10_000);
    const thief = await funded(10_000);
    const res = await withdraw(thief, { bankCardId: owner.cardId });
    expect(res.body.code).toBe(404);
    expect(await getBalance(t.app.database.db, thief.userId)).toBe(10_000n);
  });

  it('answers the first order for a repeated key and 409 for a changed payload', async () => {
    const m = await funded(10_000);
    const key = randomUUID();
    const first = await withdraw(m, { idempotencyKey: key, amount: 2000 });
    const again = await withdraw(m, { idempotencyKey: key, amount: 2000 });
    expect(again.body.data.orderSn).toBe(first.body.data.orderSn);
    expect((await withdraw(m, { idempotencyKey: key, amount: 2001 })).body.data.reason).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await getBalance(t.app.database.db, m.userId)).toBe(8000n);
  });

  it('a key replayed with another card answers 409, and two requests at once with different amounts make one order', async () => {
    const m = await funded(10_000);
    const secondCardId = await saveTestBankCard(t, m.token, { branchCode: '124', branchName: '渋谷', accountNumber: '7654321' });
    const key = randomUUID();
    expect((await withdraw(m, { idempotencyKey: key, amount: 2000 })).body.code).toBe(200);
    const otherCard = await withdraw(m, { idempotencyKey: key, amount: 2000, bankCardId: secondCardId });
    expect(otherCard.body).toMatchObject({ code: 409, data: { reason: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' } });

    const raced = randomUUID();
    const results = await Promise.all([
      withdraw(m, { idempotencyKey: raced, amount: 3000 }),
      withdraw(m, { idempotencyKey: raced, amount: 4000 }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409]);
    const held = results.find((r) => r.body.code === 200)!.body.data.amount as number;
    expect(await getBalance(t.app.database.db, m.userId)).toBe(BigInt(10_000 - 2000 - held));
  });

  it.each([
    [{ amount: -1 }],
    [{ amount: 1.5 }],
    [{ amount: '5000' }],
    [{ amount: 2 ** 60 }],
    [{ bankCardId: 'abc' }],
    [{ paymentPassword: '12' }],
  ])('refuses bad input %j with a 400 and moves nothing', async (body) => {
    const m = await funded(10_000);
    expect((await withdraw(m, body)).body.code).toBe(400);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(10_000n);
  });
});

describe.runIf(testDatabaseServerUrl())('withdrawals under concurrency (PostgreSQL)', () => {
  it('50 concurrent withdrawals racing on one wallet never overdraw it', async () => {
    const m = await funded(20_000);
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(m, { amount: 3000 })));
    const accepted = results.filter((r) => r.body.code === 200).length;
    expect(accepted).toBe(6);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.data.reason === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(2000n);
  });

  it('the same idempotency key from many connections at once makes one order', async () => {
    const m = await funded(20_000);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => withdraw(m, { idempotencyKey: key, amount: 4000 })));
    expect(new Set(results.map((r) => r.body.data.orderSn)).size).toBe(1);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(16_000n);
  });
});
