import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayFigures, tokyoDayOf, type DayFigures } from '../../db/day-figures.ts';
import { rowsOf } from '../../db/rows.ts';

/** Coins credited by deposits (paid, even if refunded later) and paid out by withdrawals, per Tokyo day since `since`. */
export async function paymentsByDay(db: Db, since: Date): Promise<{ deposits: DayFigures; withdrawals: DayFigures }> {
  const from = since.toISOString();
  const [{ n: deposits }, { n: withdrawals }] = await Promise.all([
    dayFigures(
      db,
      sql`select ${tokyoDayOf(sql`paid_at`)} as day, sum(coins)::bigint as n from deposit_orders
          where paid_at >= ${from}::timestamptz and status in ('paid', 'refunding', 'refunded') group by 1`,
      ['n'],
    ),
    dayFigures(
      db,
      sql`select ${tokyoDayOf(sql`completed_at`)} as day, sum(amount)::bigint as n from withdrawal_orders
          where completed_at >= ${from}::timestamptz and status = 'success' group by 1`,
      ['n'],
    ),
  ]);
  return { deposits, withdrawals };
}

/**
 * First-time deposits per Tokyo day since `since`: members whose first credited deposit ever
 * (paid, even if refunded later) was on that day, and its coins.
 */
export async function firstDepositsByDay(db: Db, since: Date): Promise<{ count: DayFigures; amount: DayFigures }> {
  return dayFigures(
    db,
    sql`select ${tokyoDayOf(sql`paid_at`)} as day, count(*)::bigint as count, sum(coins)::bigint as amount
        from (select distinct on (user_id) user_id, paid_at, coins from deposit_orders
              where status in ('paid', 'refunding', 'refunded') and paid_at is not null
              order by user_id, paid_at, id) first_deposits
        where paid_at >= ${since.toISOString()}::timestamptz group by 1`,
    ['count', 'amount'],
  );
}

/** Per agent (the members' direct parent, users' user_directory), since `since`. */
export interface AgentPayments {
  deposits: number;
  withdrawals: number;
  ftdCount: number;
  ftdAmount: number;
}

/**
 * Deposits credited, withdrawals paid and first-time deposits since `since`, per agent: the
 * members' direct parent in users' published user_directory (members without one are left out).
 */
export async function paymentsByAgent(db: Db, since: Date): Promise<Map<string, AgentPayments>> {
  const from = since.toISOString();
  const rows = rowsOf<{
    agent: string;
    deposits: string | null;
    withdrawals: string | null;
    ftd_count: string;
    ftd_amount: string | null;
  }>(
    await db.execute(sql`
      with deposits as (
        select u.parent_user_id as agent, sum(d.coins) as n from deposit_orders d join user_directory u on u.id = d.user_id
        where u.parent_user_id is not null and d.paid_at >= ${from}::timestamptz and d.status in ('paid', 'refunding', 'refunded')
        group by 1),
      withdrawals as (
        select u.parent_user_id as agent, sum(w.amount) as n from withdrawal_orders w join user_directory u on u.id = w.user_id
        where u.parent_user_id is not null and w.completed_at >= ${from}::timestamptz and w.status = 'success'
        group by 1),
      firsts as (
        select u.parent_user_id as agent, count(*) as n, sum(f.coins) as amount
        from (select distinct on (user_id) user_id, paid_at, coins from deposit_orders
              where status in ('paid', 'refunding', 'refunded') and paid_at is not null
              order by user_id, paid_at, id) f
        join user_directory u on u.id = f.user_id
        where u.parent_user_id is not null and f.paid_at >= ${from}::timestamptz
        group by 1)
      select coalesce(d.agent, w.agent, f.agent)::text as agent, d.n::text as deposits, w.n::text as withdrawals,
             coalesce(f.n, 0)::text as ftd_count, f.amount::text as ftd_amount
      from deposits d full join withdrawals w on w.agent = d.agent full join firsts f on f.agent = coalesce(d.agent, w.agent)`),
  );
  return new Map(
    rows.map((r) => [
      r.agent,
      {
        deposits: Number(r.deposits ?? 0),
        withdrawals: Number(r.withdrawals ?? 0),
        ftdCount: Number(r.ftd_count),
        ftdAmount: Number(r.ftd_amount ?? 0),
      },
    ]),
  );
}

/** What waits for an operator in the payments queues: bank withdrawals, manual deposits, refunds. */
export async function paymentQueueSizes(db: Db): Promise<{ withdrawals: number; deposits: number; refunds: number }> {
  const [row] = rowsOf<{ withdrawals: number; deposits: number; refunds: number }>(
    await db.execute(sql`
      select
        (select count(*) from withdrawal_orders where status in ('review', 'withdrawing'))::int as withdrawals,
        (select count(*) from deposit_orders where channel = 'manual_bank' and manual_status = 'in_progress' and status = 'pending')::int as deposits,
        (select count(*) from deposit_orders where status = 'refunding')::int as refunds`),
  );
  return { withdrawals: Number(row?.withdrawals ?? 0), deposits: Number(row?.deposits ?? 0), refunds: Number(row?.refunds ?? 0) };
}
