import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayFigures, tokyoDayOf, type DayFigures } from '../../db/day-figures.ts';
import { rowsOf } from '../../db/rows.ts';

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
