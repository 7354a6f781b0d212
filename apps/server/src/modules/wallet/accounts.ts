import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, type SystemAccount } from './schema.ts';

/**
 * The owner of the house rows: the system accounts no member's movement uses (the shared shard-0
 * rows and the 256 bucket rows of before migration 0030, docs/decisions/0005). No member has id 0
 * (`users.id` starts at 1), so every house row lives under this one key, on one shard of a ledger
 * distributed by owner (docs/scale.md).
 */
export const HOUSE_OWNER_ID = 0n;

/**
 * A ledger row as every movement names it: its owner and its id, the row's key. The owner is the
 * key a ledger distributed by member is split by (docs/scale.md), so a movement that names both
 * reaches each row on its member's shard; an id alone would have to ask every shard.
 */
export interface LedgerAccountRef {
  ownerUserId: bigint;
  id: bigint;
}

/** A member's wallet row: by owner and member (ledger_accounts_user_id_key; a router query by owner). */
const walletOf = (userId: bigint) => and(eq(ledgerAccounts.ownerUserId, userId), eq(ledgerAccounts.userId, userId));

/** The member's wallet account, created on first use (never twice, even when two requests race). */
export async function ensureUserWallet(db: Db, userId: bigint): Promise<LedgerAccountRef> {
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ kind: 'user_wallet', userId, ownerUserId: userId })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return { ownerUserId: userId, id: created.id };
  const [existing] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(walletOf(userId));
  return { ownerUserId: userId, id: existing!.id };
}

/**
 * A system account's row by code, created on first use. Pass the member's id for a member's
 * movements: each member has their own row of each system account (`owner_user_id`), so a
 * member's money moves only between rows keyed by that member: nobody else's movement waits on
 * them, and the schema can be distributed by member (docs/scale.md, docs/decisions/0005).
 * Without a member it is the house row (owner `HOUSE_OWNER_ID`, shard 0), which no member's
 * movement uses.
 */
export async function systemAccount(db: Db, code: SystemAccount, forUser?: bigint): Promise<LedgerAccountRef> {
  const owner = forUser ?? HOUSE_OWNER_ID;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ kind: 'system', code, shard: 0, ownerUserId: owner })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return { ownerUserId: owner, id: created.id };
  const [existing] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.code, code),
        eq(ledgerAccounts.ownerUserId, owner),
        // The house keeps the old bucket rows too (shards 1–255); its own row is shard 0.
        owner === HOUSE_OWNER_ID ? eq(ledgerAccounts.shard, 0) : undefined,
      ),
    );
  return { ownerUserId: owner, id: existing!.id };
}

/** A member's balance in coins (0 before their first movement). */
export async function getBalance(db: Db, userId: bigint): Promise<bigint> {
  const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(walletOf(userId));
  return row?.balance ?? 0n;
}

/** A system account's balance: the sum of its rows (every member's and the house's, old bucket rows included): a fan-out read. */
export async function getSystemBalance(db: Db, code: SystemAccount): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  return BigInt(row?.total ?? '0');
}
