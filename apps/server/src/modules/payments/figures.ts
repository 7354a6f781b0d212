import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

// Deposit and withdrawal figures are the ledger's (wallet's moneyByDay/moneyByAgent over
// member_money_flows, issue 26): counted from deposit_orders they left out chain deposits.

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
