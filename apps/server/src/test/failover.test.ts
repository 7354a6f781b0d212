import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../config.ts';
import { verifyLedger } from '../modules/wallet/index.ts';
import { CAPTCHA } from './accounts.ts';
import { playerJourney, stockFloor } from './player-journey.ts';
import { canStartPrivateCluster, createPrivateCluster, freePort, type PrivateCluster } from './private-postgres.ts';
import { createTestApp, type CallResult, type TestApp } from './test-app.ts';

/**
 * A database restart or failover never ends the process (issue 20): PostgreSQL is stopped
 * hard (`pg_ctl stop -m immediate`) under load, on a private cluster of this file's own, so the
 * shared server is never touched. Runs with `npm run test:pg` (CI), as root with Debian's
 * PostgreSQL 15 programs.
 */
const enabled = Boolean(testDatabaseServerUrl()) && canStartPrivateCluster();

/** Retries `probe` every 250 ms until it returns true; fails after `attempts` tries (no timing is asserted). */
async function eventually(what: string, probe: () => Promise<boolean>, attempts = 120): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: still not so after ${attempts} tries`);
}

/** An answer given while the database is down: the 503 envelope with Retry-After, never a 500. */
function expectUnavailable(result: CallResult) {
  expect(result.status, JSON.stringify(result.body)).toBe(503);
  expect(result.body).toMatchObject({ code: 503, data: { reason: 'DATABASE_UNAVAILABLE', retryAfter: 5 } });
  expect(result.headers['retry-after']).toBe('5');
}

describe.runIf(enabled)('a hard PostgreSQL stop under load (in process)', () => {
  let cluster: PrivateCluster;
  let t: TestApp;

  beforeAll(async () => {
    cluster = await createPrivateCluster();
    await cluster.start();
    t = await createTestApp({ captchaTestAnswer: CAPTCHA }, { databaseServerUrl: cluster.url });
    await stockFloor(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.destroy();
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After while it is down, and serves again by itself once it is back', async () => {
    const player = await playerJourney(t);

    // Load: readers and writers (deposit orders open a transaction) in a loop until told to stop.
    let loading = true;
    const answers: CallResult[] = [];
    const worker = async (index: number) => {
      while (loading) {
        answers.push(
          index % 2 === 0
            ? await t.call('/v2/app/user/info', {}, { token: player.token })
            : await t.call(
                '/v2/app/pay/order',
                { channel: 'sandbox', amount: 5_000, idempotencyKey: randomUUID() },
                { token: player.token },
              ),
        );
      }
    };
    const workers = Array.from({ length: 6 }, (_, index) => worker(index));
    await eventually('load running', async () => answers.length >= 12);

    await cluster.stopHard();
    // Calls made while it is down are refused at once with the envelope.
    expectUnavailable(await t.call('/v2/app/user/info', {}, { token: player.token }));
    expectUnavailable(
      await t.call(
        '/v2/app/pay/order',
        { channel: 'sandbox', amount: 5_000, idempotencyKey: randomUUID() },
        { token: player.token },
      ),
    );
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const seenDuringStop = answers.length;
    await eventually('load answered while down', async () => answers.length >= seenDuringStop + 12);
    loading = false;
    await Promise.all(workers);

    // Every answer under load was a success or the 503 envelope: nothing hung, nothing was a 500.
    for (const answer of answers) {
      if (answer.body.code === 200) continue;
      expectUnavailable(answer);
    }
    expect(answers.some((answer) => answer.status === 503)).toBe(true);

    await cluster.start();
    await eventually('ready again', async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200);
    expect((await t.call('/v2/app/user/info', {}, { token: player.token })).body.code).toBe(200);
    await playerJourney(t);
    expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  }, 60_000);
});

describe.runIf(enabled)('the real server process and a database that stops', () => {
  let cluster: PrivateCluster;
  let server: ChildProcess | undefined;
  let dataDir: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    cluster = await createPrivateCluster();
    dataDir = mkdtempSync(path.join(tmpdir(), 'amigo-failover-'));
  }, 60_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits for a database that is not up yet, then survives a hard stop and recovers by itself', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // Started while the cluster is down: it must wait and retry, not exit.
    server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../main.ts')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        SEED_DEMO: 'false',
        RATE_LIMIT_MAX: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let exited: number | string | null = null;
    server.on('exit', (code, signal) => (exited = code ?? signal));
    server.stdout!.setEncoding('utf8').on('data', (text: string) => logLines.push(...text.split('\n')));
    server.stderr!.setEncoding('utf8').on('data', (text: string) => logLines.push(...text.split('\n')));

    // Generous: tsx compiles the whole server first, which takes a while on a busy machine.
    await eventually('retry logged', async () => logLines.some((line) => line.includes('database not reachable yet')), 480);
    expect(exited).toBeNull();
    await cluster.start();
    await eventually('server ready', async () => (await fetch(`${base}/readyz`)).status === 200);

    // Load of session reads (an unknown token still asks the database) while PostgreSQL stops hard.
    let loading = true;
    const statuses: number[] = [];
    const worker = async () => {
      while (loading) {
        const response = await fetch(`${base}/v2/app/user/info`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            token: 'an-unknown-session-token-0123456789',
            cookie: 'XSRF-TOKEN=x0123456789abcdef',
            'x-xsrf-token': 'x0123456789abcdef',
          },
          body: '{}',
        });
        const body = (await response.json()) as { code: number; data?: { reason?: string } };
        statuses.push(response.status === 503 && body.data?.reason === 'DATABASE_UNAVAILABLE' ? 503 : body.code);
      }
    };
    const workers = Array.from({ length: 4 }, () => worker());
    await eventually('load running', async () => statuses.length >= 8);
    await cluster.stopHard();
    await eventually('refused while down', async () => (await fetch(`${base}/readyz`)).status === 503);
    const seen = statuses.length;
    await eventually('load answered while down', async () => statuses.length >= seen + 8);
    expect(exited).toBeNull();

    await cluster.start();
    await eventually('ready again', async () => (await fetch(`${base}/readyz`)).status === 200);
    const seenBack = statuses.length;
    await eventually('answering again', async () => statuses.length >= seenBack + 8 && statuses.at(-1) === 401);
    loading = false;
    await Promise.all(workers);
    expect(exited).toBeNull();
    // Unknown session (401) while up, the 503 envelope while down; never a 500.
    expect(new Set(statuses)).toEqual(new Set([401, 503]));
  }, 180_000);
});
