import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from './schema.ts';

/**
 * A member's inflows as the ledger keeps them (sql/ledger_turnover_class.sql defines which transfer
 * does what; ledger_transfer_many applies it to every leg, so every credit path is counted):
 * `inflow` coins came in since the last withdrawal request and must be played (deposits of every
 * channel, operator credits, migrated balances, agent rebates, a returned refund, and the share of
 * the sender's unplayed coins an agent transfer or take-back carried), `bet` coins were played since
 * then, and `total` is every coin that ever came in from outside the member's play (the KYC deposit
 * thresholds). The kyc module turns these into the rules (kyc-rules.ts).
 */
export interface MemberInflows {
  inflow: bigint;
  bet: bigint;
  total: bigint;
}

/**
 * The member's inflows: one read of their wallet row (its key). `lock` takes the row's lock for the
 * rest of the caller's transaction: a withdrawal checks its turnover under it, so no credit can land
 * between the check and the hold that starts the window again (the credit's ledger update waits).
 */
export async function memberInflows(db: Db, input: { userId: bigint; lock?: boolean }): Promise<MemberInflows> {
  const query = db
    .select({ inflow: ledgerAccounts.turnoverInflow, bet: ledgerAccounts.turnoverBet, total: ledgerAccounts.inflowTotal })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerUserId, input.userId), eq(ledgerAccounts.userId, input.userId)));
  const [row] = input.lock ? await query.for('update') : await query;
  return row ?? { inflow: 0n, bet: 0n, total: 0n };
}
