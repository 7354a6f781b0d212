import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositOrders } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';

/**
 * Records the provider's (or operator's) verdict on a deposit, exactly once: the order row is
 * locked, a paid order credits the member from the deposits-clearing account with the transfer
 * id `deposit:<orderSn>`, and a second verdict changes nothing. Payment that arrives after the
 * checkout expired is still credited: the member's money was taken.
 */
export async function settleDeposit(
  tx: Db,
  input: { orderSn: string; outcome: 'paid' | 'failed'; amount?: bigint; failureReason?: string; now: Date },
): Promise<{ changed: boolean }> {
  const [order] = await tx.select().from(depositOrders).where(eq(depositOrders.orderSn, input.orderSn)).for('update');
  if (!order) throw new AppError('NOT_FOUND', { field: 'orderSn' });
  if (order.status === 'paid' || order.status === 'failed' || order.status === 'refunding' || order.status === 'refunded') {
    return { changed: false };
  }
  if (input.outcome === 'failed') {
    await tx
      .update(depositOrders)
      .set({ status: 'failed', failureReason: input.failureReason ?? null, manualStatus: order.manualStatus ? 'failed' : null })
      .where(eq(depositOrders.id, order.id));
    return { changed: true };
  }
  if (input.amount !== undefined && input.amount !== order.amount) throw new AppError('CONFLICT', { field: 'amount' });
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
    .where(eq(depositOrders.id, order.id));
  // In the same transaction: the member hears of the credit exactly when it happened.
  await sendLetter(tx, {
    to: { userId: order.userId },
    content: { template: 'depositCredited', params: { orderSn: order.orderSn, coins: Number(order.coins) } },
    dedupeKey: `deposit:${order.orderSn}`,
    now: input.now,
  });
  return { changed: true };
}
