import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositOrders } from '../payments/schema.ts';
import { users } from '../users/schema.ts';
import { escapeLike } from './audit.ts';
import { toDepositItem } from './deposit-queue.ts';
import { offsetOf, pageOf, type PageInput } from './paging.ts';

type RefundStatus = 'paid' | 'refunding' | 'refunded';

/**
 * Deposits for the refund screen: `paid` ones (any channel, newest first) that may be refunded,
 * `refunding` ones waiting for the payout (oldest first) and `refunded` ones. `q` narrows by
 * order number prefix or member username prefix.
 */
export async function listRefundableDeposits(db: Db, input: PageInput & { status: RefundStatus; q: string }) {
  const filters: SQL[] = [eq(depositOrders.status, input.status)];
  if (input.q) {
    const prefix = `${escapeLike(input.q)}%`;
    filters.push(or(ilike(depositOrders.orderSn, prefix), ilike(users.username, prefix))!);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: depositOrders, username: users.username })
      .from(depositOrders)
      .innerJoin(users, eq(users.id, depositOrders.userId))
      .where(where)
      .orderBy(input.status === 'refunding' ? asc(depositOrders.id) : desc(depositOrders.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(depositOrders).innerJoin(users, eq(users.id, depositOrders.userId)).where(where),
  ]);
  return pageOf(rows.map(toDepositItem), total?.n ?? 0, input);
}
