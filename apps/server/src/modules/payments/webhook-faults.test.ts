import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig, testDatabaseServerUrl, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { ledgerTransfers } from '../wallet/schema.ts';
import { paymentProviders } from './payment-providers.ts';
import type { PaymentProviderAdapter, ProviderOrderState } from './provider-adapter.ts';
import { reconcileDeposits } from './reconcile-deposits.ts';
import {
  MAX_DELIVERY_ATTEMPTS,
  recordSandboxVerdict,
  REDELIVERY_BACKOFF_MS,
  redeliverSandboxWebhooks,
  sandboxDeliverySettings,
} from './sandbox-psp/deliveries.ts';
import { depositOrders, sandboxWebhookDeliveries } from './schema.ts';
import { verifyOrders } from './verify-orders.ts';

/**
 * What our webhook endpoint does to the sandbox provider's deliveries: `down` refuses connections
 * (the server is not there), `fail` answers 500, `hang` never answers (the provider times out),
 * `forward-then-drop` lets our server handle it and then cuts the connection before the answer
 * (processed, not acknowledged), `forward` is our server answering normally.
 */
type Mode = 'down' | 'fail' | 'hang' | 'forward' | 'forward-then-drop';

/** A real HTTP endpoint in front of the app (SANDBOX_PAY_WEBHOOK_URL points at it). */
class WebhookEndpoint {
  mode: Mode = 'forward';
  app: FastifyInstance | undefined;
  readonly hits: Mode[] = [];
  private server: Server | undefined;
  private port = 0;

  get url() {
    return `http://127.0.0.1:${this.port}/v2/hooks/sandbox`;
  }

  async set(mode: Mode) {
    this.mode = mode;
    if (mode === 'down') await this.stop();
    else if (!this.server) await this.start();
  }

  async start() {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const mode = this.mode;
    this.hits.push(mode);
    if (mode === 'fail') return void res.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
    if (mode === 'hang') return; // no answer: the provider's timeout ends it
    const answer = await this.app!.inject({
      method: 'POST',
      url: '/v2/hooks/sandbox',
      headers: {
        'content-type': String(req.headers['content-type']),
        'x-sandbox-signature': String(req.headers['x-sandbox-signature']),
      },
      payload: Buffer.concat(chunks).toString('utf8'),
    });
    if (mode === 'forward-then-drop') return void req.socket.destroy();
    res.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(answer.body);
  }
}

const endpoint = new WebhookEndpoint();
let t: TestApp;
let db: Db;
/** The provider's clock for redelivery runs: moved forward by the tests, never back. */
let clock = Date.now();

// The jobs are listed (runNow works) but never fire by themselves during a test.
const overrides = (): Partial<Config> => ({
  sandboxPayWebhookUrl: endpoint.url,
  sandboxPayWebhookTimeoutMs: 3_000,
  sandboxPayRedeliveryIntervalMs: 3_600_000,
  depositReconcileIntervalMs: 3_600_000,
  depositReconcileAfterMs: 60_000,
});

beforeAll(async () => {
  await endpoint.start();
  t = await createTestApp(overrides());
  endpoint.app = t.app;
  db = t.app.database.db;
});
afterAll(async () => {
  expect((await verifyLedger(db)).problems).toEqual([]);
  expect(await verifyOrders(db)).toEqual([]);
  await t.close();
  await endpoint.stop();
});

async function openOrder(amount = 5000): Promise<{ m: TestMember; orderSn: string }> {
  const m = await createTestMember(t);
  const created = await t.call(
    '/v2/app/pay/order',
    { channel: 'sandbox', amount, idempotencyKey: randomUUID() },
    { token: m.token, lang: 'en-US' },
  );
  expect(created.body.code).toBe(200);
  return { m, orderSn: created.body.data.order.orderSn as string };
}

function press(orderSn: string, verdict: 'pay' | 'fail' = 'pay', app: FastifyInstance = t.app) {
  return app.inject({
    method: 'POST',
    url: `/sandbox-pay/${orderSn}/${verdict}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

async function payPage(orderSn: string): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${orderSn}` });
  expect(page.statusCode).toBe(200);
  return page.body;
}

/** The page while our server has not acknowledged: "being confirmed" in each of its languages, never "paid". */
function expectConfirming(html: string) {
  expect(html).toContain('data-state="confirming"');
  expect(html).toContain('Your payment is being confirmed with Amigo Hall.');
  expect(html).toContain('お支払いを Amigo Hall で確認中です。');
  expect(html).not.toMatch(/\bpaid\b/i);
  expect(html).not.toContain('完了');
  expect(html).not.toContain('result=paid');
  // It looks again by itself (no script: a meta refresh).
  expect(html).toContain('<meta http-equiv="refresh" content="5">');
}

function expectPaid(html: string) {
  expect(html).toContain('data-state="paid"');
  expect(html).toContain('Paid. Amigo Hall has confirmed your payment.');
  expect(html).toContain('お支払いが完了しました。');
  expect(html).not.toContain('http-equiv="refresh"');
}

async function delivery(orderSn: string, database: Db = db) {
  const [row] = await database.select().from(sandboxWebhookDeliveries).where(eq(sandboxWebhookDeliveries.orderSn, orderSn));
  return row!;
}

async function orderRow(orderSn: string) {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderSn, orderSn));
  return row!;
}

/** A redelivery run at the provider's clock, moved `advanceMs` forward first. */
function redeliver(advanceMs: number, app: FastifyInstance = t.app) {
  clock = Math.max(clock, Date.now()) + advanceMs;
  return redeliverSandboxWebhooks(app.database.db, {
    config: app.config,
    inject: (options) => app.inject(options),
    now: new Date(clock),
  });
}

function reconcile(options: { providers?: PaymentProviderAdapter[]; olderThanMs?: number; now?: Date } = {}) {
  return reconcileDeposits(db, {
    providers: options.providers ?? paymentProviders({ config: t.app.config, db }),
    olderThanMs: options.olderThanMs ?? 0,
    now: options.now ?? new Date(),
  });
}

async function creditsOf(orderSn: string): Promise<number> {
  return (
    await db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, `deposit:${orderSn}`))
  ).length;
}

describe('the sandbox provider redelivers webhooks that were not acknowledged', () => {
  it('keeps redelivering with backoff through a refused connection, a 500, a timeout and a lost answer; credits once; the pay page says "being confirmed" until acknowledged', async () => {
    const { m, orderSn } = await openOrder(12_000);
    await endpoint.set('down');

    const paid = await press(orderSn);
    // Not acknowledged: back to the provider's own page, not to the merchant with result=paid.
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/sandbox-pay/${orderSn}`);
    expect(await delivery(orderSn)).toMatchObject({ state: 'pending', attempts: 1, verdict: 'paid' });
    expect((await delivery(orderSn)).lastResult).toMatch(/^unreachable \(ECONNREFUSED\)$/);
    expect(await getBalance(db, m.userId)).toBe(0n);
    expectConfirming(await payPage(orderSn));

    // Pressing again is the same verdict: no new event, no new attempt.
    const again = await press(orderSn);
    expect(again.headers.location).toBe(`/sandbox-pay/${orderSn}`);
    const firstEvent = (await delivery(orderSn)).eventId;
    expect(await delivery(orderSn)).toMatchObject({ attempts: 1, eventId: firstEvent });

    // Not due before the first backoff (5 s).
    expect((await redeliver(REDELIVERY_BACKOFF_MS[0] - 1_000)).attempted).toBe(0);

    await endpoint.set('fail');
    expect(await redeliver(2_000)).toMatchObject({ attempted: 1, acknowledged: 0 });
    expect(await delivery(orderSn)).toMatchObject({ attempts: 2, lastResult: 'HTTP 500', state: 'pending' });
    expect(await getBalance(db, m.userId)).toBe(0n);

    await endpoint.set('hang');
    expect((await redeliver(REDELIVERY_BACKOFF_MS[1] - 1_000)).attempted).toBe(0);
    expect(await redeliver(2_000)).toMatchObject({ attempted: 1, acknowledged: 0 });
    expect(await delivery(orderSn)).toMatchObject({ attempts: 3, lastResult: 'timeout after 3000 ms' });
    expectConfirming(await payPage(orderSn));

    // Our server handles it but the answer never reaches the provider: credited, not acknowledged.
    await endpoint.set('forward-then-drop');
    expect(await redeliver(REDELIVERY_BACKOFF_MS[2] + 1_000)).toMatchObject({ attempted: 1, acknowledged: 0 });
    expect(await delivery(orderSn)).toMatchObject({ attempts: 4, state: 'pending' });
    expect(await getBalance(db, m.userId)).toBe(12_000n);
    // The provider still has no acknowledgement: its page still does not say paid.
    expectConfirming(await payPage(orderSn));

    await endpoint.set('forward');
    expect(await redeliver(REDELIVERY_BACKOFF_MS[3] + 1_000)).toMatchObject({ attempted: 1, acknowledged: 1 });
    const done = await delivery(orderSn);
    expect(done).toMatchObject({ attempts: 5, state: 'acknowledged', lastResult: 'acknowledged', eventId: firstEvent });
    expect(await getBalance(db, m.userId)).toBe(12_000n);
    expect(await creditsOf(orderSn)).toBe(1);
    expectPaid(await payPage(orderSn));
    // Now the provider sends the member back to the merchant with the outcome.
    expect((await press(orderSn)).headers.location).toBe(`/user/finance/deposit?orderSn=${orderSn}&result=paid`);
    expect((await redeliver(24 * 3_600_000)).attempted).toBe(0);
    expect(endpoint.hits).toEqual(['fail', 'hang', 'forward-then-drop', 'forward']);
  });

  it('delivers at once when our server answers: straight back to the merchant with result=paid', async () => {
    await endpoint.set('forward');
    const { m, orderSn } = await openOrder(3000);
    const paid = await press(orderSn);
    expect(paid.headers.location).toBe(`/user/finance/deposit?orderSn=${orderSn}&result=paid`);
    expect(await delivery(orderSn)).toMatchObject({ state: 'acknowledged', attempts: 1 });
    expect(await getBalance(db, m.userId)).toBe(3000n);
    expectPaid(await payPage(orderSn));
  });

  it('says "declined" for a decline, whether or not it was acknowledged, and never credits', async () => {
    await endpoint.set('fail');
    const { m, orderSn } = await openOrder();
    expect((await press(orderSn, 'fail')).headers.location).toBe(`/sandbox-pay/${orderSn}`);
    const html = await payPage(orderSn);
    expect(html).toContain('data-state="declined"');
    expect(html).toContain('You declined this payment.');
    expect(html).toContain('この支払いは拒否されました。');
    expect(html).not.toMatch(/\bpaid\b/i);
    // A later "pay" does not replace the verdict.
    await press(orderSn, 'pay');
    expect((await delivery(orderSn)).verdict).toBe('failed');
    await endpoint.set('forward');
    expect(await redeliver(REDELIVERY_BACKOFF_MS[0] + 1_000)).toMatchObject({ acknowledged: 1 });
    expect((await orderRow(orderSn)).status).toBe('failed');
    expect((await press(orderSn)).headers.location).toBe(`/user/finance/deposit?orderSn=${orderSn}&result=failed`);
    expect(await getBalance(db, m.userId)).toBe(0n);
  });

  it('gives up after the last attempt and leaves the order to the reconciliation, which credits it once', async () => {
    await endpoint.set('fail');
    const { m, orderSn } = await openOrder(7000);
    await press(orderSn);
    for (const [i, wait] of REDELIVERY_BACKOFF_MS.entries()) {
      expect((await redeliver(wait + 1_000)).attempted).toBeGreaterThanOrEqual(1);
      expect((await delivery(orderSn)).attempts).toBe(i + 2);
    }
    expect(await delivery(orderSn)).toMatchObject({ state: 'given_up', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(MAX_DELIVERY_ATTEMPTS).toBe(6);
    expect((await redeliver(7 * 24 * 3_600_000)).attempted).toBe(0);
    const html = await payPage(orderSn);
    expectConfirming(html);
    expect(html).toContain('Amigo Hall has not answered our notice yet');
    expect(await getBalance(db, m.userId)).toBe(0n);

    const first = await reconcile();
    expect(first.settled).toBeGreaterThanOrEqual(1);
    expect(await orderRow(orderSn)).toMatchObject({ status: 'paid' });
    expect(await getBalance(db, m.userId)).toBe(7000n);
    await reconcile();
    expect(await getBalance(db, m.userId)).toBe(7000n);
    expect(await creditsOf(orderSn)).toBe(1);
  });

  it('a redelivery racing the reconciliation credits each order once', async () => {
    await endpoint.set('fail');
    const orders = await Promise.all(Array.from({ length: 6 }, (_, i) => openOrder(2000 + i)));
    for (const { orderSn } of orders) await press(orderSn);
    await endpoint.set('forward');
    const [redelivered] = await Promise.all([redeliver(REDELIVERY_BACKOFF_MS[0] + 1_000), reconcile(), reconcile()]);
    expect(redelivered.acknowledged).toBeGreaterThanOrEqual(orders.length);
    for (const [i, { m, orderSn }] of orders.entries()) {
      expect(await getBalance(db, m.userId)).toBe(BigInt(2000 + i));
      expect(await creditsOf(orderSn)).toBe(1);
      expect(await delivery(orderSn)).toMatchObject({ state: 'acknowledged' });
      expect(await orderRow(orderSn)).toMatchObject({ status: 'paid' });
    }
  });
});

describe('reconciliation with the provider', () => {
  it('settles an order whose webhook never came, as its webhook would; the late webhook changes nothing', async () => {
    await endpoint.set('forward');
    const paidOne = await openOrder(4000);
    const declinedOne = await openOrder(4000);
    const untouched = await openOrder(4000);
    const settings = sandboxDeliverySettings(t.app.config, (options) => t.app.inject(options));
    // The provider recorded the verdicts, and the process stopped before any webhook left.
    for (const [{ orderSn }, verdict] of [
      [paidOne, 'paid'],
      [declinedOne, 'failed'],
    ] as const) {
      await recordSandboxVerdict(db, { orderSn, verdict, amount: 4000n, currency: 'JPY', settings, now: new Date() });
    }
    expect((await delivery(paidOne.orderSn)).attempts).toBe(0);

    // Too young for the job's threshold: nobody is asked.
    const young = await reconcile({ olderThanMs: 60_000 });
    expect(young.asked).toBe(0);

    const result = await reconcile();
    expect(result.settled).toBeGreaterThanOrEqual(2);
    expect(await orderRow(paidOne.orderSn)).toMatchObject({ status: 'paid' });
    expect(await getBalance(db, paidOne.m.userId)).toBe(4000n);
    expect(await orderRow(declinedOne.orderSn)).toMatchObject({
      status: 'failed',
      failureReason: 'declined by the payment provider',
    });
    // Nothing decided at the provider: still open, asked once, not again before the threshold.
    const open = await orderRow(untouched.orderSn);
    expect(open.status).toBe('pending');
    expect(open.providerCheckedAt).not.toBeNull();

    // The webhooks finally leave (their claim ran out): acknowledged, nothing changes.
    await redeliver(t.app.config.sandboxPayWebhookTimeoutMs + 31_000);
    expect(await delivery(paidOne.orderSn)).toMatchObject({ state: 'acknowledged', attempts: 1 });
    expect(await delivery(declinedOne.orderSn)).toMatchObject({ state: 'acknowledged', attempts: 1 });
    expect(await getBalance(db, paidOne.m.userId)).toBe(4000n);
    expect(await creditsOf(paidOne.orderSn)).toBe(1);
    expect(await creditsOf(declinedOne.orderSn)).toBe(0);
    expect(await getBalance(db, declinedOne.m.userId)).toBe(0n);
  });

  it('asks each open order at most once per threshold, skips failed queries, and closes a mismatched "paid" without crediting', async () => {
    const { m, orderSn } = await openOrder(6000);
    const asked: string[] = [];
    let answer: ProviderOrderState | 'throw' = 'throw';
    const fake: PaymentProviderAdapter = {
      name: 'fake',
      channel: 'sandbox',
      queryOrder: async (sn) => {
        if (sn !== orderSn) return { status: 'open' };
        asked.push(sn);
        if (answer === 'throw') throw new Error('provider unreachable');
        return answer;
      },
    };
    const later = (ms: number) => new Date(Date.now() + ms);
    // The provider cannot be asked: the order is not marked, the next run asks again.
    expect((await reconcile({ providers: [fake], olderThanMs: 60_000, now: later(61_000) })).failed).toBe(1);
    expect((await orderRow(orderSn)).providerCheckedAt).toBeNull();
    answer = { status: 'open' };
    await reconcile({ providers: [fake], olderThanMs: 60_000, now: later(62_000) });
    // Asked a moment ago: not again before the threshold has passed once more.
    await reconcile({ providers: [fake], olderThanMs: 60_000, now: later(90_000) });
    expect(asked).toHaveLength(2);
    answer = { status: 'paid', amount: 6n, currency: 'JPY' };
    const settled = await reconcile({ providers: [fake], olderThanMs: 60_000, now: later(123_000) });
    expect(asked).toHaveLength(3);
    expect(settled.settled).toBeGreaterThanOrEqual(1);
    const closed = await orderRow(orderSn);
    expect(closed.status).toBe('failed');
    expect(closed.failureReason).toContain('6 JPY paid for an order of 6000 JPY');
    expect(await getBalance(db, m.userId)).toBe(0n);
    // A closed order is not asked about again.
    await reconcile({ providers: [fake], olderThanMs: 60_000, now: later(3_600_000) });
    expect(asked).toHaveLength(3);
  });

  it('runs both as scheduled jobs', async () => {
    expect(t.app.scheduler.jobs.map((job) => job.name)).toEqual(
      expect.arrayContaining(['sandbox-webhooks', 'reconcile-deposits']),
    );
    await endpoint.set('fail');
    const redelivered = await openOrder(2500);
    await press(redelivered.orderSn);
    await endpoint.set('forward');
    await db
      .update(sandboxWebhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(sandboxWebhookDeliveries.orderSn, redelivered.orderSn));
    await t.app.scheduler.runNow('sandbox-webhooks');
    expect(await delivery(redelivered.orderSn)).toMatchObject({ state: 'acknowledged', attempts: 2 });
    expect(await getBalance(db, redelivered.m.userId)).toBe(2500n);

    const settings = sandboxDeliverySettings(t.app.config, (options) => t.app.inject(options));
    const reconciled = await openOrder(2600);
    await recordSandboxVerdict(db, {
      orderSn: reconciled.orderSn,
      verdict: 'paid',
      amount: 2600n,
      currency: 'JPY',
      settings,
      now: new Date(),
    });
    // Opened two minutes ago: past the job's 60-second threshold.
    await db
      .update(depositOrders)
      .set({ createdAt: sql`${depositOrders.createdAt} - interval '2 minutes'` })
      .where(eq(depositOrders.orderSn, reconciled.orderSn));
    await t.app.scheduler.runNow('reconcile-deposits');
    expect(await getBalance(db, reconciled.m.userId)).toBe(2600n);
  });
});

describe('a restart', () => {
  it('forgets no pending delivery: the next process redelivers it', async () => {
    const database = await restartableDatabase();
    const config = () => testConfig({ ...overrides(), database: database.config });
    try {
      await endpoint.set('down');
      const first = await buildApp(config());
      const m = await createTestMember({ app: first } as TestApp);
      const created = await first.inject({
        method: 'POST',
        url: '/v2/app/pay/order',
        headers: {
          'content-type': 'application/json',
          cookie: 'XSRF-TOKEN=x0123456789',
          'x-xsrf-token': 'x0123456789',
          token: m.token,
        },
        payload: JSON.stringify({ channel: 'sandbox', amount: 9000, idempotencyKey: randomUUID() }),
      });
      const orderSn = created.json().data.order.orderSn as string;
      await press(orderSn, 'pay', first);
      expect(await delivery(orderSn, first.database.db)).toMatchObject({ state: 'pending', attempts: 1 });
      await first.close();

      const second = await buildApp(config());
      try {
        endpoint.app = second;
        await endpoint.set('forward');
        expect(await redeliver(REDELIVERY_BACKOFF_MS[0] + 1_000, second)).toMatchObject({ acknowledged: 1 });
        expect(await getBalance(second.database.db, m.userId)).toBe(9000n);
        expect((await verifyLedger(second.database.db)).problems).toEqual([]);
        expect(await verifyOrders(second.database.db)).toEqual([]);
      } finally {
        endpoint.app = t.app;
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});

/** A database that outlives one app: a PGlite folder, or a throw-away PostgreSQL database. */
async function restartableDatabase(): Promise<{ config: Config['database']; drop: () => Promise<void> }> {
  const serverUrl = testDatabaseServerUrl();
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'amigo-restart-'));
    return { config: { kind: 'pglite', dir }, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `amigo_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { config: { kind: 'pg', url: url.toString() }, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
