import type { Db } from '../../db/client.ts';
import { settleDeposit } from './settle-deposit.ts';

/**
 * A payment provider's verdict on one checkout, from a verified webhook or from asking the
 * provider. "paid" always names what the provider took: it is compared with the order before
 * anything is credited.
 */
export type ProviderVerdict = { userId: bigint; orderSn: string; now: Date } & (
  { outcome: 'paid'; amount: bigint; currency: 'JPY' | 'CNY' } | { outcome: 'failed' }
);

/**
 * The one path from a provider's verdict to the order, inside the caller's transaction: a verified
 * webhook (after recording its event id) and the reconciliation (after asking the provider) both
 * come here, so whichever arrives first settles the order and the other changes nothing
 * (settleDeposit locks the order row; the credit's transfer id is `deposit:<orderSn>`).
 */
export function applyProviderVerdict(tx: Db, verdict: ProviderVerdict) {
  return settleDeposit(tx, {
    userId: verdict.userId,
    orderSn: verdict.orderSn,
    outcome: verdict.outcome,
    reported: verdict.outcome === 'paid' ? { amount: verdict.amount, currency: verdict.currency } : undefined,
    failureReason: verdict.outcome === 'failed' ? 'declined by the payment provider' : undefined,
    now: verdict.now,
  });
}
