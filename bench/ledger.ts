/**
 * Ledger benchmark on PostgreSQL: sustained transfers/s through wallet.transfer() (idempotency
 * insert + conditional debit + credit, one transaction each) for one hot wallet and for 1,000
 * wallets, next to a raw `pg` baseline doing one conditional UPDATE + INSERT per transaction,
 * with the same pool size and concurrency, in the same run.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/modules/users/schema.ts';
import { ensureUserWallet, systemAccount, transfer, type LedgerAccountRef } from '../apps/server/src/modules/wallet/index.ts';
import { writeBenchSection } from './report.ts';

const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WORKERS = 16;
const WALLETS = 1_000;

async function run(label: string, work: () => Promise<void>): Promise<number> {
  const deadline = Date.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() < deadline) {
        await work();
        done += 1;
      }
    }),
  );
  const rate = done / SECONDS;
  console.log(`${label}: ${Math.round(rate)} transfers/s`);
  return rate;
}

async function main() {
  const name = `amigo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'pg', url: url.toString() }, { maxConnections: WORKERS });
  const raw = new pg.Pool({ connectionString: url.toString(), max: WORKERS });
  raw.on('error', () => undefined); // idle clients die when the throw-away database is dropped
  try {
    await database.migrate();
    const { db } = database;
    const clearing = await systemAccount(db, 'deposits_clearing');
    const rows = await db
      .insert(users)
      .values(Array.from({ length: WALLETS }, (_, i) => ({ username: `bench${i}`, email: `bench${i}@example.test` })))
      .returning({ id: users.id });
    const wallets: Array<{ userId: bigint; wallet: LedgerAccountRef; bank: LedgerAccountRef }> = [];
    for (const row of rows) {
      const wallet = await ensureUserWallet(db, row.id);
      await db.transaction((tx) =>
        transfer(tx, { id: randomUUID(), from: clearing, to: wallet, amount: 1_000_000_000n, reason: 'bench', ref: 'fund' }),
      );
      wallets.push({ userId: row.id, wallet, bank: await systemAccount(db, 'game_bank', row.id) });
    }
    const pick = (spread: boolean) => (spread ? wallets[Math.floor(Math.random() * wallets.length)]! : wallets[0]!);

    // A bet: the member's wallet to the game bank shard of that member.
    const viaLedger = (spread: boolean) => async () => {
      const member = pick(spread);
      await db.transaction((tx) =>
        transfer(tx, { id: randomUUID(), from: member.wallet, to: member.bank, amount: 1n, reason: 'bench', ref: 'bench' }),
      );
    };
    const viaRawPg = (spread: boolean) => async () => {
      const client = await raw.connect();
      try {
        await client.query('begin');
        const member = pick(spread);
        const debited = await client.query(
          'update ledger_accounts set balance = balance - 1 where owner_user_id = $1 and id = $2 and balance >= 1',
          [member.userId, member.wallet.id],
        );
        if (debited.rowCount !== 1) throw new Error('raw debit refused');
        await client.query(
          "insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, reason, ref, owner_user_id) values ($1, $2, $3, 1, 'raw', 'raw', $4)",
          [randomUUID(), member.wallet.id, member.bank.id, member.userId],
        );
        await client.query('commit');
      } finally {
        client.release();
      }
    };

    const results: Array<{ name: string; ledger: number; raw: number }> = [];
    for (const [label, spread] of [
      ['single hot wallet', false],
      [`${WALLETS} wallets spread`, true],
    ] as const) {
      await run('warm-up', viaLedger(spread));
      const ledgerRate = await run(`ledger, ${label}`, viaLedger(spread));
      const rawRate = await run(`raw pg, ${label}`, viaRawPg(spread));
      results.push({ name: label, ledger: ledgerRate, raw: rawRate });
    }
    const body = [
      `Run: \`npm run bench\` (${SECONDS} s per case, ${WORKERS} concurrent transactions, pool of ${WORKERS}, one process).`,
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL at ${url.host} (fsync and synchronous_commit on), ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '| case | ledger transfers/s | raw pg (UPDATE + INSERT)/s | ratio |',
      '|---|---:|---:|---:|',
      ...results.map(
        (r) =>
          `| ${r.name} | ${Math.round(r.ledger).toLocaleString('en-US')} | ${Math.round(r.raw).toLocaleString('en-US')} | ${((r.ledger / r.raw) * 100).toFixed(1)} % |`,
      ),
      '',
      'Target: ledger ≥ 70 % of the raw baseline. The ledger does one more statement per transfer than the baseline (the credit of the other account) and keeps the idempotency row.',
    ].join('\n');
    writeBenchSection('ledger', 'Wallet: ledger transfers on PostgreSQL', body);
    console.log(body);
  } finally {
    await raw.end();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
