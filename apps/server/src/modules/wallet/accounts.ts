import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, type SystemAccount } from '../../db/schema/index.ts';

/** The member's wallet account, created on first use (never twice, even when two requests race). */
export async function ensureUserWallet(db: Db, userId: bigint): Promise<bigint> {
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ kind: 'user_wallet', userId })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const [existing] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  return existing!.id;
}

/** A system account by its code, created on first use. */
export async function systemAccount(db: Db, code: SystemAccount): Promise<bigint> {
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ kind: 'system', code })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const [existing] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return existing!.id;
}

/** A member's balance in coins (0 before their first movement). */
export async function getBalance(db: Db, userId: bigint): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return row?.balance ?? 0n;
}
