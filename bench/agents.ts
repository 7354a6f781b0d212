/**
 * Agent reports on PostgreSQL: a team of 10,000 members (a top agent, 20 sub-agents, 80
 * sub-sub-agents and their members) with 1,000,000 game records over 30 days, 30,000 paid
 * deposits and 10,000 paid-out withdrawals, the daily rollup run once and a live tail of 5,000
 * records after its watermark. Times each report use case as the top agent (the whole
 * 10,000-member team) and as a sub-agent (drill-down), sequentially, and writes p50 / p95 / max.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { rollupGameRecords } from '../apps/server/src/modules/agents/index.ts';
import { listMemberReports } from '../apps/server/src/modules/agents/list-member-reports.ts';
import { listSubordinates } from '../apps/server/src/modules/agents/list-subordinates.ts';
import { listTeamRecharges, listTeamWithdrawals } from '../apps/server/src/modules/agents/list-team-orders.ts';
import { addDays, tokyoDay } from '../apps/server/src/modules/agents/report-range.ts';
import { getAgentOverview, getTeamReport } from '../apps/server/src/modules/agents/team-report.ts';
import { writeBenchSection } from './report.ts';

const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** BENCH_SEED_ONLY=1 seeds and stops (with BENCH_KEEP_DB, for EXPLAIN sessions). */
const SEED_ONLY = Boolean(process.env.BENCH_SEED_ONLY);
const RECORDS = 1_000_000;
const DAYS = 30;

async function seed(client: pg.Client, now: Date) {
  const started = Date.now();
  // Users 1..10,001: 1 is the top agent; 2..21 sub-agents (under 1); 22..101 sub-sub-agents (4 under each sub-agent);
  // 102..241 members of the top agent (140); 242..2,241 members of the sub-agents (100 each);
  // 2,242..10,001 members of the sub-sub-agents (97 each). 10,000 members below the top agent.
  await client.query(
    `
    insert into users (username, email, parent_user_id, created_at, agent_code)
    select 'bench' || g, 'bench' || g || '@example.test',
      case
        when g = 1 then null
        when g <= 21 then 1
        when g <= 101 then 2 + (g - 22) / 4
        when g <= 241 then 1
        when g <= 2241 then 2 + (g - 242) / 100
        else 22 + (g - 2242) / 97
      end,
      $1::timestamptz - (random() * interval '60 days'),
      case when g <= 101 then 'B' || lpad(g::text, 7, '0') end
    from generate_series(1, 10001) g`,
    [now],
  );
  await client.query(`
    insert into agents (user_id, parent_agent_id, depth)
    select id, parent_user_id, case when id = 1 then 0 when id <= 21 then 1 else 2 end from users where id <= 101`);
  await client.query(`
    insert into agent_tree (ancestor_id, descendant_id, depth)
    select id, id, 0 from users where id <= 101
    union all select parent_user_id, id, 1 from users where id between 2 and 101
    union all select 1, id, 2 from users where id between 22 and 101`);
  await client.query(`
    insert into ledger_accounts (kind, user_id, owner_user_id, balance)
    select 'user_wallet', id, id, (random() * 100000)::bigint from users`);
  await client.query(
    `
    insert into game_records (user_id, machine_id, model_code, bet, win, spins, bonuses, seed_id, nonce, setting, display,
                              idempotency_key, created_at)
    select 2 + (random() * 9999)::int, 101, 'bench', bet, case when random() < 0.3 then bet * 3 else 0 end, 1, '{}', 1, 0, 1,
           '{}'::jsonb, md5(g::text), $1::timestamptz - interval '3 minutes' - random() * interval '${DAYS} days'
    from generate_series(1, ${RECORDS - 5000}) g, lateral (select (10 + (random() * 90)::int) * 10 as bet) b`,
    [now],
  );
  await client.query(
    `
    insert into deposit_orders (order_sn, user_id, channel, currency, amount, coins, status, idempotency_key, created_at, expires_at, paid_at)
    select 'DB' || lpad(g::text, 19, '0'), 2 + (random() * 9999)::int, 'sandbox', 'JPY', 5000, 5000, 'paid', md5(g::text), t, t + interval '1 hour',
           t + interval '1 minute'
    from generate_series(1, 30000) g, lateral (select $1::timestamptz - random() * interval '${DAYS} days' as t) x`,
    [now],
  );
  await client.query(
    `
    insert into withdrawal_orders (order_sn, user_id, bank_card_id, bank_name, card_last4, amount, fee, status, idempotency_key,
                                   created_at, updated_at, completed_at)
    select 'WB' || lpad(g::text, 19, '0'), 2 + (random() * 9999)::int, 1, 'Bench Bank', '1234', 3000, 0, 'success', md5(g::text), t, t,
           t + interval '2 hours'
    from generate_series(1, 10000) g, lateral (select $1::timestamptz - random() * interval '${DAYS} days' as t) x`,
    [now],
  );
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Records after the rollup's watermark: what reports read live from game_records. */
async function liveTail(client: pg.Client, now: Date) {
  await client.query(
    `
    insert into game_records (user_id, machine_id, model_code, bet, win, spins, bonuses, seed_id, nonce, setting, display,
                              idempotency_key, created_at)
    select 2 + (random() * 9999)::int, 101, 'bench', 100, 0, 1, '{}', 1, 0, 1, '{}'::jsonb, 'tail' || g,
           $1::timestamptz - random() * interval '60 seconds'
    from generate_series(1, 5000) g`,
    [now],
  );
}

interface Timing {
  name: string;
  p50: number;
  p95: number;
  max: number;
}

async function time(name: string, work: () => Promise<unknown>): Promise<Timing> {
  await work(); // warm-up: plan caches, buffers
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((x, y) => x - y);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  const timing = { name, p50: at(0.5), p95: at(0.95), max: samples[samples.length - 1]! };
  console.log(`${name}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms, max ${timing.max.toFixed(1)} ms`);
  return timing;
}

async function main() {
  const name = `amigo_bench_agents_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'pg', url: url.toString() }, { maxConnections: 10 });
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await database.migrate();
    await client.connect();
    const now = new Date();
    await seed(client, now);
    const rollupStart = Date.now();
    await rollupGameRecords(database.db, now);
    const rollupSeconds = (Date.now() - rollupStart) / 1000;
    console.log(`first rollup of ${RECORDS - 5000} records: ${rollupSeconds.toFixed(1)} s`);
    await liveTail(client, now);
    await client.query('analyze');
    if (SEED_ONLY) return;
    const { db } = database;

    const today = tokyoDay(now);
    const top = 1n;
    const sub = '2';
    const range = (days: number) => ({ from: addDays(today, -(days - 1)), to: today });
    const page = { pageNum: 1, pageSize: 20 };
    // No replica here: reports read the primary (app.database.read is the primary without DATABASE_READ_URL).
    const dbs = { db, read: db };
    const results: Timing[] = [];
    for (const [label, days] of [
      ['today', 1],
      ['7 days', 7],
      ['30 days', 30],
    ] as const) {
      results.push(
        await time(`team totals, whole team, ${label}`, () => getTeamReport(dbs, { callerId: top, ...range(days), now })),
        await time(`per-member rows (20), whole team, ${label}`, () =>
          listMemberReports(dbs, { callerId: top, ...range(days), ...page, now }),
        ),
      );
    }
    results.push(
      await time('team totals, sub-agent drill-down, 30 days', () =>
        getTeamReport(dbs, { callerId: top, userId: sub, ...range(30), now }),
      ),
      await time('agent centre overview (today + month)', () => getAgentOverview(dbs, { callerId: top, now })),
      await time('direct subordinates page (20)', () => listSubordinates(dbs, { callerId: top, ...page })),
      await time('team recharges page (20), 30 days', () =>
        listTeamRecharges(dbs, { callerId: top, ...range(30), ...page, now }),
      ),
      await time('team withdrawals page (20), 30 days', () =>
        listTeamWithdrawals(dbs, { callerId: top, ...range(30), ...page, now }),
      ),
    );
    const worst = Math.max(...results.map((r) => r.p95));
    const body = [
      `Run: \`npm run bench\` (\`bench/agents.ts\`), ${RUNS} sequential runs per query after one warm-up, calling the report use cases on one pool.`,
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL at ${url.host}, ${now.toISOString().slice(0, 10)}.`,
      `Data: 10,000 members below one agent (20 sub-agents, 80 sub-sub-agents), ${RECORDS.toLocaleString('en-US')} game records over ${DAYS} days, 30,000 paid deposits, 10,000 paid-out withdrawals. The rollups (\`member_game_days\`, \`agent_parent_days\`) hold all but the last 5,000 records, which are read live from \`game_records\`; the first rollup of the seeded records took ${rollupSeconds.toFixed(1)} s.`,
      '',
      '| query | p50 ms | p95 ms | max ms |',
      '|---|---:|---:|---:|',
      ...results.map((r) => `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`),
      '',
      `Target: p95 < 200 ms for every report query. Worst p95 in this run: ${worst.toFixed(1)} ms.`,
      '',
      '- Team totals cost about the same for one day and thirty: play comes from the per-parent rollup (agents × days rows), so what remains is one index probe per member for the live tail and for activity (10,000 probes) and the deposit and withdrawal joins.',
      '- The rollup job reads the records since its watermark by `created_at` (indexed since migration 0017), so each run costs in proportion to the new rounds; the first run over 995,000 records took the time above.',
    ].join('\n');
    writeBenchSection('agents', 'Agent reports', body);
    console.log(body);
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
    // BENCH_KEEP_DB=1 keeps the seeded database for EXPLAIN sessions (its name is printed).
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
