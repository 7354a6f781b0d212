/**
 * Accounts benchmark on PostgreSQL: login (argon2id, m = 19 MiB, t = 2) and user/info (one
 * session check and profile in one prepared statement), next to the bare Fastify route in the same run.
 * Needs the PostgreSQL server of BENCH_DATABASE_URL (default: local, trust auth).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { measure, median, postJson, startProcess, table, XSRF_HEADERS, type Result, type Target } from './harness.ts';
import { writeBenchSection } from './report.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 3;
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CAPTCHA = 'BENCH';

async function main() {
  const dbName = `amigo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(SERVER);
  url.pathname = `/${dbName}`;

  const bare = await startProcess(['bench/bare-server.mjs', '8191'], 'http://127.0.0.1:8191/bare', 'POST');
  const server = await startProcess(['apps/server/dist/main.js'], 'http://127.0.0.1:8190/healthz', 'GET', {
    PORT: '8190',
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    CAPTCHA_TEST_ANSWER: CAPTCHA,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
  });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    // Logins each need a fresh captcha; they are prepared in the database so the
    // per-address captcha bound does not throttle the benchmark's single client.
    const captchaIds = Array.from({ length: 20_000 }, () => randomUUID());
    await db.query(
      `insert into captchas (id, answer, ip, expires_at) select unnest($1::text[]), $2, 'bench', now() + interval '1 hour'`,
      [captchaIds, CAPTCHA],
    );
    const login = await postJson('http://127.0.0.1:8190/v2/app/auth/login', {
      account: 'demo01',
      password: 'Amigo-Demo-2026',
      uuid: captchaIds.pop(),
      qrcode: CAPTCHA,
    });
    if (login.code !== 200) throw new Error(`login failed: ${login.msg}`);
    const token = String(login.data.token);

    const targets: Target[] = [
      { name: 'bare Fastify route (ceiling)', url: 'http://127.0.0.1:8191/bare', method: 'POST', body: '{}' },
      {
        name: 'POST /v2/app/user/info (session + profile, PostgreSQL)',
        url: 'http://127.0.0.1:8190/v2/app/user/info',
        method: 'POST',
        body: '{}',
        headers: { ...XSRF_HEADERS, token },
      },
      {
        name: 'POST /v2/app/auth/login (captcha + argon2id + session)',
        url: 'http://127.0.0.1:8190/v2/app/auth/login',
        method: 'POST',
        headers: XSRF_HEADERS,
        connections: 8,
        nextBody: () =>
          JSON.stringify({ account: 'demo01', password: 'Amigo-Demo-2026', uuid: captchaIds.pop(), qrcode: CAPTCHA }),
      },
    ];
    const runs = new Map<string, Result[]>(targets.map((t) => [t.name, []]));
    let loginRequests = 0;
    for (const target of targets)
      loginRequests += target === targets[2] ? (await measure(target, 2)).total : (await measure(target, 2), 0);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        const result = await measure(target, DURATION);
        if (target === targets[2]) loginRequests += result.total;
        runs.get(target.name)!.push(result);
      }
    }
    // Envelope errors are HTTP 200, invisible to autocannon: every measured login must have made a session.
    const sessions = await db.query<{ n: number }>('select count(*)::int as n from sessions');
    if (sessions.rows[0]!.n - 1 < loginRequests)
      throw new Error(`only ${sessions.rows[0]!.n - 1} of ${loginRequests} logins succeeded`);
    const results = targets.map((t) => median(runs.get(t.name)!));
    const ratio = results[1]!.requests / results[0]!.requests;
    const body = [
      `Run: \`npm run bench\` (${ROUNDS} interleaved rounds of ${DURATION} s, median shown; 50 connections, 8 for login).`,
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL at ${url.host}, ${new Date().toISOString().slice(0, 10)}.`,
      '',
      ...table(results),
      '',
      `user/info / bare Fastify route: **${(ratio * 100).toFixed(1)} %** (target ≥ 30 %).`,
      'Login is bound by argon2id by design (19 MiB and two passes per attempt, OWASP parameters): its rate is the cost an attacker also pays per guess.',
    ].join('\n');
    writeBenchSection('accounts', 'Accounts: login and profile on PostgreSQL', body);
    console.log(body);
    if (results.some((r) => r.errors + r.non2xx > 0)) throw new Error('some benchmark requests failed');
  } finally {
    await db.end();
    bare.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

await main();
