import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig, testDatabaseServerUrl } from '../config.ts';
import { rowsOf } from '../db/rows.ts';
import { READ_PRIMARY_COOKIE, readCallPaths } from '../http/read-your-writes.ts';
import { signedInStaff, type TestStaff } from '../modules/admin/test-fixtures.ts';
import { agent, fund, member, paidDeposit, round } from '../modules/agents/test-fixtures.ts';
import { getBalance, verifyLedger } from '../modules/wallet/index.ts';
import { STAFF_COOKIE } from '../modules/admin/staff-sessions.ts';
import { adminCalls, calls } from '@amigo/contract';
import { CAPTCHA } from './accounts.ts';
import { createTestMember, type TestMember } from './members.ts';
import { playerJourney, stockFloor } from './player-journey.ts';
import { canStartPrivateCluster, createPrivateCluster, createStandbyCluster, type PrivateCluster } from './private-postgres.ts';
import { createTestApp, type CallResult, type TestApp } from './test-app.ts';

/**
 * The read replica (DATABASE_READ_URL, docs/decisions/0017) against a real streaming standby:
 * a private primary cluster, `pg_basebackup -R` of it into a second private cluster started as a
 * hot standby, and the app with DATABASE_URL = primary, DATABASE_READ_URL = standby. Which
 * database answered is proved by content, not timing: with replay paused on the standby
 * (`pg_wal_replay_pause()`), rows written since exist on the primary only. Runs with
 * `npm run test:pg` (CI), as root with Debian's PostgreSQL 15 programs.
 */
const enabled = Boolean(testDatabaseServerUrl()) && canStartPrivateCluster();

/** How far behind the replica may be here; also the read-your-writes window. */
const MAX_LAG_MS = 15_000;
const XSRF = 'replica-test-xsrf-0123456789';

/** Retries `probe` every 250 ms until it returns true; fails after `attempts` tries. */
async function eventually(what: string, probe: () => Promise<boolean>, attempts = 240): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: still not so after ${attempts} tries`);
}

/** A second server instance on the same primary and replica, with its own memory: another instance behind the balancer. */
interface Instance {
  app: FastifyInstance;
  call(path: string, body: unknown, auth: { token?: string; staff?: TestStaff; cookies?: string[] }): Promise<CallResult>;
}

function instanceOf(app: FastifyInstance): Instance {
  return {
    app,
    call: async (path, body, auth) => {
      const cookies = [
        `XSRF-TOKEN=${XSRF}`,
        ...(auth.staff ? [`${STAFF_COOKIE}=${auth.staff.cookie}`] : []),
        ...(auth.cookies ?? []),
      ];
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en-US',
          cookie: cookies.join('; '),
          'x-xsrf-token': XSRF,
          ...(auth.token ? { token: auth.token } : {}),
        },
        payload: JSON.stringify(body),
      });
      return { status: response.statusCode, headers: response.headers, body: response.json() };
    },
  };
}

function ok(result: CallResult): any {
  expect(result.body.code, `${result.body.msg} ${JSON.stringify(result.body.data)}`).toBe(200);
  return result.body.data;
}

/** The read-your-writes cookie a response set, as `name=value`. */
function readPrimaryCookie(result: CallResult): string {
  const header = result.headers['set-cookie'];
  const lines = Array.isArray(header) ? header.map(String) : typeof header === 'string' ? [header] : [];
  const line = lines.find((candidate) => candidate.startsWith(`${READ_PRIMARY_COOKIE}=`));
  if (!line) throw new Error('no read-your-writes cookie set');
  return line.split(';')[0]!;
}

async function readyz(app: FastifyInstance): Promise<{ statusCode: number; body: Record<string, string> }> {
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  return { statusCode: response.statusCode, body: response.json() };
}

async function fallbacks(app: FastifyInstance, reason: string): Promise<number> {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`database_read_fallback_total{reason="${reason}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** Whether a handle reaches the standby (in recovery) or the primary. */
async function inRecovery(app: FastifyInstance, handle: 'db' | 'read'): Promise<boolean> {
  const result = await app.database[handle].execute(sql`select pg_is_in_recovery() as standby`);
  return rowsOf<{ standby: boolean }>(result)[0]!.standby;
}

describe.runIf(enabled)('the read replica (a real streaming standby)', () => {
  let primary: PrivateCluster;
  let standby: PrivateCluster;
  let t: TestApp;
  let b: Instance;
  let onPrimary: pg.Client;
  let onStandby: pg.Client;
  let staff: TestStaff;
  let staff2: TestStaff;
  let m: { userId: bigint; token: string; balance: bigint };
  let n: TestMember;
  let a: TestMember;
  let s: TestMember;

  /** Waits until the standby has replayed everything the primary has written so far. */
  async function caughtUp(): Promise<void> {
    const { rows } = await onPrimary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    await eventually('standby caught up', async () => {
      const replay = await onStandby.query<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [
        rows[0]!.lsn,
      ]);
      return replay.rows[0]!.done;
    });
  }

  /** Pauses replay on the standby: from here on, what the primary writes is missing there. */
  async function pauseReplay(): Promise<void> {
    await onStandby.query('select pg_wal_replay_pause()');
    await eventually('replay paused', async () => {
      const { rows } = await onStandby.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state');
      return rows[0]!.state === 'paused';
    });
  }

  beforeAll(async () => {
    primary = await createPrivateCluster();
    await primary.start();
    standby = await createStandbyCluster(primary);
    await standby.start();
    t = await createTestApp(
      { captchaTestAnswer: CAPTCHA },
      { databaseServerUrl: primary.url, readReplicaPort: standby.port, readMaxLagMs: MAX_LAG_MS },
    );
    const config = t.app.config.database;
    if (config.kind !== 'pg' || !config.readUrl) throw new Error('the test app has no replica');
    onPrimary = new pg.Client({ connectionString: config.url });
    await onPrimary.connect();
    // The new database reaches the standby through replication.
    const readUrl = config.readUrl;
    await eventually('database on the standby', async () => {
      const client = new pg.Client({ connectionString: readUrl });
      client.on('error', () => undefined);
      try {
        await client.connect();
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      onStandby = client;
      return true;
    });
    await stockFloor(t);
    b = instanceOf(await buildApp(testConfig({ captchaTestAnswer: CAPTCHA, database: config })));

    m = await playerJourney(t);
    n = await member(t);
    a = await agent(t);
    s = await member(t, a);
    await fund(t, s.userId, 1_000);
    staff = await signedInStaff(t, ['owner']);
    staff2 = await signedInStaff(t, ['owner']);
    await caughtUp();
  }, 120_000);

  afterAll(async () => {
    await onStandby?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await onPrimary?.end().catch(() => undefined);
    await onStandby?.end().catch(() => undefined);
    await b?.app.close();
    await t?.close();
    await standby?.destroy();
    await primary?.destroy();
  }, 60_000);

  it('names only real calls as reads', () => {
    const known = new Set([...Object.values(calls), ...Object.values(adminCalls)].map((call) => call.path));
    expect(readCallPaths().filter((path) => !known.has(path))).toEqual([]);
  });

  it('serves reports and lists from the replica, the caller’s own lists right after their writes from the primary, and decides money on the primary', async () => {
    expect(await inRecovery(t.app, 'read')).toBe(true);
    expect(await inRecovery(t.app, 'db')).toBe(false);
    expect(await readyz(t.app)).toEqual({ statusCode: 200, body: { status: 'ready', database: 'pg', replica: 'up' } });
    const registeredBefore = ok(await b.call('/v2/admin/dashboard', {}, { staff })).today.registrations as number;

    await pauseReplay();
    // Written while replay is paused, none of it by the callers who read it below (instance b).
    await paidDeposit(t, n.userId, 700, new Date());
    await round(t, n.userId, 40, 0, new Date());
    await round(t, s.userId, 30, 0, new Date());
    const k = await createTestMember(t);
    // The member's own write, on instance t.
    const opened = await t.call(
      '/v2/app/pay/order',
      { channel: 'sandbox', amount: 10_000, idempotencyKey: randomUUID() },
      { token: m.token },
    );
    const orderSn = ok(opened).order.orderSn as string;
    // Another operator's audited action, on instance t.
    const onT = instanceOf(t.app);
    ok(
      await onT.call('/v2/admin/member/sessions/revoke', { userId: String(k.userId), reason: 'replica test' }, { staff: staff2 }),
    );
    const byStaff2 = { pageNum: 1, pageSize: 20, staff: staff2.username };

    const page = { pageNum: 1, pageSize: 20 };
    // The replica answers, so what only the primary has is missing: the records pages…
    expect(ok(await b.call('/v2/app/pay/list', page, { token: n.token })).total).toBe(0);
    expect(ok(await b.call('/v2/app/record/game/record/query', page, { token: n.token })).total).toBe(0);
    // …an agent report…
    expect(ok(await b.call('/v2/app/agent/type/report/statistics', {}, { token: a.token })).figures.betCount).toBe(0);
    // …and the console's audit log and dashboard.
    expect(ok(await b.call('/v2/admin/audit/list', byStaff2, { staff })).total).toBe(0);
    expect(ok(await b.call('/v2/admin/dashboard', {}, { staff })).today.registrations).toBe(registeredBefore);
    // The operator who acted sees their own action (read-your-writes holds for staff too).
    expect(ok(await onT.call('/v2/admin/audit/list', byStaff2, { staff: staff2 })).total).toBe(1);

    // Read-your-writes: the member who just opened the order sees it, on the instance that took the
    // write (its memory) and on another one through the cookie; without the cookie the other
    // instance would have shown the replica's list without it.
    const listed = (result: CallResult) => ok(result).list.map((order: { orderSn: string }) => order.orderSn);
    expect(listed(await t.call('/v2/app/pay/list', page, { token: m.token }))).toContain(orderSn);
    expect(listed(await b.call('/v2/app/pay/list', page, { token: m.token, cookies: [readPrimaryCookie(opened)] }))).toContain(
      orderSn,
    );
    expect(listed(await b.call('/v2/app/pay/list', page, { token: m.token }))).not.toContain(orderSn);

    // Money is decided on the primary: the credit arrives while the replica still has the old
    // balance, and a withdrawal that only the new balance covers goes through.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${orderSn}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    await eventually('deposit credited', async () => (await getBalance(t.app.database.db, m.userId)) === m.balance + 10_000n);
    const cards = ok(await b.call('/v2/app/user/bank/list', {}, { token: m.token }));
    const amount = Number(m.balance) + 5_000;
    const withdrawn = await b.call(
      '/v2/app/draw/withdraw',
      { amount, bankCardId: String(cards[0].id), paymentPassword: '246810', idempotencyKey: randomUUID() },
      { token: m.token },
    );
    expect(ok(withdrawn).amount).toBe(amount);
    expect(Number(ok(await b.call('/v2/app/user/info', {}, { token: m.token })).balance)).toBe(
      Number(await getBalance(t.app.database.db, m.userId)),
    );
    // Everything above happened while the replica lagged; nothing fell back for lag yet.
    expect(await fallbacks(b.app, 'lagging')).toBe(0);

    await onStandby.query('select pg_wal_replay_resume()');
    await caughtUp();
    expect(ok(await b.call('/v2/app/pay/list', page, { token: n.token })).total).toBe(1);
    expect(ok(await b.call('/v2/app/record/game/record/query', page, { token: n.token })).total).toBe(1);
    expect(ok(await b.call('/v2/app/agent/type/report/statistics', {}, { token: a.token })).figures.betCount).toBe(1);
    expect(ok(await b.call('/v2/admin/audit/list', byStaff2, { staff })).total).toBe(1);
    expect(ok(await b.call('/v2/admin/dashboard', {}, { staff })).today.registrations).toBe(registeredBefore + 1);
    expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  }, 90_000);

  it('reads the primary while the replica is further behind than DATABASE_READ_MAX_LAG_SECONDS', async () => {
    await pauseReplay();
    await paidDeposit(t, n.userId, 800, new Date());
    // Up to the limit the replica still answers (the new order is missing)…
    expect(ok(await b.call('/v2/app/pay/list', { pageNum: 1, pageSize: 20 }, { token: n.token })).total).toBe(1);
    // …past it, the primary does, and /readyz says so without taking the instance out.
    await eventually('replica lagging', async () => (await readyz(b.app)).body.replica === 'lagging');
    expect(await readyz(b.app)).toEqual({ statusCode: 200, body: { status: 'degraded', database: 'pg', replica: 'lagging' } });
    expect(ok(await b.call('/v2/app/pay/list', { pageNum: 1, pageSize: 20 }, { token: n.token })).total).toBe(2);
    expect(await fallbacks(b.app, 'lagging')).toBeGreaterThan(0);

    await onStandby.query('select pg_wal_replay_resume()');
    await eventually('replica up again', async () => (await readyz(b.app)).body.replica === 'up');
    expect(await inRecovery(b.app, 'read')).toBe(true);
  }, 90_000);

  it('reads the primary while the replica is down, says so on /readyz, and uses the replica again once it is back', async () => {
    await standby.stopHard();
    expect(await readyz(b.app)).toEqual({ statusCode: 200, body: { status: 'degraded', database: 'pg', replica: 'down' } });
    expect(ok(await b.call('/v2/app/pay/list', { pageNum: 1, pageSize: 20 }, { token: n.token })).total).toBe(2);
    expect(ok(await b.call('/v2/admin/dashboard', {}, { staff })).queues).toBeDefined();
    expect(ok(await b.call('/v2/app/agent/type/report/statistics', {}, { token: a.token })).figures.betCount).toBe(1);
    expect(await inRecovery(b.app, 'read')).toBe(false);
    expect(await fallbacks(b.app, 'down')).toBeGreaterThan(0);
    expect(ok(await b.call('/v2/app/user/info', {}, { token: m.token })).id).toBe(String(m.userId));

    await standby.start();
    await eventually('replica up again', async () => (await readyz(b.app)).body.replica === 'up');
    expect(await inRecovery(b.app, 'read')).toBe(true);
    expect(ok(await b.call('/v2/app/pay/list', { pageNum: 1, pageSize: 20 }, { token: n.token })).total).toBe(2);
  }, 90_000);
});
