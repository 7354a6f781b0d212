import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabase } from '../../test/shared-database.ts';

/**
 * Migration 0038 on a hall in play: the orders, webhook events, crypto addresses, chain deposits
 * and bank cards of before keep every row, every order number gets its route, every address its
 * route, every webhook event the member of its order, and the keys carry the member. The
 * migrations before it are applied as they are, then rows in the old shape, then 0038. On PGlite,
 * and on a database of its own under TEST_DATABASE_URL.
 */
const folder = path.join(import.meta.dirname, '../../db/migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

interface Sql {
  exec(text: string): Promise<void>;
  rows<T = Record<string, unknown>>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

let db: Sql;

async function open(): Promise<Sql> {
  const shared = await sharedDatabase();
  if (shared.config.kind !== 'pg') {
    await shared.drop();
    const lite = new PGlite();
    return {
      exec: async (text) => void (await lite.exec(text)),
      rows: async <T>(text: string) => (await lite.query<T>(text)).rows,
      close: () => lite.close(),
    };
  }
  const client = new pg.Client({ connectionString: shared.config.url });
  await client.connect();
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: async () => {
      await client.end();
      await shared.drop();
    },
  };
}

beforeAll(async () => {
  db = await open();
  for (const name of files.filter((n) => n < '0038')) await db.exec(readFileSync(path.join(folder, name), 'utf8'));
  await db.exec(`
    insert into deposit_orders (order_sn, user_id, channel, currency, amount, coins, status, idempotency_key, expires_at) values
      ('D20261127100000AAAAAA', 10, 'sandbox', 'JPY', 5000, 5000, 'paid', 'k1', now()),
      ('D20261127100000BBBBBB', 11, 'manual_bank', 'JPY', 7000, 7000, 'pending', 'k1', now()),
      ('D20261127100000CCCCCC', 11, 'sandbox', 'JPY', 3000, 3000, 'failed', 'k2', now());
    insert into withdrawal_orders (order_sn, user_id, bank_card_id, bank_name, card_last4, amount, fee, idempotency_key) values
      ('W20261127100000AAAAAA', 10, 1, 'Mizuho', '4567', 2000, 0, 'k1');
    insert into sandbox_webhook_deliveries (order_sn, event_id, verdict, amount, currency, next_attempt_at, state) values
      ('D20261127100000AAAAAA', 'evt-paid-0001', 'paid', 5000, 'JPY', now(), 'acknowledged'),
      ('D20261127100000CCCCCC', 'evt-failed-001', 'failed', 3000, 'JPY', now(), 'acknowledged');
    insert into webhook_events (provider, event_id) values
      ('sandbox', 'evt-paid-0001'), ('sandbox', 'evt-failed-001'), ('sandbox', 'evt-no-books-01');
    insert into crypto_deposit_addresses (user_id, family, address, derivation_index) values
      (10, 'tron', 'TAddressOfTen', 10), (11, 'evm', '0xAddressOfEleven', 11);
    insert into crypto_deposits (order_sn, user_id, coin, network, address, txid, output_index, amount_units, decimals,
                                 confirmations, confirmations_required, status) values
      ('CD20261127100000AAAAAA', 11, 'USDT', 'ERC20', '0xAddressOfEleven', '0xabc', 0, 50000000, 6, 12, 12, 'credited');
    insert into crypto_withdrawals (order_sn, user_id, coin, network, address, amount_units, fee_units, decimals, rate, coins,
                                    idempotency_key) values
      ('CW20261127100000AAAAAA', 10, 'USDT', 'TRC20', 'TSomewhere', 50000000, 1000000, 6, '150', 7650, 'k1');
    insert into bank_cards (user_id, bank_code, bank_name, branch_code, branch_name, account_number_encrypted, account_last4,
                            holder_first_name, holder_last_name, holder_kana_name, is_default) values
      (10, '0001', 'Mizuho', '123', 'Shinjuku', '\\x00', '4567', 'Taro', 'Yamada', 'ヤマダ タロウ', true),
      (11, '0005', 'MUFG', '456', 'Ginza', '\\x01', '8901', 'Hanako', 'Sato', 'サトウ ハナコ', true);
  `);
  await db.exec(
    readFileSync(
      path.join(
        folder,
        files.find((n) => n.startsWith('0038'))!,
      ),
      'utf8',
    ),
  );
}, 180_000);
afterAll(async () => {
  await db.close();
});

describe('migration 0038 (order_routes, member keys of payments, crypto and bank cards)', () => {
  it('routes every order number to its member and kind', async () => {
    expect(await db.rows(`select order_sn, user_id::int, kind from order_routes order by order_sn`)).toEqual([
      { order_sn: 'CD20261127100000AAAAAA', user_id: 11, kind: 'crypto_deposit' },
      { order_sn: 'CW20261127100000AAAAAA', user_id: 10, kind: 'crypto_withdrawal' },
      { order_sn: 'D20261127100000AAAAAA', user_id: 10, kind: 'deposit' },
      { order_sn: 'D20261127100000BBBBBB', user_id: 11, kind: 'deposit' },
      { order_sn: 'D20261127100000CCCCCC', user_id: 11, kind: 'deposit' },
      { order_sn: 'W20261127100000AAAAAA', user_id: 10, kind: 'withdrawal' },
    ]);
  });

  it('routes every deposit address to its member', async () => {
    expect(await db.rows(`select family, address, user_id::int from crypto_address_routes order by address`)).toEqual([
      { family: 'evm', address: '0xAddressOfEleven', user_id: 11 },
      { family: 'tron', address: 'TAddressOfTen', user_id: 10 },
    ]);
  });

  it('gives each webhook event the member of its order, and keeps the one nothing names under the house owner', async () => {
    expect(await db.rows(`select user_id::int, provider, event_id from webhook_events order by event_id`)).toEqual([
      { user_id: 11, provider: 'sandbox', event_id: 'evt-failed-001' },
      { user_id: 0, provider: 'sandbox', event_id: 'evt-no-books-01' },
      { user_id: 10, provider: 'sandbox', event_id: 'evt-paid-0001' },
    ]);
  });

  it('keeps every row', async () => {
    const counts = await db.rows<Record<string, number>>(`
      select (select count(*)::int from deposit_orders) as deposits, (select count(*)::int from withdrawal_orders) as withdrawals,
             (select count(*)::int from crypto_deposit_addresses) as addresses, (select count(*)::int from crypto_deposits) as chain,
             (select count(*)::int from crypto_withdrawals) as crypto_withdrawals, (select count(*)::int from bank_cards) as cards`);
    expect(counts).toEqual([{ deposits: 3, withdrawals: 1, addresses: 2, chain: 1, crypto_withdrawals: 1, cards: 2 }]);
  });

  it('keys every table by its member, and the routes by their own key', async () => {
    const keys = await db.rows<{ table: string; index: string; columns: string }>(`
      select c.relname as table, i.relname as index,
             array_to_string(array(select a.attname from unnest(x.indkey::int2[]) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.ord), ',') as columns
      from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
      where x.indisunique and c.relname in ('deposit_orders', 'withdrawal_orders', 'webhook_events', 'crypto_deposit_addresses',
        'crypto_deposits', 'crypto_withdrawals', 'bank_cards', 'order_routes', 'crypto_address_routes')
      order by 1, 2`);
    expect(keys).toEqual([
      { table: 'bank_cards', index: 'bank_cards_one_default_key', columns: 'user_id' },
      { table: 'bank_cards', index: 'bank_cards_pkey', columns: 'user_id,id' },
      { table: 'crypto_address_routes', index: 'crypto_address_routes_pkey', columns: 'family,address' },
      { table: 'crypto_deposit_addresses', index: 'crypto_deposit_addresses_pkey', columns: 'user_id,id' },
      { table: 'crypto_deposit_addresses', index: 'crypto_deposit_addresses_user_family_key', columns: 'user_id,family' },
      { table: 'crypto_deposits', index: 'crypto_deposits_pkey', columns: 'user_id,id' },
      { table: 'crypto_deposits', index: 'crypto_deposits_user_order_sn_key', columns: 'user_id,order_sn' },
      { table: 'crypto_deposits', index: 'crypto_deposits_user_tx_output_key', columns: 'user_id,network,txid,output_index' },
      { table: 'crypto_withdrawals', index: 'crypto_withdrawals_pkey', columns: 'user_id,id' },
      { table: 'crypto_withdrawals', index: 'crypto_withdrawals_user_idempotency_key', columns: 'user_id,idempotency_key' },
      { table: 'crypto_withdrawals', index: 'crypto_withdrawals_user_order_sn_key', columns: 'user_id,order_sn' },
      { table: 'deposit_orders', index: 'deposit_orders_pkey', columns: 'user_id,id' },
      { table: 'deposit_orders', index: 'deposit_orders_user_idempotency_key', columns: 'user_id,idempotency_key' },
      { table: 'deposit_orders', index: 'deposit_orders_user_order_sn_key', columns: 'user_id,order_sn' },
      { table: 'order_routes', index: 'order_routes_pkey', columns: 'order_sn' },
      { table: 'webhook_events', index: 'webhook_events_user_provider_event_key', columns: 'user_id,provider,event_id' },
      { table: 'withdrawal_orders', index: 'withdrawal_orders_pkey', columns: 'user_id,id' },
      { table: 'withdrawal_orders', index: 'withdrawal_orders_user_idempotency_key', columns: 'user_id,idempotency_key' },
      { table: 'withdrawal_orders', index: 'withdrawal_orders_user_order_sn_key', columns: 'user_id,order_sn' },
    ]);
    expect(
      await db.rows(`select attnotnull as not_null from pg_attribute
                     where attrelid = 'webhook_events'::regclass and attname = 'user_id'`),
    ).toEqual([{ not_null: true }]);
  });

  it('goes on numbering orders after the rows of before, and refuses a taken order number through its route', async () => {
    const [order] = await db.rows<{ id: number }>(`
      insert into deposit_orders (order_sn, user_id, channel, currency, amount, coins, idempotency_key, expires_at)
      values ('D20261127100001DDDDDD', 12, 'sandbox', 'JPY', 100, 100, 'k1', now()) returning id::int`);
    expect(order!.id).toBe(4);
    await expect(
      db.exec(`insert into order_routes (order_sn, user_id, kind) values ('D20261127100000AAAAAA', 12, 'deposit')`),
    ).rejects.toThrow();
  });
});
