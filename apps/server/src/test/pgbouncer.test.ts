import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testDatabaseServerUrl } from '../config.ts';
import { verifyLedger } from '../modules/wallet/index.ts';
import { CAPTCHA } from './accounts.ts';
import { playerJourney, stockFloor } from './player-journey.ts';
import { registerMember } from './accounts.ts';
import { canStartPrivateCluster, createPrivateCluster, freePort, type PrivateCluster } from './private-postgres.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The server behind PgBouncer in transaction mode (issue 20): PgBouncer refuses unknown startup
 * parameters, hands each transaction whichever server connection is free (so nothing may live
 * in a session: no named prepared statements, no SET, no advisory lock outside migrations, which
 * take DATABASE_MIGRATION_URL). One server connection in the pool makes every mistake of that
 * kind show at once. Runs with `npm run test:pg`, where Debian's `pgbouncer` is installed.
 */
const PGBOUNCER = '/usr/sbin/pgbouncer';
const serverUrl = testDatabaseServerUrl();
const enabled = Boolean(serverUrl) && existsSync(PGBOUNCER);

const XSRF = 'pgbouncer-xsrf-token-0123456789';

describe.runIf(enabled)('behind PgBouncer in transaction mode', () => {
  let bouncer: ChildProcess;
  let folder: string;
  let port: number;
  let t: TestApp;

  beforeAll(async () => {
    const target = new URL(serverUrl!);
    folder = mkdtempSync(path.join(tmpdir(), 'amigo-pgbouncer-'));
    // PgBouncer refuses to run as root; it drops to `postgres`, who must read these files.
    chmodSync(folder, 0o755);
    port = await freePort();
    bouncer = startPgBouncer(folder, port, target);
    await untilAccepting(port);
    t = await createTestApp({ captchaTestAnswer: CAPTCHA }, { poolerPort: port });
    await stockFloor(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    bouncer?.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  });

  it('runs the player journey: register, log in, deposit, play a round, withdraw', async () => {
    await playerJourney(t);
    expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  });

  it('serves a second server process sharing the same server connection (no named prepared statements)', async () => {
    const { token } = await playerJourney(t);
    // Another instance on the same database and PgBouncer pool: its statements land on the
    // server connection the first one used, where a named statement would already exist.
    const second = await buildApp(t.app.config);
    try {
      for (const app of [t.app, second, t.app, second]) {
        const answer = await app.inject({
          method: 'POST',
          url: '/v2/app/user/info',
          headers: { 'content-type': 'application/json', token, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
          payload: '{}',
        });
        expect(answer.json().code, answer.body).toBe(200);
      }
    } finally {
      await second.close();
    }
  });

  it('bounds statements inside a transaction only, without leaking the setting to the next transaction', async () => {
    const { db } = t.app.database;
    type Shown = { rows: Array<{ statement_timeout: string }> };
    const inside = (await db.transaction(async (tx) => tx.execute(sql`show statement_timeout`))) as Shown;
    expect(inside.rows[0]).toEqual({ statement_timeout: '15s' });
    // The one server connection the transaction used answers this too: SET LOCAL ended with it.
    const after = (await db.execute(sql`show statement_timeout`)) as Shown;
    expect(after.rows[0]).toEqual({ statement_timeout: '0' });
  });
});

/**
 * PgBouncer in `folder` on `port` in front of `target`, with the timeouts deploy/compose.yaml sets
 * (docs/deploy.md, "PgBouncer"): a client waits at most 5 s for a server connection
 * (query_wait_timeout), a server connection attempt gives up after 3 s, and a failed login is
 * retried after 1 s (15 s by default, which delayed the recovery after a database crash).
 */
function startPgBouncer(folder: string, port: number, target: URL): ChildProcess {
  writeFileSync(path.join(folder, 'userlist.txt'), `"${decodeURIComponent(target.username) || 'postgres'}" ""\n`);
  writeFileSync(
    path.join(folder, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || '5432'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(folder, 'userlist.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 1',
      'max_client_conn = 200',
      'server_connect_timeout = 3',
      'server_login_retry = 1',
      'query_wait_timeout = 5',
      'query_timeout = 20',
      '',
    ].join('\n'),
  );
  return spawn(PGBOUNCER, ['-u', 'postgres', path.join(folder, 'pgbouncer.ini')], { stdio: 'ignore' });
}

describe.runIf(enabled && canStartPrivateCluster())('behind PgBouncer when the database crashes', () => {
  let cluster: PrivateCluster;
  let bouncer: ChildProcess;
  let folder: string;
  let t: TestApp;

  beforeAll(async () => {
    cluster = await createPrivateCluster();
    await cluster.start();
    folder = mkdtempSync(path.join(tmpdir(), 'amigo-pgbouncer-crash-'));
    chmodSync(folder, 0o755);
    const port = await freePort();
    bouncer = startPgBouncer(folder, port, new URL(cluster.url));
    await untilAccepting(port);
    t = await createTestApp({ captchaTestAnswer: CAPTCHA }, { databaseServerUrl: cluster.url, poolerPort: port });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    bouncer?.kill('SIGTERM');
    await cluster?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 503 DATABASE_UNAVAILABLE within seconds, and serves again about a second after PostgreSQL is back', async () => {
    const { token } = await registerMember(t, { account: 'Crash001', email: 'crash@example.test' });
    const userInfo = () => t.call('/v2/app/user/info', {}, { token });
    expect((await userInfo()).body.code).toBe(200);

    await cluster.stopHard();
    const asked = Date.now();
    const answer = await userInfo();
    const waitedMs = Date.now() - asked;
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(answer.body).toMatchObject({ code: 503, data: { reason: 'DATABASE_UNAVAILABLE' } });
    // A correctness bound, not a benchmark: PgBouncer's query_wait_timeout (5 s) and the pool's
    // connection timeout (3 s) end the wait; without them the call hung for about 45 s.
    expect(waitedMs).toBeLessThan(10_000);

    await cluster.start();
    const restarted = Date.now();
    let served = false;
    for (let attempt = 0; attempt < 120 && !served; attempt += 1) {
      served = (await userInfo()).body.code === 200;
      if (!served) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(served).toBe(true);
    // Served again soon after PostgreSQL is: PgBouncer retries its failed login after 1 s
    // (server_login_retry), not its default 15 s, which kept calls refused that much longer.
    expect(Date.now() - restarted).toBeLessThan(8_000);
  }, 120_000);
});

/** Waits until PgBouncer accepts connections (it starts in well under a second; bounded tries). */
async function untilAccepting(port: number): Promise<void> {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`PgBouncer did not accept connections on port ${port}`);
}
