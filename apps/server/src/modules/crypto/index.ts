/** The crypto module's public use cases (the operator console and ledger:verify use these). */
export { decideCryptoWithdrawal, type CryptoWithdrawalDecision } from './decide-crypto-withdrawal.ts';
export { cryptoPayoutFor, sandboxPayout, type PayoutAdapter, type PayoutRequest, type PayoutResult } from './payout.ts';
export { verifyCryptoOrders } from './verify-crypto-orders.ts';
export { receiveChainTransfer } from './receive-chain-transfer.ts';
export type { ChainTransfer, ChainWatcher } from './chain-watcher.ts';
export { signChainPayload } from './chain-signature.ts';
export { creditHeldCryptoDeposit } from './credit-held-deposit.ts';
export { returnHeldCryptoDeposit } from './return-held-deposit.ts';
export { cryptoQueueSizes } from './figures.ts';
export { sharedWithdrawalAddresses } from './shared-addresses.ts';
export { memberCryptoOrders } from './views.ts';
