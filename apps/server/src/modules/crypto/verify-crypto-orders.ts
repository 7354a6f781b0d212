import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ordersWithoutRoute } from '../payments/index.ts';
import { cryptoDeposits, cryptoWithdrawals } from './schema.ts';

/**
 * Every crypto order has exactly the transfers its status implies: a credited deposit one
 * `crypto-deposit:` credit of its coins, any other none (a returned one went back on chain, never
 * credited: it has its return address, txid and time, and no other deposit has them); every withdrawal its hold, a successful
 * one the payout, a failed one the return, an open one neither. A credited deposit keeps its rate and coins.
 * Every crypto order has its route naming its member (payments' order routes).
 */
export async function verifyCryptoOrders(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select 'crypto deposit ' || d.order_sn || ' (' || d.status || ') has ' || count(t.id) || ' credit(s) of ' || coalesce(sum(t.amount), 0)
      || case when d.status = 'returned' or d.return_txid is not null then ', return txid ' || coalesce(d.return_txid, 'missing') else '' end as problem
    from crypto_deposits d left join ledger_transfers t on t.owner_user_id = d.user_id and t.id = 'crypto-deposit:' || d.order_sn
    group by d.order_sn, d.status, d.coins, d.rate, d.return_address, d.return_txid, d.returned_at
    having (d.status = 'credited' and (count(t.id) <> 1 or sum(t.amount) <> d.coins or d.rate is null))
        or (d.status <> 'credited' and count(t.id) <> 0)
        or ((d.status = 'returned') <> (d.return_address is not null and d.return_txid is not null and d.returned_at is not null))
    union all
    select 'crypto withdrawal ' || w.order_sn || ' (' || w.status || ') has hold/payout/return ' || count(h.id) || '/' || count(p.id) || '/' || count(r.id)
    from crypto_withdrawals w
    left join ledger_transfers h on h.owner_user_id = w.user_id and h.id = 'crypto-withdrawal-hold:' || w.order_sn and h.amount = w.coins
    left join ledger_transfers p on p.owner_user_id = w.user_id and p.id = 'crypto-withdrawal-paid:' || w.order_sn and p.amount = w.coins
    left join ledger_transfers r on r.owner_user_id = w.user_id and r.id = 'crypto-withdrawal-return:' || w.order_sn and r.amount = w.coins
    group by w.order_sn, w.status, w.txid
    having count(h.id) <> 1
        or count(p.id) <> (case when w.status = 'success' then 1 else 0 end)
        or count(r.id) <> (case when w.status = 'failed' then 1 else 0 end)
        or (w.status = 'success' and w.txid is null)`);
  const problems = rowsOf<{ problem: string }>(result).map((r) => r.problem);
  const deposits = await db.select({ orderSn: cryptoDeposits.orderSn, userId: cryptoDeposits.userId }).from(cryptoDeposits);
  const withdrawals = await db
    .select({ orderSn: cryptoWithdrawals.orderSn, userId: cryptoWithdrawals.userId })
    .from(cryptoWithdrawals);
  for (const sn of await ordersWithoutRoute(db, 'crypto_deposit', deposits))
    problems.push(`crypto_deposit ${sn} has no route to its member`);
  for (const sn of await ordersWithoutRoute(db, 'crypto_withdrawal', withdrawals))
    problems.push(`crypto_withdrawal ${sn} has no route to its member`);
  return problems;
}
