import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cryptoWithdrawals } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { requireOrderOwner } from '../payments/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';
import { formatUnits } from './decimal.ts';
import type { PayoutAdapter } from './payout.ts';
import { normalizeTxid } from './txid.ts';

export type CryptoWithdrawalDecision =
  { action: 'approve' } | { action: 'paid'; txid: string } | { action: 'fail'; reason: string };

type Order = typeof cryptoWithdrawals.$inferSelect;

/**
 * The operator side of a crypto withdrawal (the console drives it): review → withdrawing
 * (approved), then success (the held coins leave to deposits clearing, the txid kept) or failed
 * (the held coins return to the member). With a payout adapter (`cryptoPayoutFor(config)`), an
 * approval also sends the coins, outside any DB transaction, and records its verdict; if the
 * adapter throws, the order stays `withdrawing` for an operator to mark paid (with the txid) or failed.
 * Each step locks the order and moves money at most once. The order's member is `userId` when the
 * caller knows it, else read from order_routes first; the order is locked by (user_id, order_sn).
 */
export async function decideCryptoWithdrawal(
  db: Db,
  input: {
    userId?: bigint | undefined;
    orderSn: string;
    decision: CryptoWithdrawalDecision;
    now: Date;
    payout?: PayoutAdapter;
  },
): Promise<Order> {
  const { decision } = input;
  const userId = input.userId ?? (await requireOrderOwner(db, input.orderSn, 'crypto_withdrawal'));
  if (decision.action === 'approve') {
    const approved = await db.transaction(async (tx) => {
      const order = await lock(tx, userId, input.orderSn);
      if (order.status !== 'review') throw new AppError('ORDER_NOT_PENDING');
      return update(tx, order, { status: 'withdrawing', updatedAt: input.now });
    });
    if (!input.payout) return approved;
    const result = await input.payout.send({
      orderSn: approved.orderSn,
      coin: approved.coin,
      network: approved.network,
      address: approved.address,
      amount: formatUnits(BigInt(approved.amountUnits), approved.decimals),
    });
    return decideCryptoWithdrawal(db, {
      userId,
      orderSn: approved.orderSn,
      decision: result.status === 'sent' ? { action: 'paid', txid: result.txid } : { action: 'fail', reason: result.reason },
      now: input.now,
    });
  }
  return db.transaction(async (tx) => {
    const order = await lock(tx, userId, input.orderSn);
    const holds = await systemAccount(tx, 'withdrawal_holds', order.userId);
    if (decision.action === 'paid') {
      if (order.status !== 'withdrawing') throw new AppError('ORDER_NOT_PENDING');
      const txid = normalizeTxid(order.network, decision.txid);
      // A known id refuses (transfer's default): the order is paid only if the held coins leave now.
      await transfer(tx, {
        id: `crypto-withdrawal-paid:${order.orderSn}`,
        from: holds,
        to: await systemAccount(tx, 'deposits_clearing', order.userId),
        amount: order.coins,
        reason: 'crypto_withdrawal_paid',
        ref: `crypto-withdrawal:${order.orderSn}`,
      });
      await letter(
        tx,
        order,
        { template: 'withdrawalPaid', params: { orderSn: order.orderSn, amount: Number(order.coins) } },
        input.now,
      );
      return update(tx, order, { status: 'success', txid, updatedAt: input.now, completedAt: input.now });
    }
    if (order.status !== 'review' && order.status !== 'withdrawing') throw new AppError('ORDER_NOT_PENDING');
    const reason = decision.reason.slice(0, 500);
    // A known id refuses (transfer's default): the order fails only if the held coins return now.
    await transfer(tx, {
      id: `crypto-withdrawal-return:${order.orderSn}`,
      from: holds,
      to: await ensureUserWallet(tx, order.userId),
      amount: order.coins,
      reason: 'crypto_withdrawal_returned',
      ref: `crypto-withdrawal:${order.orderSn}`,
    });
    await letter(
      tx,
      order,
      { template: 'withdrawalFailed', params: { orderSn: order.orderSn, amount: Number(order.coins), reason } },
      input.now,
    );
    return update(tx, order, { status: 'failed', failureReason: reason, updatedAt: input.now, completedAt: input.now });
  });
}

async function lock(tx: Db, userId: bigint, orderSn: string): Promise<Order> {
  const [order] = await tx
    .select()
    .from(cryptoWithdrawals)
    .where(and(eq(cryptoWithdrawals.userId, userId), eq(cryptoWithdrawals.orderSn, orderSn)))
    .for('update');
  if (!order) throw new AppError('NOT_FOUND', { field: 'orderSn' });
  return order;
}

async function update(tx: Db, key: Order, values: Partial<typeof cryptoWithdrawals.$inferInsert>): Promise<Order> {
  const [order] = await tx
    .update(cryptoWithdrawals)
    .set(values)
    .where(and(eq(cryptoWithdrawals.userId, key.userId), eq(cryptoWithdrawals.id, key.id)))
    .returning();
  return order!;
}

function letter(tx: Db, order: Order, content: Parameters<typeof sendLetter>[1]['content'], now: Date) {
  return sendLetter(tx, { to: { userId: order.userId }, content, dedupeKey: `crypto-withdrawal:${order.orderSn}`, now });
}
