import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withdrawalOrders } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';

type Decision = { action: 'approve' } | { action: 'paid' } | { action: 'fail'; reason: string };

/**
 * The operator side of a withdrawal (used by the console): review → withdrawing (approved and
 * handed to the payout) → success (the held coins leave to the deposits-clearing account, the
 * bank side of the house), or review/withdrawing → failed (the held coins return to the
 * member's wallet). Each step locks the order and moves money at most once.
 */
export async function decideWithdrawal(db: Db, input: { orderSn: string; decision: Decision; now: Date }) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderSn, input.orderSn)).for('update');
    if (!order) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    const { decision } = input;
    const holds = await systemAccount(tx, 'withdrawal_holds', order.userId);
    if (decision.action === 'approve') {
      if (order.status !== 'review') throw new AppError('ORDER_NOT_PENDING');
      return update(tx, order.id, { status: 'withdrawing', updatedAt: input.now });
    }
    if (order.status !== 'review' && order.status !== 'withdrawing') throw new AppError('ORDER_NOT_PENDING');
    if (decision.action === 'paid') {
      if (order.status !== 'withdrawing') throw new AppError('ORDER_NOT_PENDING');
      await transfer(tx, {
        id: `withdrawal-paid:${order.orderSn}`,
        from: holds,
        to: await systemAccount(tx, 'deposits_clearing', order.userId),
        amount: order.amount,
        reason: 'withdrawal_paid',
        ref: `withdrawal:${order.orderSn}`,
      });
      await sendLetter(tx, {
        to: { userId: order.userId },
        content: { template: 'withdrawalPaid', params: { orderSn: order.orderSn, amount: Number(order.amount) } },
        dedupeKey: `withdrawal:${order.orderSn}`,
        now: input.now,
      });
      return update(tx, order.id, { status: 'success', updatedAt: input.now, completedAt: input.now });
    }
    await transfer(tx, {
      id: `withdrawal-return:${order.orderSn}`,
      from: holds,
      to: await ensureUserWallet(tx, order.userId),
      amount: order.amount,
      reason: 'withdrawal_returned',
      ref: `withdrawal:${order.orderSn}`,
    });
    await sendLetter(tx, {
      to: { userId: order.userId },
      content: {
        template: 'withdrawalFailed',
        params: { orderSn: order.orderSn, amount: Number(order.amount), reason: decision.reason.slice(0, 500) },
      },
      dedupeKey: `withdrawal:${order.orderSn}`,
      now: input.now,
    });
    return update(tx, order.id, {
      status: 'failed',
      failureReason: decision.reason.slice(0, 500),
      updatedAt: input.now,
      completedAt: input.now,
    });
  });
}

async function update(tx: Db, id: bigint, values: Partial<typeof withdrawalOrders.$inferInsert>) {
  const [order] = await tx.update(withdrawalOrders).set(values).where(eq(withdrawalOrders.id, id)).returning();
  return order!;
}
