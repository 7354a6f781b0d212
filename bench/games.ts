/**
 * Game hall benchmark on PostgreSQL: sustained rounds/s of the play use case (nonce, seat-row and
 * setting checks, bet and win transfers, record; one statement, so one transaction, each) with
 * 50 members on 50 machines over a pool of 50 connections, next to a raw `pg` baseline doing
 * one conditional UPDATE + two INSERTs per transaction with the same pool and concurrency, in
 * the same run. Also p50/p99 latency of a round, and the PAR enumeration time of every model.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { MODELS, parSheet } from '@amigo/games';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { machineClaims, machines, playerSeats } from '../apps/server/src/modules/games/schema.ts';
import { users } from '../apps/server/src/modules/users/schema.ts';
import { ensureHallFloor } from '../apps/server/src/modules/games/hall-floor.ts';
import { playRound, RoundMemory } from '../apps/server/src/modules/games/play-round.ts';
import {
  ensureUserWallet,
  systemAccount,
  transfer,
  verifyLedger,
  type LedgerAccountRef,
} from '../apps/server/src/modules/wallet/index.ts';
import { writeBenchSection } from './report.ts';

const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

interface Player {
  userId: bigint;
  machineId: number;
  bet: number;
  accounts: { wallet: LedgerAccountRef; gameBank: LedgerAccountRef };
}

async function run(label: string, work: (worker: number) => Promise<void>) {
  const deadline = Date.now() + SECONDS * 1000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      while (Date.now() < deadline) {
        const started = performance.now();
        await work(worker);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const result = { rate: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99) };
  console.log(`${label}: ${Math.round(result.rate)} rounds/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`);
  return result;
}

function parTimes() {
  return MODELS.flatMap((model) =>
    model.settings.map((setting) => {
      const started = performance.now();
      const sheet = parSheet(model, setting);
      return { model: model.code, setting, rtp: sheet.rtp, ms: performance.now() - started };
    }),
  );
}

async function main() {
  const name = `amigo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'pg', url: url.toString() }, { maxConnections: CONNECTIONS });
  // The raw pool opens only after the app's pool has closed: both at once would pass PostgreSQL's default 100 connections.
  let raw: pg.Pool | undefined;
  let databaseOpen = true;
  try {
    await database.migrate();
    const { db } = database;
    await ensureHallFloor(db);
    // One machine per player: the floor gets more machines of each model.
    const extra = Array.from({ length: CONNECTIONS }, (_, i) => ({ modelCode: MODELS[i % MODELS.length]!.code, setting: 1 }));
    const floor = await db.insert(machines).values(extra).returning();
    const rows = await db
      .insert(users)
      .values(Array.from({ length: CONNECTIONS }, (_, i) => ({ username: `bench${i}`, email: `bench${i}@example.test` })))
      .returning({ id: users.id });
    const clearing = await systemAccount(db, 'deposits_clearing');
    const players: Player[] = [];
    for (const [i, row] of rows.entries()) {
      const wallet = await ensureUserWallet(db, row.id);
      await db.transaction((tx) =>
        transfer(tx, { id: randomUUID(), from: clearing, to: wallet, amount: 1_000_000_000n, reason: 'bench', ref: 'fund' }),
      );
      const machine = floor[i]!;
      const model = MODELS.find((m) => m.code === machine.modelCode)!;
      const settings = model.settings.includes(machine.setting) ? machine.setting : model.defaultSetting;
      // Seated: the machine's claim and the member's seat row, as takeSeat writes them (migrations 0035, 0036).
      await db
        .update(machines)
        .set({ setting: settings })
        .where(inArray(machines.id, [machine.id]));
      await db.insert(machineClaims).values({ machineId: machine.id, occupantUserId: row.id });
      await db.insert(playerSeats).values({ userId: row.id, machineId: machine.id, seatedAt: new Date() });
      players.push({
        userId: row.id,
        machineId: machine.id,
        bet: model.betOptions[0]!,
        accounts: { wallet, gameBank: await systemAccount(db, 'game_bank', row.id) },
      });
    }

    const memory = new RoundMemory();
    const viaPlay = async (worker: number) => {
      const player = players[worker]!;
      await playRound(db, {
        userId: player.userId,
        machineId: player.machineId,
        bet: player.bet,
        idempotencyKey: randomUUID(),
        lang: 'ja-JP',
        now: new Date(),
        accounts: player.accounts,
        memory,
        // The defaults: seat idle 600 s + feature hold 1,800 s.
        holdSeconds: 2400,
      });
    };
    // The floor's baseline: the least a round could do — debit the bet, record the transfer and the round.
    const viaRawPg = async (worker: number) => {
      const player = players[worker]!;
      const client = await raw!.connect();
      try {
        await client.query('begin');
        const debited = await client.query(
          'update ledger_accounts set balance = balance - $3 where owner_user_id = $1 and id = $2 and balance >= $3',
          [player.userId, player.accounts.wallet.id, player.bet],
        );
        if (debited.rowCount !== 1) throw new Error('raw debit refused');
        await client.query(
          "insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, reason, ref, owner_user_id) values ($1, $2, $3, $4, 'raw', 'raw', $5)",
          [randomUUID(), player.accounts.wallet.id, player.accounts.gameBank.id, player.bet, player.userId],
        );
        await client.query(
          `insert into game_records (user_id, machine_id, model_code, bet, win, spins, bonuses, seed_id, nonce, setting, display, idempotency_key)
           values ($1, $2, 'raw', $3, 0, 1, '{}', 0, 0, 1, '{}', $4)`,
          [player.userId, player.machineId, player.bet, randomUUID()],
        );
        await client.query('commit');
      } finally {
        client.release();
      }
    };

    await run('warm-up', viaPlay);
    const play = await run('play use case', viaPlay);
    const ledger = await verifyLedger(db);
    if (ledger.problems.length > 0) throw new Error(`ledger problems after the run: ${ledger.problems.join('; ')}`);
    await database.close();
    databaseOpen = false;
    raw = new pg.Pool({ connectionString: url.toString(), max: CONNECTIONS });
    raw.on('error', () => undefined); // idle clients die when the throw-away database is dropped
    const baseline = await run('raw pg (UPDATE + 2 INSERTs)', viaRawPg);
    const par = parTimes();

    const body = [
      `Run: \`npm run bench\` (${SECONDS} s per case, ${CONNECTIONS} members each at their own machine, ${CONNECTIONS} concurrent transactions, pool of ${CONNECTIONS}, one process).`,
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL at ${url.host} (fsync and synchronous_commit on), ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '| case | rounds/s | p50 | p99 |',
      '|---|---:|---:|---:|',
      `| play use case (models mixed) | ${Math.round(play.rate).toLocaleString('en-US')} | ${play.p50.toFixed(1)} ms | ${play.p99.toFixed(1)} ms |`,
      `| raw pg: conditional UPDATE + 2 INSERTs | ${Math.round(baseline.rate).toLocaleString('en-US')} | ${baseline.p50.toFixed(1)} ms | ${baseline.p99.toFixed(1)} ms |`,
      '',
      `Ratio: **${((play.rate / baseline.rate) * 100).toFixed(1)} %** of the raw baseline (target ≥ 60 %). \`verifyLedger\` is green after the run.`,
      '',
      'PAR sheet enumeration (exact, `parSheet`), per model and setting:',
      '',
      '| model | setting | RTP | time |',
      '|---|---:|---:|---:|',
      ...par.map((p) => `| ${p.model} | ${p.setting} | ${(p.rtp * 100).toFixed(3)} % | ${p.ms.toFixed(1)} ms |`),
    ].join('\n');
    writeBenchSection('games', 'Game hall: rounds on PostgreSQL', body);
    console.log(body);
  } finally {
    await raw?.end();
    if (databaseOpen) await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
