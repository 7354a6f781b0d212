import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositOrders } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';
import { requireOrderOwner } from './order-routes.ts';

const REFUND_LETTER = {
  started: {
    title: {
      Jp: '入金の返金を開始しました',
      En: 'Your deposit is being refunded',
      Zh: '您的充值正在退款',
      ZhTW: '您的儲值正在退款',
    },
    body: {
      Jp: '入金 {sn} の返金手続きを開始しました。返金分のコインは手続きが終わるまで保留されます。',
      En: 'We have started refunding deposit {sn}. Its coins are held until the refund completes.',
      Zh: '充值 {sn} 的退款已开始。退款完成前，相应的游戏币将被冻结。',
      ZhTW: '儲值 {sn} 的退款已開始。退款完成前，相應的遊戲幣將被凍結。',
    },
  },
  refunded: {
    title: { Jp: '入金を返金しました', En: 'Your deposit was refunded', Zh: '您的充值已退款', ZhTW: '您的儲值已退款' },
    body: {
      Jp: '入金 {sn} を返金しました。',
      En: 'Deposit {sn} was refunded to you.',
      Zh: '充值 {sn} 已退款。',
      ZhTW: '儲值 {sn} 已退款。',
    },
  },
  failed: {
    title: { Jp: '返金できませんでした', En: 'The refund did not go through', Zh: '退款未成功', ZhTW: '退款未成功' },
    body: {
      Jp: '入金 {sn} の返金ができなかったため、保留していたコインをウォレットに戻しました。',
      En: 'Deposit {sn} could not be refunded, so its held coins are back in your wallet.',
      Zh: '充值 {sn} 未能退款，冻结的游戏币已退回您的钱包。',
      ZhTW: '儲值 {sn} 未能退款，凍結的遊戲幣已退回您的錢包。',
    },
  },
} as const;

/**
 * The id of a refund step's transfer (and letter) in one attempt (issue 26 §1): a deposit may be
 * refunded again after a failed refund, and each attempt moves its own coins. The first attempt
 * keeps the id it had before attempts were numbered (`refund-hold:<sn>`), so the orders refunded
 * before, and an instance of the release before during a rolling deploy, agree with this one on
 * it; later attempts carry their number (`refund-hold:<sn>:2`). verify-orders.ts reads them the same way.
 */
export function refundStepId(step: 'refund-hold' | 'refund-paid' | 'refund-return', orderSn: string, attempt: number) {
  return attempt <= 1 ? `${step}:${orderSn}` : `${step}:${orderSn}:${attempt}`;
}

async function letter(
  tx: Db,
  order: { userId: bigint; orderSn: string },
  attempt: number,
  kind: keyof typeof REFUND_LETTER,
  now: Date,
) {
  const { userId, orderSn } = order;
  const text = REFUND_LETTER[kind];
  const fill = (s: string) => s.replace('{sn}', orderSn);
  await sendLetter(tx, {
    to: { userId },
    content: {
      category: 'deposit',
      title: text.title,
      body: { Jp: fill(text.body.Jp), En: fill(text.body.En), Zh: fill(text.body.Zh), ZhTW: fill(text.body.ZhTW) },
    },
    // Per attempt: a second refund's letters are letters of their own.
    dedupeKey: attempt <= 1 ? `refund-${kind}:${orderSn}` : `refund-${kind}:${orderSn}:${attempt}`,
    now,
  });
}

/**
 * The operator starts refunding a paid deposit (for the console's finance role): the deposit's
 * coins move from the member's wallet to the holds account, so they can neither be played nor
 * withdrawn while the provider returns the money. A member who no longer has the coins cannot
 * be refunded this way (INSUFFICIENT_BALANCE, nothing changes). One refund at a time per deposit;
 * after a failed one the deposit may be refunded again, as a new attempt with its own transfer ids.
 */
export async function startDepositRefund(
  db: Db,
  input: { userId?: bigint | undefined; orderSn: string; reason: string; now: Date },
) {
  const userId = input.userId ?? (await requireOrderOwner(db, input.orderSn, 'deposit'));
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, userId, input.orderSn);
    if (order.status !== 'paid') throw new AppError('ORDER_NOT_PENDING');
    const attempt = order.refundAttempt + 1;
    // The state advances only if the coins move now: a hold id the ledger already holds refuses
    // (LEDGER_TRANSFER_REPLAYED) and nothing changes.
    await transfer(tx, {
      id: refundStepId('refund-hold', order.orderSn, attempt),
      from: await ensureUserWallet(tx, order.userId),
      to: await systemAccount(tx, 'withdrawal_holds', order.userId),
      amount: order.coins,
      reason: 'refund_hold',
      ref: `deposit:${order.orderSn}`,
    });
    await letter(tx, order, attempt, 'started', input.now);
    const [updated] = await tx
      .update(depositOrders)
      .set({ status: 'refunding', refundAttempt: attempt, failureReason: input.reason.slice(0, 500) })
      .where(and(eq(depositOrders.userId, order.userId), eq(depositOrders.id, order.id)))
      .returning();
    return updated!;
  });
}

/**
 * The provider's (or operator's) answer on a refund: refunded → the held coins leave to the
 * deposits-clearing account (the house's bank side, where the deposit came from); failed → they
 * return to the member's wallet and the deposit stands as paid. Each answer moves the attempt's
 * hold once.
 */
export async function completeDepositRefund(
  db: Db,
  input: { userId?: bigint | undefined; orderSn: string; outcome: 'refunded' | 'failed'; now: Date },
) {
  const userId = input.userId ?? (await requireOrderOwner(db, input.orderSn, 'deposit'));
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, userId, input.orderSn);
    if (order.status !== 'refunding') throw new AppError('ORDER_NOT_PENDING');
    const holds = await systemAccount(tx, 'withdrawal_holds', order.userId);
    const refunded = input.outcome === 'refunded';
    // The attempt under way (1 for a refund an instance of the release before started: it did not
    // count). Its answer moves its own hold once; a known id refuses and nothing changes.
    const attempt = Math.max(order.refundAttempt, 1);
    await transfer(tx, {
      id: refundStepId(refunded ? 'refund-paid' : 'refund-return', order.orderSn, attempt),
      from: holds,
      to: refunded ? await systemAccount(tx, 'deposits_clearing', order.userId) : await ensureUserWallet(tx, order.userId),
      amount: order.coins,
      reason: refunded ? 'refund_paid' : 'refund_returned',
      ref: `deposit:${order.orderSn}`,
    });
    await letter(tx, order, attempt, refunded ? 'refunded' : 'failed', input.now);
    const [updated] = await tx
      .update(depositOrders)
      .set({ status: refunded ? 'refunded' : 'paid' })
      .where(and(eq(depositOrders.userId, order.userId), eq(depositOrders.id, order.id)))
      .returning();
    return updated!;
  });
}

/** The deposit, locked, by its member and number (the member from the caller or order_routes). */
async function lockOrder(tx: Db, userId: bigint, orderSn: string) {
  const [order] = await tx
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.userId, userId), eq(depositOrders.orderSn, orderSn)))
    .for('update');
  if (!order) throw new AppError('NOT_FOUND', { field: 'orderSn' });
  return order;
}
