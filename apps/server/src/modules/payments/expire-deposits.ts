import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositOrders } from './schema.ts';

/** Marks unpaid checkouts and never-made manual transfers as expired once their time is up. */
export async function expireDeposits(db: Db, now: Date): Promise<number> {
  const expired = await db
    .update(depositOrders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(depositOrders.status, 'pending'),
        lt(depositOrders.expiresAt, now),
        or(isNull(depositOrders.manualStatus), eq(depositOrders.manualStatus, 'awaiting_transfer')),
      ),
    )
    .returning({ id: depositOrders.id });
  return expired.length;
}
