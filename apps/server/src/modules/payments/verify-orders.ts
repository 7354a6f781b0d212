import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Every order has exactly the transfers its status implies: a paid deposit one `deposit:` credit
 * of its coins, any other deposit none (a refunding or refunded one keeps its credit). Refunds are
 * checked per attempt (`refund_attempt`, ids by `refundStepId`): every attempt its own hold; each
 * attempt before the last its return; the last one open (refunding), paid (refunded) or returned
 * (paid again); no transfer of the attempt after the last. Every withdrawal its hold,
 * a successful one the payout, a failed one the return, an open one neither. Every order has its
 * route (order-routes.ts), naming its member: a webhook or a staff decision finds it through that.
 * A transfer is found by its member and id, the key it is stored under (decision 0019).
 */
export async function verifyOrders(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select 'deposit ' || d.order_sn || ' (' || d.status || ') has ' || count(t.id) || ' credit(s) of ' || coalesce(sum(t.amount), 0) as problem
    from deposit_orders d left join ledger_transfers t on t.owner_user_id = d.user_id and t.id = 'deposit:' || d.order_sn
    group by d.order_sn, d.status, d.coins
    having (d.status in ('paid', 'refunding', 'refunded') and (count(t.id) <> 1 or sum(t.amount) <> d.coins))
        or (d.status not in ('paid', 'refunding', 'refunded') and count(t.id) <> 0)
    union all
    select 'deposit ' || a.order_sn || ' (' || a.status || ') refund attempt ' || a.attempt || ' of ' || a.last
        || ' has hold/paid/return ' || count(h.id) || '/' || count(p.id) || '/' || count(r.id)
    from (
      select d.order_sn, d.user_id, d.status, d.coins, k.attempt,
             case when k.attempt = 1 then d.order_sn else d.order_sn || ':' || k.attempt end as step,
             -- The last attempt: the order's count, or 1 when only the first attempt's hold says
             -- so (an instance of the release before started it, and did not count it).
             greatest(d.refund_attempt, (select count(*) from ledger_transfers f
                                         where f.owner_user_id = d.user_id and f.id = 'refund-hold:' || d.order_sn)::int) as last
      from deposit_orders d
      -- Every attempt the order counts, and the one after it (which must have moved nothing).
      cross join lateral generate_series(1, greatest(d.refund_attempt, 1) + 1) as k(attempt)
    ) a
    left join ledger_transfers h on h.owner_user_id = a.user_id and h.id = 'refund-hold:' || a.step and h.amount = a.coins
    left join ledger_transfers p on p.owner_user_id = a.user_id and p.id = 'refund-paid:' || a.step and p.amount = a.coins
    left join ledger_transfers r on r.owner_user_id = a.user_id and r.id = 'refund-return:' || a.step and r.amount = a.coins
    group by a.order_sn, a.status, a.attempt, a.last
    having count(h.id) <> (case when a.attempt <= a.last then 1 else 0 end)
        or count(p.id) <> (case when a.attempt = a.last and a.status = 'refunded' then 1 else 0 end)
        or count(r.id) <> (case when a.attempt < a.last or (a.attempt = a.last and a.status = 'paid') then 1 else 0 end)
        or (a.attempt = 1 and a.last = 0 and a.status in ('refunding', 'refunded'))
        or (a.attempt = 1 and a.last > 0 and a.status not in ('paid', 'refunding', 'refunded'))
    union all
    select 'withdrawal ' || w.order_sn || ' (' || w.status || ') has hold/payout/return ' || count(h.id) || '/' || count(p.id) || '/' || count(r.id)
    from withdrawal_orders w
    left join ledger_transfers h on h.owner_user_id = w.user_id and h.id = 'withdrawal-hold:' || w.order_sn and h.amount = w.amount
    left join ledger_transfers p on p.owner_user_id = w.user_id and p.id = 'withdrawal-paid:' || w.order_sn and p.amount = w.amount
    left join ledger_transfers r on r.owner_user_id = w.user_id and r.id = 'withdrawal-return:' || w.order_sn and r.amount = w.amount
    group by w.order_sn, w.status
    having count(h.id) <> 1
        or count(p.id) <> (case when w.status = 'success' then 1 else 0 end)
        or count(r.id) <> (case when w.status = 'failed' then 1 else 0 end)
    union all
    select o.kind || ' ' || o.order_sn || ' has no route to its member'
    from (select 'deposit' as kind, order_sn, user_id from deposit_orders
          union all select 'withdrawal', order_sn, user_id from withdrawal_orders) o
    left join order_routes r on r.order_sn = o.order_sn and r.user_id = o.user_id and r.kind = o.kind
    where r.order_sn is null`);
  return rowsOf<{ problem: string }>(result).map((r) => r.problem);
}
