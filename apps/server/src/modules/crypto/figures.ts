import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** What waits for an operator in the crypto queues: withdrawals to review or send, chain deposits held for review. */
export async function cryptoQueueSizes(db: Db): Promise<{ withdrawals: number; heldDeposits: number }> {
  const [row] = rowsOf<{ withdrawals: number; held: number }>(
    await db.execute(sql`
      select
        (select count(*) from crypto_withdrawals where status in ('review', 'withdrawing'))::int as withdrawals,
        (select count(*) from crypto_deposits where status = 'held_review')::int as held`),
  );
  return { withdrawals: Number(row?.withdrawals ?? 0), heldDeposits: Number(row?.held ?? 0) };
}
