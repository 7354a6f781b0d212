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
