import type { TWithdrawalBankDetails } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type Actor } from '../admin/index.ts';
import { payoutAccountsByIds } from '../bank-cards/index.ts';
import { usernamesByIds } from '../users/index.ts';
import { withdrawalOrders } from './schema.ts';
import { requireOrderOwner } from './order-routes.ts';

/**
 * The full account a bank withdrawal is paid to, for the finance staff member who pays it (the
 * call needs `withdrawals.pay`). Every view is one explicit call and one audit row — who, which
 * order, when — written in the same transaction before the number is answered, so no view goes
 * unrecorded. The audit row names the account only by codes and the last four digits.
 */
export async function revealWithdrawalAccount(db: Db, input: { orderSn: string } & Actor): Promise<TWithdrawalBankDetails> {
  // The order's member from order_routes, then the order by (user_id, order_sn): a router query on Citus.
  const userId = await requireOrderOwner(db, input.orderSn, 'withdrawal');
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.userId, userId), eq(withdrawalOrders.orderSn, input.orderSn)))
      .limit(1);
    if (!order) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    const [accounts, usernames] = await Promise.all([
      payoutAccountsByIds(tx, [{ userId: order.userId, cardId: order.bankCardId }]),
      usernamesByIds(tx, [order.userId]),
    ]);
    const account = accounts.get(order.bankCardId);
    if (!account) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    await recordAudit(tx, {
      ...input,
      action: 'withdrawal.bank-details.view',
      targetType: 'withdrawal',
      targetId: order.orderSn,
      before: null,
      after: { status: order.status, bankCode: account.bankCode, branchCode: account.branchCode, last4: order.cardLast4 },
    });
    return {
      orderSn: order.orderSn,
      userId: String(order.userId),
      username: usernames.get(order.userId) ?? '',
      amount: Number(order.amount),
      transferAmount: Number(order.amount - order.fee),
      ...account,
    };
  });
}
