import type { TCryptoNetwork } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cryptoWithdrawals } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertSameRequest } from '../../http/idempotent-request.ts';
import { verifyPaymentPassword } from '../auth/index.ts';
import { assertKycAllows } from '../kyc/index.ts';
import { withReservedOrderSn } from '../payments/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';
import { checkAddress } from './addresses.ts';
import { findNetwork } from './catalogue.ts';
import { assertOrderCoinsInRange, coinsAt, parseUnits } from './decimal.ts';
import type { CryptoDeps } from './deps.ts';
import { newCryptoOrderSn } from './order-sn.ts';

export interface CryptoWithdrawalInput {
  userId: bigint;
  coin: string;
  network: TCryptoNetwork;
  address: string;
  /** What the member receives on chain; the network fee comes on top. */
  amount: string;
  paymentPassword: string;
  idempotencyKey: string;
  now: Date;
}

/**
 * Requests a crypto withdrawal: the network must be one of the coin's (SPEC §5), the address valid
 * for it, the amount within the bounds, the payment password right and the rate fresh. The coins
 * for amount + fee (at the rate, rounded up) move to the withdrawal-holds account in the same
 * transaction as the order; any refusal holds nothing.
 */
export async function requestCryptoWithdrawal(db: Db, deps: CryptoDeps, input: CryptoWithdrawalInput) {
  const network = findNetwork(deps.catalogue, { ...input, purpose: 'withdraw' });
  const checked = checkAddress(network.family, input.address);
  if (!checked.valid) throw new AppError('CRYPTO_ADDRESS_INVALID', { field: 'address' });
  const units = parseUnits(input.amount, network.decimals);
  if (units === null || units <= 0n) {
    throw new AppError('CRYPTO_AMOUNT_INVALID', { field: 'amount', params: { decimals: network.decimals } });
  }
  if (units < parseUnits(network.withdrawMin, network.decimals)! || units > parseUnits(network.withdrawMax, network.decimals)!) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', {
      field: 'amount',
      params: { min: network.withdrawMin, max: network.withdrawMax },
    });
  }
  await verifyPaymentPassword(db, input);
  const feeUnits = parseUnits(network.withdrawFee, network.decimals)!;

  const replay = await findByKey(db, input);
  if (replay) return sameOrConflict(replay, input, checked.address, units);
  const rate = await deps.rates.forOrder(input.coin, input.now);
  const coins = coinsAt({
    units: units + feeUnits,
    decimals: network.decimals,
    rate,
    coinsPerYen: deps.coinsPerYen,
    rounding: 'up',
  });
  assertOrderCoinsInRange(coins);
  try {
    // The order number is reserved first (payments' withReservedOrderSn), so the transaction that
    // records the order and holds its coins writes the member's rows only. A second request with
    // the same key fails on the order's own key: its transaction rolls back and its number is given back.
    const order = await withReservedOrderSn(
      db,
      { userId: input.userId, kind: 'crypto_withdrawal', newOrderSn: () => newCryptoOrderSn('CW', input.now) },
      (orderSn) =>
        db.transaction(async (tx) => {
          // KYC and turnover rules (kyc module), the same call as a bank withdrawal's: first in
          // the transaction, which it joins under the wallet's lock (a refusal rolls back and
          // releases the order number), so no credit lands between the check and the hold.
          await assertKycAllows(tx, {
            userId: input.userId,
            action: 'withdrawal',
            amount: coins,
            now: input.now,
            rules: deps.kycRules,
          });
          const [inserted] = await tx
            .insert(cryptoWithdrawals)
            .values({
              orderSn,
              userId: input.userId,
              coin: input.coin,
              network: input.network,
              address: checked.address,
              amountUnits: units.toString(),
              feeUnits: feeUnits.toString(),
              decimals: network.decimals,
              rate,
              coins,
              idempotencyKey: input.idempotencyKey,
              createdAt: input.now,
              updatedAt: input.now,
            })
            .returning();
          // A known id refuses (transfer's default): the order is new, so its hold must be; a retry
          // of the request is answered by its idempotency key above, never by the ledger.
          await transfer(tx, {
            id: `crypto-withdrawal-hold:${orderSn}`,
            from: await ensureUserWallet(tx, input.userId),
            to: await systemAccount(tx, 'withdrawal_holds', input.userId),
            amount: coins,
            reason: 'crypto_withdrawal_hold',
            ref: `crypto-withdrawal:${orderSn}`,
          });
          return inserted;
        }),
    );
    return order!;
  } catch (error) {
    // Two requests with one key at once: the loser finds the winner's order.
    const winner = await findByKey(db, input);
    if (winner) return sameOrConflict(winner, input, checked.address, units);
    throw error;
  }
}

async function findByKey(db: Db, input: CryptoWithdrawalInput) {
  const [order] = await db
    .select()
    .from(cryptoWithdrawals)
    .where(and(eq(cryptoWithdrawals.userId, input.userId), eq(cryptoWithdrawals.idempotencyKey, input.idempotencyKey)));
  return order;
}

function sameOrConflict(
  order: typeof cryptoWithdrawals.$inferSelect,
  input: CryptoWithdrawalInput,
  address: string,
  units: bigint,
) {
  assertSameRequest(
    { coin: order.coin, network: order.network, address: order.address, amountUnits: BigInt(order.amountUnits) },
    { coin: input.coin, network: input.network, address, amountUnits: units },
  );
  return order;
}
