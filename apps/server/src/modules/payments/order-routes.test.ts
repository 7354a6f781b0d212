import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../users/schema.ts';
import { createTestMember, saveTestBankCard, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { approveKycForTest } from '../kyc/test-fixtures.ts';
import { ensureUserWallet, getBalance, systemAccount, transfer, verifyLedger } from '../wallet/index.ts';
import { depositOrders, orderRoutes, webhookEvents, withdrawalOrders } from './schema.ts';
import type * as OrderSnModule from './order-sn.ts';
import { signSandboxPayload } from './sandbox-signature.ts';
import { verifyOrders } from './verify-orders.ts';

/**
 * Order numbers are unique across the hall through `order_routes` (order-routes.ts), not through
 * the order tables (their keys are per member since migration 0038). The generator is forced here
 * to hand out one number twice: of two orders racing for it exactly one gets it, and the other
 * draws again or, when every draw is taken, is refused with CONFLICT (409), never a 500. Runs on
 * PGlite, and on PostgreSQL under TEST_DATABASE_URL (where the two transactions really overlap).
 */
const forced = vi.hoisted(() => ({ queue: [] as string[], always: null as string | null }));
vi.mock('./order-sn.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof OrderSnModule>();
  return {
    newOrderSn: (kind: 'D' | 'W', now: Date) => forced.always ?? forced.queue.shift() ?? actual.newOrderSn(kind, now),
  };
});

let t: TestApp;
const SECRET = 'sandbox-development-secret-0001';
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => {
  forced.queue = [];
  forced.always = null;
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  expect(await verifyOrders(t.app.database.db)).toEqual([]);
  await t.close();
});

let serial = 0;
/** A fresh order number of the generator's shape, for forcing. */
const sn = (kind: 'D' | 'W') => `${kind}2026112700000${String((serial += 1) % 10)}${randomUUID().slice(0, 6).toUpperCase()}`;

const deposit = (m: TestMember, amount = 5000) =>
  t.call('/v2/app/pay/order', { channel: 'sandbox', amount, idempotencyKey: randomUUID() }, { token: m.token });

const routesOf = (orderSn: string) => t.app.database.db.select().from(orderRoutes).where(eq(orderRoutes.orderSn, orderSn));

function webhook(raw: string) {
  const at = Math.floor(Date.now() / 1000);
  return t.app.inject({
    method: 'POST',
    url: '/v2/hooks/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxPayload(SECRET, raw, at) },
    payload: raw,
  });
}

/** A member with coins, a payment password (246810), approved KYC and a bound card. */
async function funded(coins: number): Promise<TestMember & { cardId: string }> {
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
      from: await systemAccount(tx, 'deposits_clearing', m.userId),
      to: await ensureUserWallet(tx, m.userId),
      amount: BigInt(coins),
      reason: 'test',
      ref: 'test',
    }),
  );
  return { ...m, cardId: await saveTestBankCard(t, m.token) };
}

describe('order numbers through order_routes', () => {
  it('writes a route with every order, naming its member and kind', async () => {
    const m = await createTestMember(t);
    const { orderSn } = (await deposit(m)).body.data.order;
    expect(await routesOf(orderSn)).toEqual([{ orderSn, userId: m.userId, kind: 'deposit' }]);
  });

  it('reserves the number outside the order’s transaction and gives it back when the order is refused', async () => {
    const m = await funded(1_000);
    const refused = sn('W');
    forced.queue = [refused];
    const res = await t.call(
      '/v2/app/draw/withdraw',
      { amount: 5_000, bankCardId: m.cardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
      { token: m.token },
    );
    expect(res.body.code).not.toBe(200);
    expect(forced.queue).toEqual([]); // the number was drawn and reserved before the hold failed
    // Nothing was held, and no route names an order that was never written.
    expect(await routesOf(refused)).toEqual([]);
  });

  it('ledger:verify names an order whose route is missing', async () => {
    const m = await createTestMember(t);
    const { orderSn } = (await deposit(m)).body.data.order;
    const { db } = t.app.database;
    await db.delete(orderRoutes).where(eq(orderRoutes.orderSn, orderSn));
    expect(await verifyOrders(db)).toEqual([`deposit ${orderSn} has no route to its member`]);
    await db.insert(orderRoutes).values({ orderSn, userId: m.userId, kind: 'deposit' });
    expect(await verifyOrders(db)).toEqual([]);
  });

  it('two members ordering at once with one forced number: one order gets it, the other is refused with 409', async () => {
    const [a, b] = [await createTestMember(t), await createTestMember(t)];
    const taken = sn('D');
    forced.always = taken;
    const answers = await Promise.all([deposit(a), deposit(b)]);
    forced.always = null;
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual([200, 409]);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(answers.find((answer) => answer.body.code === 409)!.body.data.reason).toBe('CONFLICT');
    const winner = answers.find((answer) => answer.body.code === 200)!.body.data.order;
    expect(winner.orderSn).toBe(taken);
    const rows = await t.app.database.db.select().from(depositOrders).where(eq(depositOrders.orderSn, taken));
    expect(rows).toHaveLength(1);
    expect(await routesOf(taken)).toEqual([{ orderSn: taken, userId: rows[0]!.userId, kind: 'deposit' }]);
    // The refused member has no order and no route at all.
    const loser = rows[0]!.userId === a.userId ? b : a;
    expect(await t.app.database.db.select().from(depositOrders).where(eq(depositOrders.userId, loser.userId))).toEqual([]);
    expect(await t.app.database.db.select().from(orderRoutes).where(eq(orderRoutes.userId, loser.userId))).toEqual([]);
  });

  it('a number already taken is drawn again: both orders are made, each with its own number', async () => {
    const [a, b] = [await createTestMember(t), await createTestMember(t)];
    const taken = sn('D');
    forced.queue = [taken];
    const first = await deposit(a);
    expect(first.body.data.order.orderSn).toBe(taken);
    forced.queue = [taken];
    const second = await deposit(b);
    expect(second.body.code).toBe(200);
    expect(second.body.data.order.orderSn).not.toBe(taken);
    expect(await routesOf(second.body.data.order.orderSn)).toEqual([
      { orderSn: second.body.data.order.orderSn, userId: b.userId, kind: 'deposit' },
    ]);
  });

  it('two withdrawals racing for one forced number: one holds its coins, the other is refused and holds nothing', async () => {
    const [a, b] = [await funded(20_000), await funded(20_000)];
    const taken = sn('W');
    forced.always = taken;
    const request = (m: TestMember & { cardId: string }) =>
      t.call(
        '/v2/app/draw/withdraw',
        { amount: 5000, bankCardId: m.cardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
        { token: m.token },
      );
    const answers = await Promise.all([request(a), request(b)]);
    forced.always = null;
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 409]);
    const [row] = await t.app.database.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderSn, taken));
    const winner = row!.userId === a.userId ? a : b;
    const loser = winner === a ? b : a;
    expect(await getBalance(t.app.database.db, winner.userId)).toBe(15_000n);
    expect(await getBalance(t.app.database.db, loser.userId)).toBe(20_000n);
    expect(await routesOf(taken)).toEqual([{ orderSn: taken, userId: winner.userId, kind: 'withdrawal' }]);
  });

  it('the console and the provider find an order by its number through its route', async () => {
    const m = await createTestMember(t);
    const { orderSn } = (await deposit(m, 7000)).body.data.order;
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${orderSn}` });
    expect(page.statusCode).toBe(200);
    // An order number with no route is unknown, whatever the order tables hold.
    const unknown = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${sn('D')}` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('webhook events keyed by the order’s member', () => {
  it('applies a redelivered event exactly once, in sequence and at once, recording it once under the member', async () => {
    const m = await createTestMember(t);
    const { orderSn } = (await deposit(m, 9000)).body.data.order;
    const eventId = randomUUID();
    const raw = JSON.stringify({ eventId, orderSn, status: 'paid', amount: 9000, currency: 'JPY' });
    const first = await webhook(raw);
    expect(first.json().data).toEqual({ duplicate: false, changed: true, mismatch: false });
    const again = await Promise.all(Array.from({ length: 5 }, () => webhook(raw)));
    expect(again.map((answer) => answer.json().data)).toEqual(
      Array.from({ length: 5 }, () => ({ duplicate: true, changed: false, mismatch: false })),
    );
    expect(await getBalance(t.app.database.db, m.userId)).toBe(9000n);
    const events = await t.app.database.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, 'sandbox'), eq(webhookEvents.eventId, eventId)));
    expect(events.map((event) => event.userId)).toEqual([m.userId]);
  });

  it('applies one event delivered many times at once exactly once', async () => {
    const m = await createTestMember(t);
    const { orderSn } = (await deposit(m, 6000)).body.data.order;
    const raw = JSON.stringify({ eventId: randomUUID(), orderSn, status: 'paid', amount: 6000, currency: 'JPY' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => webhook(raw)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().data.changed)).toHaveLength(1);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(6000n);
  });

  it('answers an event for an unknown order number 404 and records nothing', async () => {
    const eventId = randomUUID();
    const raw = JSON.stringify({ eventId, orderSn: sn('D'), status: 'paid', amount: 100, currency: 'JPY' });
    const answer = await webhook(raw);
    expect(answer.json().code).toBe(404);
    expect(await t.app.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).toEqual([]);
  });
});
