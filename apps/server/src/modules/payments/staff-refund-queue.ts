import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  escapeLike,
  gateMoney,
  offsetOf,
  pageOf,
  recordAudit,
  registerMoneyPath,
  type Actor,
  type MoneyLimit,
  type PageInput,
} from '../admin/index.ts';
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

/**
 * Refunds of paid deposits (one hold, then paid out or returned), with their audit row. Starting
 * one takes the deposit's coins out of the member's wallet towards the payer: it is the `refund`
 * path of the money controls (admin `gateMoney`), so the starter's rolling cap counts its coins
 * and above the threshold the deposit stays `paid` (`awaitingApproval`) until a second staff
 * member approves it from the approval queue, which starts the refund then.
 */
export async function refundDeposit(
  db: Db,
  input: { orderSn: string; action: 'start' | 'refunded' | 'failed'; reason?: string | undefined; limits: MoneyLimit } & Actor,
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
  if (input.action === 'start') {
    return db.transaction(async (tx) => {
      // The order is locked before the gate, so two starts are counted (and decided) one after another.
      const [order] = await tx.select().from(depositOrders).where(orderKeyOf(before)).for('update');
      if (order!.status !== 'paid') throw new AppError('ORDER_NOT_PENDING');
      const gate = await gateMoney(tx, {
        path: 'refund',
        ref: order!.orderSn,
        userId,
        amount: order!.coins,
        reason: input.reason!,
        detail: { reason: input.reason },
        requester: input,
        dailyCap: BigInt(input.limits.dailyCap),
        secondApproverAbove: BigInt(input.limits.secondApproverAbove),
      });
      if (gate.status === 'pending') {
        return {
          orderSn: order!.orderSn,
          status: order!.status,
          awaitingApproval: { id: String(gate.id), path: 'refund' as const },
        };
      }
      return startRefund(tx, order!, input.reason!, input);
    });
  }
  const after = await completeDepositRefund(db, { userId, orderSn: input.orderSn, outcome: input.action, now: input.now });
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

function orderKeyOf(order: { userId: bigint; id: bigint }) {
  return and(eq(depositOrders.userId, order.userId), eq(depositOrders.id, order.id));
}

/** Starts the refund of the locked order (startDepositRefund joins the transaction) with its audit row. */
async function startRefund(tx: Db, order: typeof depositOrders.$inferSelect, reason: string, actor: Actor) {
  const after = await startDepositRefund(tx, { userId: order.userId, orderSn: order.orderSn, reason, now: actor.now });
  await recordAudit(tx, {
    ...actor,
    action: 'deposit.refund.start',
    targetType: 'deposit',
    targetId: order.orderSn,
    before: { status: order.status },
    after: { status: after.status, reason, coins: order.coins, userId: order.userId },
  });
  return { orderSn: after.orderSn, status: after.status };
}

/** The second approver's "yes" on a refund waiting in the approval queue: it starts as its starter asked. */
registerMoneyPath('refund', {
  async apply(tx, item, actor) {
    const [order] = await tx
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.userId, item.userId!), eq(depositOrders.orderSn, item.ref)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    if (order.status !== 'paid') throw new AppError('ORDER_NOT_PENDING');
    await startRefund(tx, order, item.reason, actor);
  },
});
