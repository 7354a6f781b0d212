import { and, eq } from 'drizzle-orm';
import type { KycRules } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { depositOrders } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertSameRequest } from '../../http/idempotent-request.ts';
import { CHECKOUT_TTL_MS, COINS_PER_UNIT, DEPOSIT_LIMITS, HOUSE_BANK_ACCOUNT, MANUAL_TTL_MS } from './channels.ts';
import { newOrderSn } from './order-sn.ts';
import { withReservedOrderSn } from './order-routes.ts';
import { assertKycAllows } from '../kyc/index.ts';
import { assertMayDeposit } from '../responsible/index.ts';

export interface CreateDepositInput {
  userId: bigint;
  channel: 'sandbox' | 'manual_bank';
  currency: 'JPY' | 'CNY';
  amount: number;
  idempotencyKey: string;
  now: Date;
  kycRules: KycRules;
}

/**
 * Opens a deposit order. Nothing is credited here: coins arrive only when the provider confirms
 * payment (sandbox webhook) or an operator confirms a manual transfer. The same idempotency
 * key with the same payload answers the first order; with another payload, 409.
 */
export async function createDepositOrder(db: Db, input: CreateDepositInput) {
  const limits = DEPOSIT_LIMITS[input.channel][input.currency];
  if (input.amount < limits.min || input.amount > limits.max) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', { field: 'amount', params: { min: limits.min, max: limits.max } });
  }
  const amount = BigInt(input.amount);
  const [existing] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.userId, input.userId), eq(depositOrders.idempotencyKey, input.idempotencyKey)));
  if (existing) return sameOrConflict(existing, input, amount);
  // Responsible gaming: no deposits in a cool-off or self-exclusion, none past a deposit limit.
  const coins = amount * COINS_PER_UNIT[input.currency];
  await assertMayDeposit(db, { userId: input.userId, coins, now: input.now });
  // KYC rules (kyc module): a large deposit, or one past the cumulative threshold, needs approved KYC.
  await assertKycAllows(db, { userId: input.userId, action: 'deposit', amount: coins, now: input.now, rules: input.kycRules });

  const ttl = input.channel === 'sandbox' ? CHECKOUT_TTL_MS : MANUAL_TTL_MS;
  // The order number is reserved first (order-routes.ts); the order itself is one insert on the
  // member's rows. A taken number is drawn again, never a 500.
  const order = await withReservedOrderSn(
    db,
    { userId: input.userId, kind: 'deposit', newOrderSn: () => newOrderSn('D', input.now) },
    async (orderSn) => {
      const [inserted] = await db
        .insert(depositOrders)
        .values({
          orderSn,
          userId: input.userId,
          channel: input.channel,
          currency: input.currency,
          amount,
          coins,
          manualStatus: input.channel === 'manual_bank' ? 'awaiting_transfer' : null,
          idempotencyKey: input.idempotencyKey,
          createdAt: input.now,
          expiresAt: new Date(input.now.getTime() + ttl),
        })
        .onConflictDoNothing()
        .returning();
      return inserted;
    },
  );
  if (!order) {
    // Another request with the same key won the race; answer its order.
    const [winner] = await db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.userId, input.userId), eq(depositOrders.idempotencyKey, input.idempotencyKey)));
    return sameOrConflict(winner!, input, amount);
  }
  return { order, houseAccount: order.channel === 'manual_bank' ? HOUSE_BANK_ACCOUNT : null };
}

function sameOrConflict(existing: typeof depositOrders.$inferSelect, input: CreateDepositInput, amount: bigint) {
  assertSameRequest(
    { channel: existing.channel, currency: existing.currency, amount: existing.amount },
    { channel: input.channel, currency: input.currency, amount },
  );
  return { order: existing, houseAccount: existing.channel === 'manual_bank' ? HOUSE_BANK_ACCOUNT : null };
}
