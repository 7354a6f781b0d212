import { and, asc, eq, or } from 'drizzle-orm';
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
 * The member's inflows: one read of their wallet row (its key). `lock` (a withdrawal, inside the
 * transaction that holds its coins) locks the rows that hold moves, the wallet and the member's
 * withdrawal-holds row, in id order (the order the ledger locks in, so no two moves wait on each
 * other in a cycle), until the caller commits: no credit can land between the check and the hold
 * that starts the window again (the credit's ledger update waits for the lock).
 */
export async function memberInflows(db: Db, input: { userId: bigint; lock?: boolean }): Promise<MemberInflows> {
  const figures = {
    kind: ledgerAccounts.kind,
    inflow: ledgerAccounts.turnoverInflow,
    bet: ledgerAccounts.turnoverBet,
    total: ledgerAccounts.inflowTotal,
  };
  const rows = input.lock
    ? await db
        .select(figures)
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.ownerUserId, input.userId),
            or(eq(ledgerAccounts.userId, input.userId), eq(ledgerAccounts.code, 'withdrawal_holds')),
          ),
        )
        .orderBy(asc(ledgerAccounts.ownerUserId), asc(ledgerAccounts.id))
        .for('update')
    : await db
        .select(figures)
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.ownerUserId, input.userId), eq(ledgerAccounts.userId, input.userId)));
  const wallet = rows.find((row) => row.kind === 'user_wallet');
  return wallet ? { inflow: wallet.inflow, bet: wallet.bet, total: wallet.total } : { inflow: 0n, bet: 0n, total: 0n };
}
