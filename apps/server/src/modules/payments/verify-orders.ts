import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Every order has exactly the transfers its status implies: a paid deposit one `deposit:` credit
 * of its coins, any other deposit none; every withdrawal its hold, a successful one the payout,
 * a failed one the return, an open one neither.
 */
export async function verifyOrders(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select 'deposit ' || d.order_sn || ' (' || d.status || ') has ' || count(t.id) || ' credit(s) of ' || coalesce(sum(t.amount), 0) as problem
    from deposit_orders d left join ledger_transfers t on t.id = 'deposit:' || d.order_sn
    group by d.order_sn, d.status, d.coins
    having (d.status = 'paid' and (count(t.id) <> 1 or sum(t.amount) <> d.coins)) or (d.status <> 'paid' and count(t.id) <> 0)
    union all
    select 'withdrawal ' || w.order_sn || ' (' || w.status || ') has hold/payout/return ' || count(h.id) || '/' || count(p.id) || '/' || count(r.id)
    from withdrawal_orders w
    left join ledger_transfers h on h.id = 'withdrawal-hold:' || w.order_sn and h.amount = w.amount
    left join ledger_transfers p on p.id = 'withdrawal-paid:' || w.order_sn and p.amount = w.amount
    left join ledger_transfers r on r.id = 'withdrawal-return:' || w.order_sn and r.amount = w.amount
    group by w.order_sn, w.status
    having count(h.id) <> 1
        or count(p.id) <> (case when w.status = 'success' then 1 else 0 end)
        or count(r.id) <> (case when w.status = 'failed' then 1 else 0 end)`);
  return (result as { rows: Array<{ problem: string }> }).rows.map((r) => r.problem);
}
