import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayFigures, tokyoDayOf, type DayFigures } from '../../db/day-figures.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberMoneyFlows } from './views.ts';

/**
 * What the hall gave members per Tokyo day since `since`, for NGR (GGR − bonuses − rebates):
 * bonuses are the coins the `promotions` account paid into members' wallets less what it took
 * back (operator adjustments), rebates what `agent_rebates` paid.
 */
export async function memberCreditsByDay(db: Db, since: Date): Promise<{ bonuses: DayFigures; rebates: DayFigures }> {
  return dayFigures(
    db,
    sql`select ${tokyoDayOf(sql`x.created_at`)} as day,
               sum(case when s.code = 'promotions' then case when x.credit_account_id = w.id then x.amount else -x.amount end else 0 end)::bigint as bonuses,
               sum(case when s.code = 'agent_rebates' then case when x.credit_account_id = w.id then x.amount else -x.amount end else 0 end)::bigint as rebates
        from ledger_transfers x
        join ledger_accounts s on s.kind = 'system' and s.code in ('promotions', 'agent_rebates')
          and s.id in (x.debit_account_id, x.credit_account_id)
        join ledger_accounts w on w.kind = 'user_wallet' and w.id in (x.debit_account_id, x.credit_account_id)
        where x.created_at >= ${since.toISOString()}::timestamptz
        group by 1`,
    ['bonuses', 'rebates'],
  );
}

/** The players' balance liability: every coin in members' wallets now. */
export async function playersBalanceLiability(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: string | null }>(
    await db.execute(sql`select sum(balance)::text as n from ledger_accounts where kind = 'user_wallet'`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Money in and out per Tokyo day since `since`, from the ledger (the `member_money_flows` view,
 * every channel): deposits credited, withdrawals paid out, and first-time deposits — members
 * whose first credited deposit of any channel, ever, was on that day, and its coins. In coins.
 */
export async function moneyByDay(
  db: Db,
  since: Date,
): Promise<{ deposits: DayFigures; withdrawals: DayFigures; ftdCount: DayFigures; ftdAmount: DayFigures }> {
  const from = since.toISOString();
  const [flows, firsts] = await Promise.all([
    dayFigures(
      db,
      sql`select ${tokyoDayOf(sql`created_at`)} as day,
                 sum(case when kind = 'deposit' then amount else 0 end)::bigint as deposits,
                 sum(case when kind = 'withdrawal' then amount else 0 end)::bigint as withdrawals
          from ${memberMoneyFlows} where created_at >= ${from}::timestamptz group by 1`,
      ['deposits', 'withdrawals'],
    ),
    dayFigures(
      db,
      sql`select ${tokyoDayOf(sql`created_at`)} as day, count(*)::bigint as count, sum(amount)::bigint as amount
          from (${firstDeposits}) f where created_at >= ${from}::timestamptz group by 1`,
      ['count', 'amount'],
    ),
  ]);
  return { deposits: flows.deposits, withdrawals: flows.withdrawals, ftdCount: firsts.count, ftdAmount: firsts.amount };
}

/** Each member's first credited deposit of any channel: one row per member who ever deposited. */
const firstDeposits = sql`select distinct on (user_id) user_id, amount, created_at from ${memberMoneyFlows}
  where kind = 'deposit' order by user_id, created_at`;

/** Per agent (the members' direct parent, users' user_directory): the money figures of moneyByDay. */
export interface AgentMoney {
  deposits: number;
  withdrawals: number;
  ftdCount: number;
  ftdAmount: number;
}

/**
 * Deposits credited, withdrawals paid and first-time deposits since `since`, per agent: the
 * members' direct parent in users' published user_directory (members without one are left out).
 * The same definition as moneyByDay (`member_money_flows`).
 */
export async function moneyByAgent(db: Db, since: Date): Promise<Map<string, AgentMoney>> {
  const from = since.toISOString();
  const rows = rowsOf<{ agent: string; deposits: string; withdrawals: string; ftd_count: string; ftd_amount: string }>(
    await db.execute(sql`
      with flows as (
        select u.parent_user_id as agent,
               sum(case when f.kind = 'deposit' then f.amount else 0 end) as deposits,
               sum(case when f.kind = 'withdrawal' then f.amount else 0 end) as withdrawals
        from ${memberMoneyFlows} f join user_directory u on u.id = f.user_id
        where u.parent_user_id is not null and f.created_at >= ${from}::timestamptz
        group by 1),
      firsts as (
        select u.parent_user_id as agent, count(*) as n, sum(f.amount) as amount
        from (${firstDeposits}) f join user_directory u on u.id = f.user_id
        where u.parent_user_id is not null and f.created_at >= ${from}::timestamptz
        group by 1)
      select coalesce(m.agent, f.agent)::text as agent, coalesce(m.deposits, 0)::text as deposits,
             coalesce(m.withdrawals, 0)::text as withdrawals, coalesce(f.n, 0)::text as ftd_count,
             coalesce(f.amount, 0)::text as ftd_amount
      from flows m full join firsts f on f.agent = m.agent`),
  );
  return new Map(
    rows.map((r) => [
      r.agent,
      {
        deposits: Number(r.deposits),
        withdrawals: Number(r.withdrawals),
        ftdCount: Number(r.ftd_count),
        ftdAmount: Number(r.ftd_amount),
      },
    ]),
  );
}
