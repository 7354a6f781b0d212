import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../config.ts';
import { TABLE_DISTRIBUTION } from '../db/distribution.ts';
import { rowsOf } from '../db/rows.ts';
import { verifyLedger } from '../modules/wallet/index.ts';
import { CAPTCHA } from './accounts.ts';
import { playerJourney, stockFloor } from './player-journey.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Which shards each transaction of the player journey would touch on a distributed PostgreSQL,
 * measured on the database itself: a trigger on every table records each row written with its
 * transaction and the value of the table's distribution column (db/distribution.ts). A money
 * movement (the deposit's credit, a round, the withdrawal's hold) must write rows of one member
 * only and no reference table: on Citus that is a router transaction on one node, with no
 * two-phase commit (docs/scale.md §4).
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ captchaTestAnswer: CAPTCHA });
  await stockFloor(t);
  const { db } = t.app.database;
  await db.execute(sql`create schema shard_probe`);
  await db.execute(
    sql`create table shard_probe.writes (seq bigserial primary key, tx bigint not null, tbl text not null, key text)`,
  );
  await db.execute(sql`
    create function shard_probe.log_write() returns trigger language plpgsql as $$
    declare item jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
    begin
      insert into shard_probe.writes (tx, tbl, key)
      values (txid_current(), tg_table_name, case when tg_argv[0] = '' then null else item ->> tg_argv[0] end);
      return null;
    end $$`);
  for (const [table, placed] of Object.entries(TABLE_DISTRIBUTION)) {
    const column = placed.kind === 'distributed' ? placed.column : '';
    await db.execute(
      sql.raw(`create trigger shard_probe_log after insert or update or delete on public.${table}
               for each row execute function shard_probe.log_write('${column}')`),
    );
  }
}, 60_000);
afterAll(async () => {
  await t.close();
});

interface Transaction {
  tables: Set<string>;
  /** `group:value` of every distributed row written (one entry = one shard), with its tables. */
  shards: Map<string, Set<string>>;
  reference: Set<string>;
  local: Set<string>;
}

async function transactionsSince(seq: number): Promise<Transaction[]> {
  const rows = rowsOf<{ tx: string; tbl: string; key: string | null }>(
    await t.app.database.db.execute(sql`select tx::text as tx, tbl, key from shard_probe.writes where seq > ${seq} order by seq`),
  );
  const byTx = new Map<string, Transaction>();
  for (const row of rows) {
    const tx = byTx.get(row.tx) ?? { tables: new Set(), shards: new Map(), reference: new Set(), local: new Set() };
    byTx.set(row.tx, tx);
    tx.tables.add(row.tbl);
    const placed = TABLE_DISTRIBUTION[row.tbl]!;
    if (placed.kind === 'distributed') {
      const shard = `${placed.colocation}:${row.key}`;
      tx.shards.set(shard, (tx.shards.get(shard) ?? new Set()).add(row.tbl));
    } else tx[placed.kind].add(row.tbl);
  }
  return [...byTx.values()];
}

describe('each money movement of the player journey is a single-shard transaction (docs/scale.md §4)', () => {
  it('writes one member’s rows only when ordering and crediting a deposit, playing a round and holding a withdrawal', async () => {
    const { db } = t.app.database;
    const [start] = rowsOf<{ seq: number }>(
      await db.execute(sql`select coalesce(max(seq), 0)::int as seq from shard_probe.writes`),
    );
    const { userId } = await playerJourney(t);
    const member = `user:${userId}`;
    const transactions = await transactionsSince(start!.seq);

    const order = transactions.filter((x) => x.tables.has('deposit_orders') && !x.tables.has('ledger_transfers'));
    const round = transactions.filter((x) => x.tables.has('game_records'));
    const credit = transactions.filter((x) => x.tables.has('deposit_orders') && x.tables.has('ledger_transfers'));
    const hold = transactions.filter((x) => x.tables.has('withdrawal_orders') && x.tables.has('ledger_transfers'));
    expect([order.length, round.length, credit.length, hold.length]).toEqual([1, 1, 1, 1]);
    for (const [name, x] of [
      ['deposit order', order[0]!],
      ['round', round[0]!],
      ['deposit credit', credit[0]!],
      ['withdrawal hold', hold[0]!],
    ] as const) {
      const shards = [...x.shards].map(([shard, tables]) => `${shard} (${[...tables].sort().join(', ')})`);
      expect({ name, shards: [...x.shards.keys()], reference: [...x.reference], local: [...x.local] }, shards.join('; ')).toEqual(
        {
          name,
          shards: [member],
          reference: [],
          local: [],
        },
      );
    }
    // An order's number is reserved in a statement of its own before its transaction: the one
    // write outside the member's shard (payments/order-routes.ts).
    const routes = transactions.filter((x) => x.tables.has('order_routes'));
    expect(routes.map((x) => [...x.tables])).toEqual([['order_routes'], ['order_routes']]);
    expect((await verifyLedger(db)).problems).toEqual([]);
  });
});

/**
 * A write names its shard; so must each read inside a money movement. A ledger account read by
 * its id alone would be asked of every shard (ledger_accounts is keyed by owner and id), so every
 * leg names its accounts' owner (wallet/accounts.ts, LedgerAccountRef). Measured on the database:
 * with sequential scans off, every lookup by id alone goes through ledger_accounts_id_idx, whose
 * scan count must not move during the journey. On PGlite, whose one session the setting reaches.
 */
describe.skipIf(testDatabaseServerUrl())('each money movement reads the ledger by key (PGlite)', () => {
  async function idIndexScans(): Promise<{ byId: number; byKey: number }> {
    // A session reports its counts at most once a second unless told to; then read afresh.
    await t.app.database.db.execute(sql`select pg_stat_force_next_flush()`);
    await t.app.database.db.execute(sql`select pg_stat_clear_snapshot()`);
    const rows = rowsOf<{ index: string; scans: number }>(
      await t.app.database.db.execute(sql`
        select indexrelname as index, idx_scan::int as scans from pg_stat_user_indexes
        where indexrelname in ('ledger_accounts_id_idx', 'ledger_accounts_pkey')`),
    );
    const scans = (name: string) => rows.find((r) => r.index === name)!.scans;
    return { byId: scans('ledger_accounts_id_idx'), byKey: scans('ledger_accounts_pkey') };
  }

  it('reads no ledger account by id alone through a deposit, a round and a withdrawal', async () => {
    const { db } = t.app.database;
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const before = await idIndexScans();
      await playerJourney(t);
      const after = await idIndexScans();
      expect(after.byKey - before.byKey, 'the journey reads accounts by their key').toBeGreaterThan(0);
      expect(after.byId - before.byId, 'reads of a ledger account by id alone').toBe(0);
    } finally {
      await db.execute(sql`reset enable_seqscan`);
    }
  });
});
