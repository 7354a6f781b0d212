import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers } from './schema.ts';

export interface WalletTransfer {
  id: string;
  /** Positive: coins into the member's wallet; negative: out of it. */
  amount: bigint;
  /** The wallet's balance right after this transfer. */
  balanceAfter: bigint;
  reason: string;
  ref: string;
  createdAt: Date;
}

/**
 * A page of the transfers in and out of a member's wallet, newest first, and how many there are
 * (the console's member ledger), each with the balance right after it. A member without a wallet has none.
 */
export async function listWalletTransfers(
  db: Db,
  input: { userId: bigint; limit: number; offset: number },
): Promise<{ rows: WalletTransfer[]; total: number }> {
  const [wallet] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    // A wallet's owner is its member: by owner and member, the unique key (a router query on Citus).
    .where(and(eq(ledgerAccounts.ownerUserId, input.userId), eq(ledgerAccounts.userId, input.userId)))
    .limit(1);
  if (!wallet) return { rows: [], total: 0 };
  const where = or(eq(ledgerTransfers.debitAccountId, wallet.id), eq(ledgerTransfers.creditAccountId, wallet.id));
  const signed = sql`case when ${ledgerTransfers.creditAccountId} = ${wallet.id} then ${ledgerTransfers.amount} else -${ledgerTransfers.amount} end`;
  // The balance after each transfer is the running sum of the wallet's transfers in the order
  // they were written (a wallet opens at zero and only transfers move it), in the same statement
  // as the page, so the page and its balances are one snapshot.
  const history = db
    .select({
      id: ledgerTransfers.id,
      reason: ledgerTransfers.reason,
      ref: ledgerTransfers.ref,
      createdAt: ledgerTransfers.createdAt,
      amount: sql<string>`${signed}`.as('signed_amount'),
      balanceAfter: sql<string>`sum(${signed}) over (order by ${ledgerTransfers.createdAt}, ${ledgerTransfers.id})`.as(
        'balance_after',
      ),
    })
    .from(ledgerTransfers)
    .where(where)
    .as('history');
  const [rows, [total]] = await Promise.all([
    db.select().from(history).orderBy(desc(history.createdAt), desc(history.id)).limit(input.limit).offset(input.offset),
    db.select({ n: count() }).from(ledgerTransfers).where(where),
  ]);
  return {
    rows: rows.map((t) => ({
      id: t.id,
      amount: BigInt(t.amount),
      balanceAfter: BigInt(t.balanceAfter),
      reason: t.reason,
      ref: t.ref,
      createdAt: new Date(t.createdAt),
    })),
    total: total?.n ?? 0,
  };
}
