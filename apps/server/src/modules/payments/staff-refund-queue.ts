import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { escapeLike, offsetOf, pageOf, recordAudit, type Actor, type PageInput } from '../admin/index.ts';
import { userDirectory } from '../users/index.ts';
import { completeDepositRefund, startDepositRefund } from './refund-deposit.ts';
import { depositOrders } from './schema.ts';
import { depositItems } from './staff-deposit-queue.ts';
import { requireOrderOwner } from './order-routes.ts';

type RefundStatus = 'paid' | 'refunding' | 'refunded';

/**
 * Deposits for the refund screen: `paid` ones (any channel, newest first) that may be refunded,
 * `refunding` ones waiting for the payout (oldest first) and `refunded` ones. `q` narrows by
 * order number prefix or member username prefix (the members through the users module's
 * published `user_directory` view, inside the same statement).
 */
export async function listRefundableDeposits(db: Db, input: PageInput & { status: RefundStatus; q: string }) {
  const filters: SQL[] = [eq(depositOrders.status, input.status)];
  if (input.q) {
    const prefix = `${escapeLike(input.q)}%`;
    const members = db.select({ id: userDirectory.id }).from(userDirectory).where(ilike(userDirectory.username, prefix));
    filters.push(or(ilike(depositOrders.orderSn, prefix), inArray(depositOrders.userId, members))!);
  }
  const where = and(...filters);
  const [orders, [total]] = await Promise.all([
    db
      .select()
      .from(depositOrders)
      .where(where)
      .orderBy(input.status === 'refunding' ? asc(depositOrders.id) : desc(depositOrders.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(depositOrders).where(where),
  ]);
  return pageOf(await depositItems(db, orders), total?.n ?? 0, input);
}

/** Refunds of paid deposits (one hold, then paid out or returned), with their audit row. */
export async function refundDeposit(
  db: Db,
  input: { orderSn: string; action: 'start' | 'refunded' | 'failed'; reason?: string | undefined } & Actor,
) {
  if (input.action === 'start' && !input.reason) {
    throw new AppError('INVALID_INPUT', { field: 'reason', messageKey: 'validation.required', params: { field: 'reason' } });
  }
  // The order's member from order_routes, then the order by (user_id, order_sn): a router query on Citus.
  const userId = await requireOrderOwner(db, input.orderSn, 'deposit');
  const [before] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.userId, userId), eq(depositOrders.orderSn, input.orderSn)));
  if (!before) throw new AppError('NOT_FOUND', { field: 'orderSn' });
  const after =
    input.action === 'start'
      ? await startDepositRefund(db, { userId, orderSn: input.orderSn, reason: input.reason!, now: input.now })
      : await completeDepositRefund(db, { userId, orderSn: input.orderSn, outcome: input.action, now: input.now });
  await recordAudit(db, {
    ...input,
    action: `deposit.refund.${input.action}`,
    targetType: 'deposit',
    targetId: input.orderSn,
    before: { status: before.status },
    after: { status: after.status, reason: input.reason ?? null },
  });
  return { orderSn: after.orderSn, status: after.status };
}
