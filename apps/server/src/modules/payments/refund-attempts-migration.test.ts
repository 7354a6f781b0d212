import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * The refund-attempts migration on a hall with refunds already made (issue 26 §1): a deposit whose
 * first refund was started before the column (its hold `refund-hold:<sn>` carries no number)
 * counts as attempt 1, so the next refund is attempt 2 with ids of its own; every other deposit
 * has had none. The migrations before it are applied as they are, then rows in the old shape.
 */
const folder = path.join(import.meta.dirname, '../../db/migrations');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const migration = files.find((name) => name.endsWith('_refund_attempts.sql'))!;
let pg: PGlite;

beforeAll(async () => {
  pg = new PGlite();
  for (const name of files.filter((n) => n < migration)) await pg.exec(readFileSync(path.join(folder, name), 'utf8'));
  // Member 10's wallet (1) and own withdrawal-holds (2) and deposits-clearing (3) rows.
  await pg.exec(`
    insert into ledger_accounts (id, kind, code, shard, owner_user_id, user_id, balance) overriding system value values
      (1, 'user_wallet', null, 0, 10, 10, 0), (2, 'system', 'withdrawal_holds', 0, 10, null, 0),
      (3, 'system', 'deposits_clearing', 0, 10, null, 0);
    insert into deposit_orders (order_sn, user_id, channel, currency, amount, coins, status, idempotency_key, expires_at) values
      ('PAY-REFUNDING', 10, 'sandbox', 'JPY', 100, 100, 'refunding', 'k1', now()),
      ('PAY-REFUNDED', 10, 'sandbox', 'JPY', 100, 100, 'refunded', 'k2', now()),
      ('PAY-FAILED-REFUND', 10, 'sandbox', 'JPY', 100, 100, 'paid', 'k3', now()),
      ('PAY-NEVER', 10, 'sandbox', 'JPY', 100, 100, 'paid', 'k4', now()),
      ('PAY-PENDING', 10, 'sandbox', 'JPY', 100, 100, 'pending', 'k5', now());
    insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, reason, ref, owner_user_id) values
      ('refund-hold:PAY-REFUNDING', 1, 2, 100, 'refund_hold', 'deposit:PAY-REFUNDING', 10),
      ('refund-hold:PAY-REFUNDED', 1, 2, 100, 'refund_hold', 'deposit:PAY-REFUNDED', 10),
      ('refund-paid:PAY-REFUNDED', 2, 3, 100, 'refund_paid', 'deposit:PAY-REFUNDED', 10),
      ('refund-hold:PAY-FAILED-REFUND', 1, 2, 100, 'refund_hold', 'deposit:PAY-FAILED-REFUND', 10),
      ('refund-return:PAY-FAILED-REFUND', 2, 1, 100, 'refund_returned', 'deposit:PAY-FAILED-REFUND', 10);`);
  await pg.exec(readFileSync(path.join(folder, migration), 'utf8'));
}, 120_000);
afterAll(async () => {
  await pg.close();
});

it('counts a refund started before the column as attempt 1, and no refund as 0', async () => {
  const rows = await pg.query(`select order_sn, refund_attempt from deposit_orders order by order_sn`);
  expect(rows.rows).toEqual([
    { order_sn: 'PAY-FAILED-REFUND', refund_attempt: 1 },
    { order_sn: 'PAY-NEVER', refund_attempt: 0 },
    { order_sn: 'PAY-PENDING', refund_attempt: 0 },
    { order_sn: 'PAY-REFUNDED', refund_attempt: 1 },
    { order_sn: 'PAY-REFUNDING', refund_attempt: 1 },
  ]);
});
