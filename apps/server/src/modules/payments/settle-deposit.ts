import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositOrders } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';
import { requireOrderOwner } from './order-routes.ts';

/** What a provider says was paid, compared with the order before anything is credited. */
export interface ReportedPayment {
  amount: bigint;
  currency: 'JPY' | 'CNY';
}

/**
 * Records the provider's (or operator's) verdict on a deposit, exactly once: the order row is
 * locked, a paid order credits the member from the deposits-clearing account with the transfer
 * id `deposit:<orderSn>`, and a second verdict changes nothing. Payment that arrives after the
 * checkout expired is still credited: the member's money was taken.
 *
 * A provider's "paid" names the amount and currency it took; when either differs from the order
 * nothing is credited: the order is closed as `failed` with the two figures in its reason (the
 * member and the console see it; an operator settles it with the provider, docs/decisions/0005),
 * and the answer says `mismatch` so the webhook can acknowledge it and the provider stops retrying.
 */
export async function settleDeposit(
  tx: Db,
  input: {
    /**
     * The order's member, when the caller knows it (its own read, or order_routes before the
     * transaction, as the webhook does); otherwise it is read from order_routes here.
     */
    userId?: bigint | undefined;
    orderSn: string;
    outcome: 'paid' | 'failed';
    reported?: ReportedPayment;
    failureReason?: string;
    now: Date;
  },
): Promise<{ changed: boolean; mismatch: boolean }> {
  const userId = input.userId ?? (await requireOrderOwner(tx, input.orderSn, 'deposit'));
  const [order] = await tx
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.userId, userId), eq(depositOrders.orderSn, input.orderSn)))
    .for('update');
  if (!order) throw new AppError('NOT_FOUND', { field: 'orderSn' });
  if (order.status === 'paid' || order.status === 'failed' || order.status === 'refunding' || order.status === 'refunded') {
    return { changed: false, mismatch: false };
  }
  if (input.outcome === 'failed') {
    await tx
      .update(depositOrders)
      .set({ status: 'failed', failureReason: input.failureReason ?? null, manualStatus: order.manualStatus ? 'failed' : null })
      .where(and(eq(depositOrders.userId, order.userId), eq(depositOrders.id, order.id)));
    return { changed: true, mismatch: false };
  }
  const { reported } = input;
  if (reported && (reported.amount !== order.amount || reported.currency !== order.currency)) {
    const failureReason =
      `not credited: the payment provider reported ${reported.amount} ${reported.currency} paid ` +
      `for an order of ${order.amount} ${order.currency}; an operator checks it with the provider`;
    await tx
      .update(depositOrders)
      .set({ status: 'failed', failureReason, manualStatus: order.manualStatus ? 'failed' : null })
      .where(and(eq(depositOrders.userId, order.userId), eq(depositOrders.id, order.id)));
    return { changed: true, mismatch: true };
  }
  // A known id refuses (transfer's default): the order is paid only if its coins are credited now.
  await transfer(tx, {
    id: `deposit:${order.orderSn}`,
    from: await systemAccount(tx, 'deposits_clearing', order.userId),
    to: await ensureUserWallet(tx, order.userId),
    amount: order.coins,
    reason: 'deposit',
    ref: `deposit:${order.orderSn}`,
  });
  await tx
    .update(depositOrders)
    .set({ status: 'paid', paidAt: input.now, manualStatus: order.manualStatus ? 'successful' : null })
    .where(and(eq(depositOrders.userId, order.userId), eq(depositOrders.id, order.id)));
  // In the same transaction: the member hears of the credit exactly when it happened.
  await sendLetter(tx, {
    to: { userId: order.userId },
    content: { template: 'depositCredited', params: { orderSn: order.orderSn, coins: Number(order.coins) } },
    dedupeKey: `deposit:${order.orderSn}`,
    now: input.now,
  });
  return { changed: true, mismatch: false };
}
