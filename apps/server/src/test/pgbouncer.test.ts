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
import { freePort } from './private-postgres.ts';
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
        '',
      ].join('\n'),
    );
    bouncer = spawn(PGBOUNCER, ['-u', 'postgres', path.join(folder, 'pgbouncer.ini')], { stdio: 'ignore' });
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
