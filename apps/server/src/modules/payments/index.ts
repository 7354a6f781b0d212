/** The payments module's public use cases (the operator console drives these). */
export { decideWithdrawal, tokyoDayOf } from './decide-withdrawal.ts';
export { settleDeposit } from './settle-deposit.ts';
export { expireDeposits } from './expire-deposits.ts';
export { verifyOrders } from './verify-orders.ts';
export { completeDepositRefund, startDepositRefund } from './refund-deposit.ts';
export { memberDepositOrders, memberWithdrawalOrders } from './views.ts';
export { paymentQueueSizes } from './figures.ts';
export { paymentProviders } from './payment-providers.ts';
export type { PaymentProviderAdapter, ProviderOrderState } from './provider-adapter.ts';
export { reconcileDeposits } from './reconcile-deposits.ts';
export { redeliverSandboxWebhooks } from './sandbox-psp/deliveries.ts';
/** Order numbers across payments and crypto: one route per order, reserved before it (order-routes.ts). */
export { withReservedOrderSn, orderOwner, requireOrderOwner, ordersWithoutRoute, type OrderKind } from './order-routes.ts';
