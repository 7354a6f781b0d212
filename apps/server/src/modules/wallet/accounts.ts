import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, type SystemAccount } from './schema.ts';

/** Shards per system account: enough that concurrent members rarely share a row (docs/decisions/0005). */
export const SYSTEM_SHARDS = 256;

/** The shard of a system account that a member's movements use. */
export function shardOf(userId: bigint): number {
  return Number(userId % BigInt(SYSTEM_SHARDS));
}

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

/**
 * A system account shard by code, created on first use. Pass the member's id for a member's
 * movements (their shard), or nothing for shard 0. Sharding keeps thousands of members from
 * queueing on one hot row (docs/benchmarks.md, ledger section).
 */
export async function systemAccount(db: Db, code: SystemAccount, forUser?: bigint): Promise<bigint> {
  const shard = forUser === undefined ? 0 : shardOf(forUser);
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ kind: 'system', code, shard })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.code, code), eq(ledgerAccounts.shard, shard)));
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

/** A system account's balance: the sum of its shards. */
export async function getSystemBalance(db: Db, code: SystemAccount): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  return BigInt(row?.total ?? '0');
}
