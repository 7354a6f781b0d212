/** The wallet module's public use cases: the ledger is written only through these. */
export {
  ensureUserWallet,
  getBalance,
  getSystemBalance,
  HOUSE_OWNER_ID,
  systemAccount,
  type LedgerAccountRef,
} from './accounts.ts';
export {
  ledgerLegsJson,
  transfer,
  transferMany,
  type TransferInput,
  type TransferOptions,
  type TransferResult,
} from './transfer.ts';
export { verifyLedger, type LedgerReport } from './verify-ledger.ts';
export { memberBalances, memberMoneyFlows, memberSystemCredits, memberSystemDebits } from './views.ts';
export { listWalletTransfers, type WalletTransfer } from './wallet-transfers.ts';
export { memberInflows, type MemberInflows } from './turnover.ts';
export { memberCreditsByDay, moneyByAgent, moneyByDay, playersBalanceLiability, type AgentMoney } from './figures.ts';
