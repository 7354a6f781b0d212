import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withdrawalOrders } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';
import { requireOrderOwner } from './order-routes.ts';

type Decision =
  | { action: 'approve' }
  /** `reference`: the bank's transfer reference; `paidOn`: the Tokyo day the bank paid (YYYY-MM-DD). */
  | { action: 'paid'; reference: string; paidOn: string }
  | { action: 'fail'; reason: string };

const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** The Tokyo calendar day of a moment, YYYY-MM-DD. */
export function tokyoDayOf(at: Date): string {
  return new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A payment day must be one the money could have moved on: not after today (Tokyo) and not before
 * the member asked for it. 400 on `paidOn`, naming the range.
 */
function assertPaidOnInRange(paidOn: string, order: { createdAt: Date }, now: Date) {
  const min = tokyoDayOf(order.createdAt);
  const max = tokyoDayOf(now);
  if (paidOn >= min && paidOn <= max) return;
  throw new AppError('INVALID_INPUT', {
    field: 'paidOn',
    messageKey: 'validation.dateOutOfRange',
    params: { field: 'paidOn', min, max },
  });
}

/**
 * The operator side of a withdrawal (used by the console): review → withdrawing (approved and
 * handed to the payout) → success (the operator paid it at the bank: the held coins leave to the
 * deposits-clearing account, the bank side of the house, and the bank's reference and payment day
 * are kept for the member), or review/withdrawing → failed (the held coins return to the
 * member's wallet). Each step locks the order and moves money at most once.
 *
 * `userId`, when the caller knows the order's member; otherwise it is read from order_routes
 * first. The order is then locked by `(user_id, order_sn)`.
 */
export async function decideWithdrawal(
  db: Db,
  input: { userId?: bigint | undefined; orderSn: string; decision: Decision; now: Date },
) {
  const userId = input.userId ?? (await requireOrderOwner(db, input.orderSn, 'withdrawal'));
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.userId, userId), eq(withdrawalOrders.orderSn, input.orderSn)))
      .for('update');
    if (!order) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    const { decision } = input;
    const holds = await systemAccount(tx, 'withdrawal_holds', order.userId);
    if (decision.action === 'approve') {
      if (order.status !== 'review') throw new AppError('ORDER_NOT_PENDING');
      return update(tx, order, { status: 'withdrawing', updatedAt: input.now });
    }
    if (order.status !== 'review' && order.status !== 'withdrawing') throw new AppError('ORDER_NOT_PENDING');
    if (decision.action === 'paid') {
      if (order.status !== 'withdrawing') throw new AppError('ORDER_NOT_PENDING');
      assertPaidOnInRange(decision.paidOn, order, input.now);
      // A known id refuses (transfer's default): the order is paid only if the held coins leave now.
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
        content: {
          template: 'bankWithdrawalPaid',
          params: {
            orderSn: order.orderSn,
            amount: Number(order.amount),
            reference: decision.reference,
            paidOn: decision.paidOn,
          },
        },
        dedupeKey: `withdrawal:${order.orderSn}`,
        now: input.now,
      });
      return update(tx, order, {
        status: 'success',
        updatedAt: input.now,
        completedAt: input.now,
        paidReference: decision.reference,
        paidOn: decision.paidOn,
      });
    }
    // A known id refuses (transfer's default): the order fails only if the held coins return now.
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
    return update(tx, order, {
      status: 'failed',
      failureReason: decision.reason.slice(0, 500),
      updatedAt: input.now,
      completedAt: input.now,
    });
  });
}

async function update(tx: Db, key: { userId: bigint; id: bigint }, values: Partial<typeof withdrawalOrders.$inferInsert>) {
  const [order] = await tx
    .update(withdrawalOrders)
    .set(values)
    .where(and(eq(withdrawalOrders.userId, key.userId), eq(withdrawalOrders.id, key.id)))
    .returning();
  return order!;
}
