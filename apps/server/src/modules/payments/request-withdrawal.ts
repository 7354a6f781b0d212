import { and, eq } from 'drizzle-orm';
import type { KycRules } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { withdrawalOrders } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertSameRequest } from '../../http/idempotent-request.ts';
import { verifyPaymentPassword } from '../auth/index.ts';
import { assertCardHolderIsMember, getWithdrawalCard, hasBankCard } from '../bank-cards/index.ts';
import { assertKycAllows } from '../kyc/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';
import { WITHDRAWAL_FEE, WITHDRAWAL_LIMITS } from './channels.ts';
import { newOrderSn } from './order-sn.ts';
import { withReservedOrderSn } from './order-routes.ts';

export interface WithdrawalInput {
  userId: bigint;
  amount: number;
  bankCardId: bigint;
  paymentPassword: string;
  idempotencyKey: string;
  now: Date;
  kycRules: KycRules;
}

/**
 * Requests a withdrawal: a bound card of the member's own, the payment password, the limits,
 * and enough balance. The coins move to the withdrawal-holds account in the same transaction
 * as the order, so they cannot be spent twice while the request waits for review.
 */
export async function requestWithdrawal(db: Db, input: WithdrawalInput) {
  if (!(await hasBankCard(db, input.userId))) throw new AppError('BANK_CARD_REQUIRED', { field: 'bankCardId' });
  const card = await getWithdrawalCard(db, { userId: input.userId, cardId: input.bankCardId });
  // Only to an account in the member's own (verified) name; refused before anything is held.
  await assertCardHolderIsMember(db, { userId: input.userId, card });
  await verifyPaymentPassword(db, { userId: input.userId, paymentPassword: input.paymentPassword });
  if (input.amount < WITHDRAWAL_LIMITS.min || input.amount > WITHDRAWAL_LIMITS.max) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', {
      field: 'amount',
      params: { min: WITHDRAWAL_LIMITS.min, max: WITHDRAWAL_LIMITS.max },
    });
  }
  const amount = BigInt(input.amount);

  const replay = await findByKey(db, input);
  if (replay) return sameOrConflict(replay, input, amount);
  try {
    // The order number is reserved first (order-routes.ts), so the transaction that records the
    // order and holds its coins writes the member's rows only. A second request with the same key
    // fails on the order's own key: its transaction rolls back and its number is given back.
    const order = await withReservedOrderSn(
      db,
      { userId: input.userId, kind: 'withdrawal', newOrderSn: () => newOrderSn('W', input.now) },
      (orderSn) =>
        db.transaction(async (tx) => {
          // KYC and turnover rules (kyc module), the same call as a crypto withdrawal's: first in
          // the transaction, which it joins under the wallet's lock (a refusal rolls back and
          // releases the order number), so no credit lands between the check and the hold.
          await assertKycAllows(tx, {
            userId: input.userId,
            action: 'withdrawal',
            amount,
            now: input.now,
            rules: input.kycRules,
          });
          const [inserted] = await tx
            .insert(withdrawalOrders)
            .values({
              orderSn,
              userId: input.userId,
              bankCardId: card.id,
              bankName: card.bankName,
              cardLast4: card.last4,
              amount,
              fee: WITHDRAWAL_FEE,
              idempotencyKey: input.idempotencyKey,
              createdAt: input.now,
              updatedAt: input.now,
            })
            .returning();
          // A known id refuses (transfer's default): the order is new, so its hold must be; a retry
          // of the request is answered by its idempotency key above, never by the ledger.
          await transfer(tx, {
            id: `withdrawal-hold:${orderSn}`,
            from: await ensureUserWallet(tx, input.userId),
            to: await systemAccount(tx, 'withdrawal_holds', input.userId),
            amount,
            reason: 'withdrawal_hold',
            ref: `withdrawal:${orderSn}`,
          });
          return inserted;
        }),
    );
    return order!;
  } catch (error) {
    // Two requests with one key at once: the loser finds the winner's order.
    const winner = await findByKey(db, input);
    if (winner) return sameOrConflict(winner, input, amount);
    throw error;
  }
}

async function findByKey(db: Db, input: WithdrawalInput) {
  const [order] = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.userId, input.userId), eq(withdrawalOrders.idempotencyKey, input.idempotencyKey)));
  return order;
}

function sameOrConflict(order: typeof withdrawalOrders.$inferSelect, input: WithdrawalInput, amount: bigint) {
  // The payment password is a secret, not part of the request's identity.
  assertSameRequest({ amount: order.amount, bankCardId: order.bankCardId }, { amount, bankCardId: input.bankCardId });
  return order;
}
