import { count, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers } from './schema.ts';

export interface WalletTransfer {
  id: string;
  /** Positive: coins into the member's wallet; negative: out of it. */
  amount: bigint;
  reason: string;
  ref: string;
  createdAt: Date;
}

/**
 * A page of the transfers in and out of a member's wallet, newest first, and how many there are
 * (the console's member ledger). A member without a wallet has none.
 */
export async function listWalletTransfers(
  db: Db,
  input: { userId: bigint; limit: number; offset: number },
): Promise<{ rows: WalletTransfer[]; total: number }> {
  const [wallet] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, input.userId))
    .limit(1);
  if (!wallet) return { rows: [], total: 0 };
  const where = or(eq(ledgerTransfers.debitAccountId, wallet.id), eq(ledgerTransfers.creditAccountId, wallet.id));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerTransfers)
      .where(where)
      .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(ledgerTransfers).where(where),
  ]);
  return {
    rows: rows.map((t) => ({
      id: t.id,
      amount: t.creditAccountId === wallet.id ? t.amount : -t.amount,
      reason: t.reason,
      ref: t.ref,
      createdAt: t.createdAt,
    })),
    total: total?.n ?? 0,
  };
}
