import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { transfer } from './transfer.ts';
import { verifyLedger } from './verify-ledger.ts';

/**
 * Migration 0037 on a hall in play: the house rows (shard 0 and the old buckets, no owner) become
 * HOUSE_OWNER_ID's, every transfer keeps its amount and gets its owner, the keys hold the owner,
 * and each staff key of the adjustments so far is bound in staff_idempotency_keys. The migrations
 * before it are applied as they are, then rows in the old shape, then 0037 and the ledger's
 * current function (repeatable SQL, applied after the migrations on every start).
 */
const folder = path.join(import.meta.dirname, '../../db/migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
let pg: PGlite;
let db: Db;

const BALANCES = `select id::int, coalesce(code, 'wallet') as code, shard, user_id::int, balance::int from ledger_accounts order by id`;
const TRANSFERS = `select id, debit_account_id::int as debit, credit_account_id::int as credit, amount::int from ledger_transfers order by id`;
/** The admin module's request fingerprint (adjust-balance.ts): sha256 of `<member>:<amount>:<reason>`. */
const requestFingerprint = (r: { userId: bigint; amount: number; reason: string }) =>
  createHash('sha256').update(`${r.userId}:${r.amount}:${r.reason}`, 'utf8').digest('hex');
let balancesBefore: unknown[];
let transfersBefore: unknown[];

beforeAll(async () => {
  pg = new PGlite();
  for (const name of files.filter((n) => n < '0037')) await pg.exec(readFileSync(path.join(folder, name), 'utf8'));
  // Accounts the old way: house rows of shard 0 and a bucket row (no owner), members 10 and 11
  // with their wallets and own system rows.
  await pg.exec(`
    insert into ledger_accounts (id, kind, code, shard, owner_user_id, user_id, balance) overriding system value values
      (1, 'system', 'deposits_clearing', 0, null, null, -1000),
      (2, 'system', 'game_bank', 0, null, null, 0),
      (3, 'system', 'game_bank', 10, null, null, 50),
      (4, 'user_wallet', null, 0, 10, 10, 820),
      (5, 'user_wallet', null, 0, 11, 11, 300),
      (6, 'system', 'game_bank', 0, 10, null, -20),
      (7, 'system', 'promotions', 0, 11, null, -150),
      (8, 'system', 'withdrawal_holds', 0, null, null, 0);
    insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, reason, ref, owner_user_id, created_at) values
      ('deposit:PAY1', 1, 4, 700, 'deposit', 'deposit:PAY1', 10, now() - interval '3 days'),
      ('deposit:PAY2', 1, 5, 150, 'deposit', 'deposit:PAY2', 11, now() - interval '3 days'),
      ('round:1:bet', 4, 3, 50, 'bet', 'round:1', 10, now() - interval '2 days'),
      ('round:2:bet', 4, 6, 30, 'bet', 'round:2', 10, now() - interval '1 day'),
      ('round:2:win', 6, 4, 50, 'win', 'round:2', 10, now() - interval '1 day'),
      ('adjustment:1', 7, 5, 150, 'operator_adjustment', 'adjustment:1', 11, now() - interval '1 hour'),
      ('house:1', 1, 8, 150, 'test', 'house:1', null, now() - interval '1 hour'),
      ('house:2', 8, 1, 150, 'test', 'house:2', null, now() - interval '1 hour');
    insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, reason, ref, owner_user_id, created_at) values
      ('deposit:PAY3', 1, 4, 150, 'deposit', 'deposit:PAY3', 10, now());
    insert into balance_adjustments (id, user_id, amount, reason, status, requested_by, idempotency_key, created_at)
      overriding system value values
      (1, 11, 150, 'Goodwill', 'applied', 3, 'key-a', now() - interval '1 hour'),
      (2, 10, -40, 'Correction', 'pending', 3, 'key-b', now()),
      (3, 10, 5000, 'Big one', 'rejected', 4, 'key-a', now());
    select setval(pg_get_serial_sequence('ledger_accounts', 'id'), 8);
    select setval(pg_get_serial_sequence('balance_adjustments', 'id'), 3);`);
  balancesBefore = (await pg.query(BALANCES)).rows;
  transfersBefore = (await pg.query(TRANSFERS)).rows;
  await pg.exec(
    readFileSync(
      path.join(
        folder,
        files.find((n) => n.startsWith('0037'))!,
      ),
      'utf8',
    ),
  );
  // 0046 adds the wallets' turnover figures the ledger's current function keeps (filled from the
  // history above), and the function needs the reasons' classes beside it.
  await pg.exec(
    readFileSync(
      path.join(
        folder,
        files.find((n) => n.endsWith('_inflow_turnover.sql'))!,
      ),
      'utf8',
    ),
  );
  await pg.exec(readFileSync(path.join(import.meta.dirname, 'sql/ledger_turnover_class.sql'), 'utf8'));
  await pg.exec(readFileSync(path.join(import.meta.dirname, 'sql/ledger_transfer_many.sql'), 'utf8'));
  db = drizzle(pg);
}, 120_000);
afterAll(async () => {
  await pg.close();
});

describe('migration 0046 (the turnover on every inflow)', () => {
  it("fills each wallet's turnover from its history: every credit but wins is an inflow, bets are play", async () => {
    const figures = await pg.query(
      `select id::int, turnover_inflow::int as inflow, turnover_bet::int as bet, inflow_total::int as total
       from ledger_accounts where kind = 'user_wallet' order by id`,
    );
    expect(figures.rows).toEqual([
      // Member 10: deposits of 700 and 150, bets of 50 and 30 (the win of 50 is not an inflow).
      { id: 4, inflow: 850, bet: 80, total: 850 },
      // Member 11: a deposit of 150 and an operator's credit of 150: both must be played.
      { id: 5, inflow: 300, bet: 0, total: 300 },
    ]);
  });
});

describe('migration 0037 (ledger and adjustments keyed by owner)', () => {
  it('keeps every balance and transfer; the house rows are owner 0, every transfer names its member', async () => {
    expect((await pg.query(BALANCES)).rows).toEqual(balancesBefore);
    expect((await pg.query(TRANSFERS)).rows).toEqual(transfersBefore);
    const owners = await pg.query(`select id::int, owner_user_id::int as owner from ledger_accounts order by id`);
    expect(owners.rows).toEqual([
      { id: 1, owner: 0 },
      { id: 2, owner: 0 },
      { id: 3, owner: 0 },
      { id: 4, owner: 10 },
      { id: 5, owner: 11 },
      { id: 6, owner: 10 },
      { id: 7, owner: 11 },
      { id: 8, owner: 0 },
    ]);
    const transferOwners = await pg.query(`select id, owner_user_id::int as owner from ledger_transfers order by id`);
    expect(transferOwners.rows).toEqual([
      { id: 'adjustment:1', owner: 11 },
      { id: 'deposit:PAY1', owner: 10 },
      { id: 'deposit:PAY2', owner: 11 },
      { id: 'deposit:PAY3', owner: 10 },
      { id: 'house:1', owner: 0 },
      { id: 'house:2', owner: 0 },
      { id: 'round:1:bet', owner: 10 },
      { id: 'round:2:bet', owner: 10 },
      { id: 'round:2:win', owner: 10 },
    ]);
    expect((await verifyLedger(db)).problems).toEqual([]);
  });

  it('puts the owner in every key and makes both owners NOT NULL', async () => {
    const keys = await pg.query<{ name: string; def: string }>(`
      select i.relname as name, pg_get_indexdef(x.indexrelid) as def
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
      where c.relname in ('ledger_accounts', 'ledger_transfers', 'balance_adjustments', 'staff_idempotency_keys') and x.indisunique
      order by 1`);
    expect(keys.rows.map((r) => `${r.name}: ${r.def.replace(/^.* USING btree /, '')}`)).toEqual([
      'balance_adjustments_key: (user_id, requested_by, idempotency_key)',
      'balance_adjustments_pkey: (user_id, id)',
      'ledger_accounts_code_shard_key: (owner_user_id, code, shard) WHERE (owner_user_id = 0)',
      "ledger_accounts_owner_code_key: (owner_user_id, code) WHERE ((kind = 'system'::text) AND (owner_user_id <> 0))",
      'ledger_accounts_pkey: (owner_user_id, id)',
      'ledger_accounts_user_id_key: (owner_user_id, user_id)',
      'ledger_transfers_pkey: (owner_user_id, id)',
      'staff_idempotency_keys_pkey: (requested_by, idempotency_key)',
    ]);
    const nullable = await pg.query(`
      select table_name, is_nullable from information_schema.columns
      where column_name = 'owner_user_id' and table_name in ('ledger_accounts', 'ledger_transfers') order by 1`);
    expect(nullable.rows).toEqual([
      { table_name: 'ledger_accounts', is_nullable: 'NO' },
      { table_name: 'ledger_transfers', is_nullable: 'NO' },
    ]);
  });

  it('replays an old transfer as a no-op and refuses a conflicting one', async () => {
    // Member 10's wallet (4) and own game-bank row (6); the house rows 1 and 8 (owner 0 after the migration).
    const old = {
      id: 'round:2:bet',
      from: { ownerUserId: 10n, id: 4n },
      to: { ownerUserId: 10n, id: 6n },
      amount: 30n,
      reason: 'bet',
      ref: 'round:2',
    };
    expect(await db.transaction((tx) => transfer(tx, old, { onReplay: 'answer' }))).toEqual({ id: old.id, created: false });
    await expect(db.transaction((tx) => transfer(tx, { ...old, amount: 31n }, { onReplay: 'answer' }))).rejects.toMatchObject({
      reason: 'IDEMPOTENCY_KEY_REUSED',
    });
    const house = {
      id: 'house:1',
      from: { ownerUserId: 0n, id: 1n },
      to: { ownerUserId: 0n, id: 8n },
      amount: 150n,
      reason: 'test',
      ref: 'house:1',
    };
    expect(await db.transaction((tx) => transfer(tx, house, { onReplay: 'answer' }))).toEqual({ id: house.id, created: false });
    expect((await pg.query(BALANCES)).rows).toEqual(balancesBefore);
  });

  it('binds every staff key of the adjustments so far to its request', async () => {
    const keys = await pg.query(`
      select requested_by::int, idempotency_key, user_id::int, adjustment_id::int, fingerprint
      from staff_idempotency_keys order by requested_by, idempotency_key`);
    expect(keys.rows).toEqual([
      {
        requested_by: 3,
        idempotency_key: 'key-a',
        user_id: 11,
        adjustment_id: 1,
        fingerprint: requestFingerprint({ userId: 11n, amount: 150, reason: 'Goodwill' }),
      },
      {
        requested_by: 3,
        idempotency_key: 'key-b',
        user_id: 10,
        adjustment_id: 2,
        fingerprint: requestFingerprint({ userId: 10n, amount: -40, reason: 'Correction' }),
      },
      {
        requested_by: 4,
        idempotency_key: 'key-a',
        user_id: 10,
        adjustment_id: 3,
        fingerprint: requestFingerprint({ userId: 10n, amount: 5000, reason: 'Big one' }),
      },
    ]);
  });
});
