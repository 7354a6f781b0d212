/**
 * One instance or two on one PostgreSQL (issue 20): rounds/s of POST /v2/app/game/play and
 * req/s of POST /v2/app/user/info, through HTTP, with the built server (`apps/server/dist`)
 * started twice on one database (ports 8290 and 8291). The load is the same 50 connections in
 * both cases, opened by two autocannon runs of 25 in this process: with one instance both
 * point at it, with two each points at its own instance, so the connections are dealt
 * round-robin to the instances as a balancer with keep-alive deals them. Each connection plays
 * for its own members (200 of them, each seated at their own machine), so two requests in
 * flight never share a member. The CPU time each request costs is measured per process:
 * the server processes (Node) and the PostgreSQL backends serving this database (`/proc/<pid>/stat`),
 * which gives the per-core figures docs/scale.md plans with. Also records the load average,
 * because this machine is shared. Needs the PostgreSQL server of BENCH_DATABASE_URL (default:
 * local, trust auth). `npm run bench:instances` (builds the server first).
 */
import { execSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { MODELS } from '@amigo/games';
import pg from 'pg';
import { measure, startProcess, XSRF_HEADERS, type Result, type Target } from './harness.ts';
import { writeBenchSection } from './report.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 3;
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS = 200;
const CONNECTIONS = 50;
const PORTS = [8290, 8291] as const;
const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

interface Player {
  token: string;
  machineId: number;
  bet: number;
}

/** CPU time (user + system) a process has used, in ms; 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

interface Case {
  name: string;
  kind: 'play' | 'info';
  instances: 1 | 2;
}

interface Measured {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  /** Core-milliseconds per request: the server processes, and the database backends of this benchmark. */
  appMs: number;
  dbMs: number;
}

async function main() {
  const dbName = `amigo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(SERVER);
  url.pathname = `/${dbName}`;
  const env = {
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    // Instances of one hall share their secrets (a mismatch refuses to start).
    CARD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const servers: ChildProcess[] = [];
  const db = new pg.Client({ connectionString: url.toString() });
  const loadBefore = os.loadavg();
  try {
    // The first instance migrates; the second starts on the migrated database.
    for (const port of PORTS) {
      servers.push(
        await startProcess(['apps/server/dist/main.js'], `http://127.0.0.1:${port}/healthz`, 'GET', {
          ...env,
          PORT: String(port),
        }),
      );
    }
    await db.connect();
    const players = await preparePlayers(db);
    const serverPids = servers.map((s) => s.pid!);

    const cases: Case[] = [
      { name: 'POST /v2/app/game/play (rounds/s)', kind: 'play', instances: 1 },
      { name: 'POST /v2/app/game/play (rounds/s)', kind: 'play', instances: 2 },
      { name: 'POST /v2/app/user/info (req/s)', kind: 'info', instances: 1 },
      { name: 'POST /v2/app/user/info (req/s)', kind: 'info', instances: 2 },
    ];
    const runs = new Map<Case, Measured[]>(cases.map((c) => [c, []]));
    const load: number[] = [];
    for (const c of cases) await runCase(c, 2); // warm-up: JIT, pools, seed pairs
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const c of cases) {
        load.push(os.loadavg()[0]!);
        runs.get(c)!.push(await runCase(c, DURATION));
      }
    }

    async function runCase(c: Case, seconds: number): Promise<Measured> {
      const backends = async () =>
        (
          await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
            dbName,
          ])
        ).rows.map((r) => r.pid);
      const pidsBefore = await backends();
      const appBefore = serverPids.reduce((n, pid) => n + cpuMsOf(pid), 0);
      const dbBefore = new Map(pidsBefore.map((pid) => [pid, cpuMsOf(pid)]));
      const recordsBefore = c.kind === 'play' ? await countRecords(db) : 0;
      const halves = [0, 1].map((half) => {
        const own = players.filter((_, i) => i % 2 === half);
        const port = PORTS[c.instances === 2 ? half : 0];
        let next = 0;
        let current = own[0]!;
        const target: Target =
          c.kind === 'play'
            ? {
                name: `${c.name}, half ${half}`,
                url: `http://127.0.0.1:${port}/v2/app/game/play`,
                method: 'POST',
                headers: XSRF_HEADERS,
                connections: CONNECTIONS / 2,
                // The harness builds a request's body, then its headers: the body picks the member.
                nextBody: () => {
                  current = own[next++ % own.length]!;
                  return JSON.stringify({ machineId: current.machineId, bet: current.bet, idempotencyKey: randomUUID() });
                },
                nextHeaders: () => ({ token: current.token }),
              }
            : {
                name: `${c.name}, half ${half}`,
                url: `http://127.0.0.1:${port}/v2/app/user/info`,
                method: 'POST',
                body: '{}',
                headers: XSRF_HEADERS,
                connections: CONNECTIONS / 2,
                nextHeaders: () => ({ token: own[next++ % own.length]!.token }),
              };
        return measure(target, seconds);
      });
      const results: Result[] = await Promise.all(halves);
      const appMs = serverPids.reduce((n, pid) => n + cpuMsOf(pid), 0) - appBefore;
      const pidsAfter = await backends();
      const dbMs = [...new Set([...pidsBefore, ...pidsAfter])].reduce(
        (n, pid) => n + Math.max(0, cpuMsOf(pid) - (dbBefore.get(pid) ?? 0)),
        0,
      );
      const total = results.reduce((n, r) => n + r.total, 0);
      if (c.kind === 'play') {
        // Envelope errors are HTTP 200, invisible to autocannon: every answered play must have made a record.
        const made = (await countRecords(db)) - recordsBefore;
        if (made < total) throw new Error(`only ${made} of ${total} plays made a round`);
      }
      return {
        rate: results.reduce((n, r) => n + r.requests, 0),
        p50: Math.max(...results.map((r) => r.p50)),
        p99: Math.max(...results.map((r) => r.p99)),
        errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
        total,
        appMs: appMs / Math.max(1, total),
        dbMs: dbMs / Math.max(1, total),
      };
    }

    const [ledger] = (
      await db.query<{ bad: number }>(`select count(*)::int as bad from ledger_accounts a
        where a.balance <> coalesce((select sum(amount) from ledger_transfers where credit_account_id = a.id), 0)
                         - coalesce((select sum(amount) from ledger_transfers where debit_account_id = a.id), 0)`)
    ).rows;
    if (ledger!.bad !== 0) throw new Error(`${ledger!.bad} ledger accounts disagree with their transfers after the run`);

    // What a round leaves on disk, from the rounds just played (heap, TOAST and indexes per row).
    const [sizes] = (
      await db.query<{ record: number; leg: number; legs_per_round: number }>(`
        select (pg_total_relation_size('game_records') / nullif((select count(*) from game_records), 0))::int as record,
               (pg_total_relation_size('ledger_transfers') / nullif((select count(*) from ledger_transfers), 0))::int as leg,
               ((select count(*) from ledger_transfers where reason <> 'deposit')::numeric
                 / nullif((select count(*) from game_records), 0))::float8 as legs_per_round`)
    ).rows;

    const medianOf = (list: Measured[]) => [...list].sort((a, b) => a.rate - b.rate)[Math.floor(list.length / 2)]!;
    const results = cases.map((c) => ({ c, m: medianOf(runs.get(c)!) }));
    const row = ({ c, m }: { c: Case; m: Measured }) =>
      `| ${c.name} | ${c.instances} | ${Math.round(m.rate).toLocaleString('en-US')} | ${m.p50} | ${m.p99} | ${m.appMs.toFixed(3)} | ${m.dbMs.toFixed(3)} | ${m.errors} |`;
    const gain = (kind: Case['kind']) => {
      const [one, two] = results.filter((r) => r.c.kind === kind).map((r) => r.m.rate);
      return `${((two! / one!) * 100 - 100).toFixed(0)} %`;
    };
    const loadAfter = os.loadavg();
    const body = [
      `Run: \`npm run bench:instances\` (\`bench/instances.ts\`: ${ROUNDS} interleaved rounds of ${DURATION} s per case, median shown; ${CONNECTIONS} connections dealt round-robin to the instances; ${PLAYERS} members, each at their own machine; the built server, \`DATABASE_POOL_SIZE\` 20 per instance).`,
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${await serverVersion(db)} at ${url.host} (fsync on), ${new Date().toISOString().slice(0, 10)}.`,
      `Load average (1 min) before the run ${loadBefore[0]!.toFixed(2)}, during the measured cases ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)}, after ${loadAfter[0]!.toFixed(2)}: the machine is shared with other work, so the instances, PostgreSQL and autocannon had less than its ${os.cpus().length} cores.`,
      '',
      '| call | instances | req/s | p50 ms | p99 ms | app core-ms/req | db core-ms/req | errors |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...results.map(row),
      '',
      `Two instances vs one: play ${gain('play')}, user/info ${gain('info')}. p50/p99 are the slower half's. The core-ms columns are CPU time (user + system, \`/proc/<pid>/stat\`) of the server processes and of the PostgreSQL backends serving this database, divided by the requests answered; PostgreSQL's WAL writer and checkpointer and autocannon are not in them. Every play answered made a round (counted in \`game_records\`), and every ledger account equals its transfers after the run.`,
      `Storage of these rounds (\`pg_total_relation_size\` ÷ rows after the run): ${sizes!.record} B per game record, ${sizes!.leg} B per ledger transfer, ${sizes!.legs_per_round.toFixed(2)} transfers per round.`,
    ].join('\n');
    writeBenchSection('instances', 'Instances: one and two servers on one PostgreSQL', body);
    console.log(body);
    if (results.some((r) => r.m.errors > 0)) throw new Error('some benchmark requests failed');
  } finally {
    await db.end().catch(() => undefined);
    for (const server of servers) server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

async function countRecords(db: pg.Client): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from game_records')).rows[0]!.n;
}

async function serverVersion(db: pg.Client): Promise<string> {
  const version = (await db.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v;
  return `PostgreSQL ${version.split(' ')[0]}`;
}

/**
 * Members as registration and a deposit leave them (a wallet funded from their own
 * deposits-clearing row, a session as a login makes it), each seated at their own machine.
 */
async function preparePlayers(db: pg.Client): Promise<Player[]> {
  const tokens = Array.from({ length: PLAYERS }, () => randomBytes(32).toString('base64url'));
  const users = (
    await db.query<{ id: string }>(
      `insert into users (username, email)
       select 'inst' || g, 'inst' || g || '@example.test' from generate_series(1, $1::int) g returning id::text`,
      [PLAYERS],
    )
  ).rows.map((r) => r.id);
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at, ip, user_agent)
     select t.hash, t.uid::bigint, now() + interval '1 day', '127.0.0.1', 'bench'
     from unnest($1::text[], $2::text[]) as t(hash, uid)`,
    [tokens.map((token) => createHash('sha256').update(token).digest('hex')), users],
  );
  await db.query(
    `with wallets as (
       insert into ledger_accounts (kind, user_id, owner_user_id, balance)
       select 'user_wallet', id::bigint, id::bigint, 1000000000 from unnest($1::text[]) id returning id, user_id
     ), clearing as (
       insert into ledger_accounts (kind, code, owner_user_id, balance)
       select 'system', 'deposits_clearing', id::bigint, -1000000000 from unnest($1::text[]) id returning id, owner_user_id
     )
     insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, reason, ref, owner_user_id)
     select 'bench-fund:' || w.user_id, c.id, w.id, 1000000000, 'deposit', 'bench-fund', w.user_id
     from wallets w join clearing c on c.owner_user_id = w.user_id`,
    [users],
  );
  // Each member seated at their own machine (the n-th new machine for the n-th member): the
  // machine's claim and the member's seat row (migrations 0035, 0036).
  const machines = (
    await db.query<{ id: number; model_code: string; occupant: string }>(
      `with placed as (
         insert into machines (model_code, setting)
         select m.code, m.setting from unnest($2::text[], $3::int[]) as m(code, setting)
         returning id, model_code
       ), numbered as (
         select p.id, p.model_code, u.uid::bigint as occupant_user_id
         from (select id, model_code, row_number() over (order by id) as n from placed) p
         join unnest($1::text[]) with ordinality as u(uid, n) using (n)
       ), claimed as (
         insert into machine_claims (machine_id, occupant_user_id)
         select id, occupant_user_id from numbered
       ), seated as (
         insert into player_seats (user_id, machine_id, seated_at)
         select occupant_user_id, id, now() from numbered
       )
       select id, model_code, occupant_user_id::text as occupant from numbered`,
      [
        users,
        users.map((_, i) => MODELS[i % MODELS.length]!.code),
        users.map((_, i) => MODELS[i % MODELS.length]!.defaultSetting),
      ],
    )
  ).rows;
  const tokenOf = new Map(users.map((id, i) => [id, tokens[i]!]));
  return machines.map((machine) => ({
    token: tokenOf.get(machine.occupant)!,
    machineId: machine.id,
    bet: MODELS.find((m) => m.code === machine.model_code)!.betOptions[0]!,
  }));
}

await main();
