import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksWhole } from '../../test/books.ts';
import { testDatabaseServerUrl } from '../../config.ts';
import { depositOrders, orderRoutes } from './schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { settleDeposit } from './index.ts';
import { verifyOrders } from './verify-orders.ts';
import { signSandboxPayload } from './sandbox-signature.ts';

let t: TestApp;
let member: TestMember;
const SECRET = 'sandbox-development-secret-0001';

beforeAll(async () => {
  t = await createTestApp();
  member = await createTestMember(t);
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

const order = (m: TestMember, body: Record<string, unknown>) =>
  t.call(
    '/v2/app/pay/order',
    { channel: 'sandbox', amount: 5000, idempotencyKey: randomUUID(), ...body },
    { token: m.token, lang: 'en-US' },
  );

function webhook(body: Record<string, unknown>, options: { secret?: string; at?: number; raw?: string } = {}) {
  const raw = options.raw ?? JSON.stringify({ eventId: randomUUID(), currency: 'JPY', ...body });
  const at = options.at ?? Math.floor(Date.now() / 1000);
  return t.app.inject({
    method: 'POST',
    url: '/v2/hooks/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxPayload(options.secret ?? SECRET, raw, at) },
    payload: raw,
  });
}

describe('deposits through the sandbox provider', () => {
  it('pays on the hosted checkout page and credits the wallet once', async () => {
    const created = await order(member, { amount: 12_000 });
    expect(created.body.code).toBe(200);
    const { orderSn, checkoutUrl, status, coins } = created.body.data.order;
    expect(status).toBe('pending');
    expect(coins).toBe(12_000);
    expect(checkoutUrl).toContain(`/sandbox-pay/${orderSn}`);

    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${orderSn}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('12000 JPY');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${orderSn}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/user/finance/deposit?orderSn=${orderSn}&result=paid`);
    expect(await getBalance(t.app.database.db, member.userId)).toBe(12_000n);

    // Paying the same checkout again changes nothing.
    await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${orderSn}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(await getBalance(t.app.database.db, member.userId)).toBe(12_000n);
    const queried = await t.call('/v2/app/pay/query', { orderSn }, { token: member.token });
    expect(queried.body.data).toMatchObject({ status: 'paid', checkoutUrl: null });
  });

  it('records a declined payment as failed without crediting', async () => {
    const m = await createTestMember(t);
    const { orderSn } = (await order(m, {})).body.data.order;
    await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${orderSn}/fail`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect((await t.call('/v2/app/pay/query', { orderSn }, { token: m.token })).body.data.status).toBe('failed');
    expect(await getBalance(t.app.database.db, m.userId)).toBe(0n);
  });

  it('refuses forged, stale and malformed webhooks, and acknowledges a replayed event without effect', async () => {
    const m = await createTestMember(t);
    const { orderSn } = (await order(m, {})).body.data.order;
    const forged = await webhook({ orderSn, status: 'paid', amount: 5000 }, { secret: 'not-the-secret-000000' });
    expect(forged.json()).toMatchObject({ code: 403, data: { reason: 'WEBHOOK_SIGNATURE_INVALID' } });
    const stale = await webhook({ orderSn, status: 'paid', amount: 5000 }, { at: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.json().data.reason).toBe('WEBHOOK_SIGNATURE_INVALID');
    const garbage = await webhook({}, { raw: '{"not":"an event"' });
    expect(garbage.json().code).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v2/hooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.json().code).toBe(403);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(0n);

    const event = JSON.stringify({ eventId: randomUUID(), orderSn, status: 'paid', amount: 5000, currency: 'JPY' });
    expect((await webhook({}, { raw: event })).json().data).toEqual({ duplicate: false, changed: true, mismatch: false });
    expect((await webhook({}, { raw: event })).json().data).toEqual({ duplicate: true, changed: false, mismatch: false });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(5000n);
  });

  it.each([
    ['another amount', { amount: 5_000_000, currency: 'JPY' }, '5000000 JPY'],
    ['another currency', { amount: 5000, currency: 'CNY' }, '5000 CNY'],
  ])(
    'credits nothing for a paid event with %s: the order fails with both figures, the event is acknowledged',
    async (_, paid, reported) => {
      const m = await createTestMember(t);
      const { orderSn } = (await order(m, {})).body.data.order;
      const res = await webhook({ orderSn, status: 'paid', ...paid });
      // Acknowledged (the provider stops retrying), and said to be a mismatch.
      expect(res.json()).toMatchObject({ code: 200, data: { duplicate: false, changed: true, mismatch: true } });
      const after = await t.call('/v2/app/pay/query', { orderSn }, { token: m.token });
      expect(after.body.data).toMatchObject({ status: 'failed' });
      expect(after.body.data.failureReason).toContain(`${reported} paid for an order of 5000 JPY`);
      // A later "paid" with the right figures does not credit a closed order either.
      const right = await webhook({ orderSn, status: 'paid', amount: 5000, currency: 'JPY' });
      expect(right.json().data).toEqual({ duplicate: false, changed: false, mismatch: false });
      expect(await getBalance(t.app.database.db, m.userId)).toBe(0n);
    },
  );

  it('answers the first order for a repeated idempotency key and 409 for a changed payload', async () => {
    const key = randomUUID();
    const first = await order(member, { idempotencyKey: key, amount: 3000 });
    const again = await order(member, { idempotencyKey: key, amount: 3000 });
    expect(again.body.data.order.orderSn).toBe(first.body.data.order.orderSn);
    // 20,000 is within the limits of every channel and currency, so only the key decides.
    const bound = randomUUID();
    expect((await order(member, { idempotencyKey: bound, amount: 20_000 })).body.code).toBe(200);
    for (const changed of [{ amount: 20_001 }, { currency: 'CNY' }, { channel: 'manual_bank' }]) {
      const res = await order(member, { idempotencyKey: bound, amount: 20_000, ...changed });
      expect(res.body).toMatchObject({ code: 409, data: { reason: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' } });
    }
  });

  it('two orders at once with one key and different amounts: one order, the other 409', async () => {
    const m = await createTestMember(t);
    const key = randomUUID();
    const results = await Promise.all([
      order(m, { idempotencyKey: key, amount: 3000 }),
      order(m, { idempotencyKey: key, amount: 4000 }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409]);
    expect(await t.app.database.db.select().from(depositOrders).where(eq(depositOrders.userId, m.userId))).toHaveLength(1);
  });

  it.each([
    [{ amount: 999 }, 422, 'amount'],
    [{ amount: 500_001 }, 422, 'amount'],
    [{ amount: 0 }, 400, 'amount'],
    [{ amount: -5 }, 400, 'amount'],
    [{ amount: 12.5 }, 400, 'amount'],
    [{ amount: 2 ** 53 + 2 }, 400, 'amount'],
    [{ amount: '5000' }, 400, 'amount'],
    [{ channel: 'crypto' }, 400, 'channel'],
    [{ idempotencyKey: 'not-a-uuid' }, 400, 'idempotencyKey'],
  ])('refuses %j with %i naming %s, writing nothing', async (body, code, field) => {
    const m = await createTestMember(t);
    const res = await order(m, body);
    expect(res.body).toMatchObject({ code, data: { field } });
    expect((await t.call('/v2/app/pay/list', {}, { token: m.token })).body.data.total).toBe(0);
  });

  it('takes CNY at 20 coins per yuan', async () => {
    const res = await order(member, { currency: 'CNY', amount: 100 });
    expect(res.body.data.order).toMatchObject({ currency: 'CNY', amount: 100, coins: 2000 });
  });

  it("never shows another member's order", async () => {
    const stranger = await createTestMember(t);
    const { orderSn } = (await order(member, {})).body.data.order;
    expect((await t.call('/v2/app/pay/query', { orderSn }, { token: stranger.token })).body.code).toBe(404);
  });
});

describe('manual bank transfers', () => {
  it('shows the house account, waits for the member, then for the operator ("in progress" → successful)', async () => {
    const m = await createTestMember(t);
    const created = await t.call(
      '/v2/app/pay/order',
      { channel: 'manual_bank', amount: 20_000, idempotencyKey: randomUUID() },
      { token: m.token },
    );
    expect(created.body.data.houseAccount.accountNumber).toMatch(/^\d+$/);
    const { orderSn } = created.body.data.order;
    expect(created.body.data.order.manualStatus).toBe('awaiting_transfer');
    const submitted = await t.call('/v2/app/pay/manual/submit', { orderSn, payerName: 'ヤマダ タロウ' }, { token: m.token });
    expect(submitted.body.data.manualStatus).toBe('in_progress');
    expect((await t.call('/v2/app/pay/manual/submit', { orderSn, payerName: 'again' }, { token: m.token })).body.code).toBe(409);
    await t.app.database.db.transaction((tx) => settleDeposit(tx, { orderSn, outcome: 'paid', now: new Date() }));
    expect((await t.call('/v2/app/pay/query', { orderSn }, { token: m.token })).body.data).toMatchObject({
      status: 'paid',
      manualStatus: 'successful',
    });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(20_000n);
  });
});

describe('deposit records', () => {
  it('pages newest first and filters by status and Tokyo dates', async () => {
    const m = await createTestMember(t);
    for (let i = 0; i < 3; i += 1) await order(m, { amount: 1000 + i });
    const page = await t.call('/v2/app/pay/list', { pageNum: 1, pageSize: 2 }, { token: m.token });
    expect(page.body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(page.body.data.list.map((o: { amount: number }) => o.amount)).toEqual([1002, 1001]);
    expect((await t.call('/v2/app/pay/list', { status: 'paid' }, { token: m.token })).body.data.total).toBe(0);
    const tokyoToday = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect((await t.call('/v2/app/pay/list', { from: tokyoToday, to: tokyoToday }, { token: m.token })).body.data.total).toBe(3);
    expect((await t.call('/v2/app/pay/list', { from: '2020-01-01', to: '2020-01-02' }, { token: m.token })).body.data.total).toBe(
      0,
    );
    expect((await t.call('/v2/app/pay/list', { pageSize: 101 }, { token: m.token })).body.code).toBe(400);
  });
});

describe.runIf(testDatabaseServerUrl())('deposits under concurrency (PostgreSQL)', () => {
  it('the same webhook delivered 20 times at once credits once', async () => {
    const m = await createTestMember(t);
    const { orderSn } = (await order(m, { amount: 7000 })).body.data.order;
    const event = JSON.stringify({ eventId: randomUUID(), orderSn, status: 'paid', amount: 7000, currency: 'JPY' });
    const results = await Promise.all(Array.from({ length: 20 }, () => webhook({}, { raw: event })));
    expect(results.filter((r) => r.json().data?.changed === true)).toHaveLength(1);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(7000n);
  });

  it('distinct events for one order at once still credit once', async () => {
    const m = await createTestMember(t);
    const { orderSn } = (await order(m, { amount: 8000 })).body.data.order;
    await Promise.all(Array.from({ length: 10 }, () => webhook({ orderSn, status: 'paid', amount: 8000 })));
    expect(await getBalance(t.app.database.db, m.userId)).toBe(8000n);
  });
});

describe('order verification', () => {
  it('reports a paid deposit without its credit', async () => {
    const m = await createTestMember(t);
    const { db } = t.app.database;
    // With its route, as every order has one: only the missing credit is wrong.
    await db.insert(orderRoutes).values({ orderSn: 'D20261122000000FORGE1', userId: m.userId, kind: 'deposit' });
    const [forged] = await db
      .insert(depositOrders)
      .values({
        orderSn: 'D20261122000000FORGE1',
        userId: m.userId,
        channel: 'sandbox',
        currency: 'JPY',
        amount: 100n,
        coins: 100n,
        status: 'paid',
        idempotencyKey: randomUUID(),
        expiresAt: new Date(),
      })
      .returning();
    expect(await verifyOrders(db)).toEqual(['deposit D20261122000000FORGE1 (paid) has 0 credit(s) of 0']);
    await db.delete(depositOrders).where(eq(depositOrders.id, forged!.id));
    await db.delete(orderRoutes).where(eq(orderRoutes.orderSn, 'D20261122000000FORGE1'));
  });
});
