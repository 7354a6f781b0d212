import type { depositOrders } from './schema.ts';

/** What a provider answers when asked about one checkout (its query call). */
export type ProviderOrderState =
  | { status: 'paid'; amount: bigint; currency: 'JPY' | 'CNY' }
  | { status: 'failed' }
  /** Nothing decided: not paid, not declined, or unknown to the provider. */
  | { status: 'open' };

/**
 * One payment provider as the payments module sees it. Its webhook route verifies and parses
 * what it pushes; the adapter is what we ask it: the reconciliation (reconcile-deposits.ts) calls
 * `queryOrder` for orders whose webhook has not come, and settles them through the same path as
 * a verified webhook (provider-verdict.ts). A real provider's adapter wraps its order-query API.
 */
export interface PaymentProviderAdapter {
  /** The provider's name, as in logs. */
  name: string;
  /** The deposit orders it serves. */
  channel: (typeof depositOrders.$inferSelect)['channel'];
  /** Asks the provider what became of an order; throws when the provider cannot be asked now. */
  queryOrder(orderSn: string): Promise<ProviderOrderState>;
}
