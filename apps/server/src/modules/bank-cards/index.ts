/** The bank-cards module's public use cases, for the payments module and the operator console. */
export { assertCardHolderIsMember } from './card-holder-check.ts';
export { getWithdrawalCard, type WithdrawalCard } from './get-withdrawal-card.ts';
export { hasBankCard } from './has-bank-card.ts';
export { listBankCards } from './list-bank-cards.ts';
export { keysReadStoredCards } from './stored-cards-key-check.ts';
export { cardHoldersByIds, type CardHolder } from './card-holders.ts';
export { payoutAccountsByIds, type PayoutAccount } from './payout-accounts.ts';
export { sharedBankAccounts, type SharedBankAccount } from './shared-accounts.ts';
