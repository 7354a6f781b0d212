/**
 * Accounts benchmark on PostgreSQL: login (argon2id, m = 19 MiB, t = 2) and user/info (one
 * session check and profile in one prepared statement, shared by the requests that arrive
 * together), next to the bare Fastify route in the same run. user/info cycles through 1,000
 * sessions spread over the demo members, so no two requests in flight need share a session.
 * Needs the PostgreSQL server of BENCH_DATABASE_URL (default: local, trust auth).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { measure, median, postJson, startProcess, table, XSRF_HEADERS, type Result, type Target } from './harness.ts';
import { writeBenchSection } from './report.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 3;
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CAPTCHA = 'BENCH';
const SESSIONS = 1_000;

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
    // Sessions as a login makes them (only the SHA-256 of a random token is stored), for every demo member in turn.
    const tokens = Array.from({ length: SESSIONS }, () => randomBytes(32).toString('base64url'));
    await db.query(
      `insert into sessions (token_hash, user_id, expires_at, ip, user_agent)
       select hash, (select id from users order by id offset (n - 1) % (select count(*) from users) limit 1),
              now() + interval '1 day', '127.0.0.1', 'bench'
       from unnest($1::text[]) with ordinality as t(hash, n)`,
      [tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
    );
    let nextToken = 0;
    // Envelope errors are HTTP 200, invisible to autocannon: the sessions must really sign in.
    for (const token of tokens.slice(0, 50)) {
      const info = await postJson('http://127.0.0.1:8190/v2/app/user/info', {}, { token });
      if (info.code !== 200) throw new Error(`user/info refused a bench session: ${info.msg}`);
    }

    const targets: Target[] = [
      { name: 'bare Fastify route (ceiling)', url: 'http://127.0.0.1:8191/bare', method: 'POST', body: '{}' },
      {
        name: 'POST /v2/app/user/info (session + profile, PostgreSQL)',
        url: 'http://127.0.0.1:8190/v2/app/user/info',
        method: 'POST',
        body: '{}',
        headers: XSRF_HEADERS,
        nextHeaders: () => ({ token: tokens[(nextToken += 1) % SESSIONS]! }),
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
    const loginSessions = sessions.rows[0]!.n - 1 - SESSIONS;
    if (loginSessions < loginRequests) throw new Error(`only ${loginSessions} of ${loginRequests} logins succeeded`);
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
