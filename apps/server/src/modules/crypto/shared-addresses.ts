import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cryptoWithdrawals } from './schema.ts';

/**
 * The chain addresses this member withdrew to that other members withdrew to as well (a member
 * file's linked accounts, the risk module): each address with the other members, in one pass.
 */
export async function sharedWithdrawalAddresses(
  db: Db,
  userId: bigint,
): Promise<{ network: string; address: string; userIds: bigint[] }[]> {
  const own = db
    .selectDistinct({ address: cryptoWithdrawals.address })
    .from(cryptoWithdrawals)
    .where(eq(cryptoWithdrawals.userId, userId));
  const rows = await db
    .selectDistinct({ network: cryptoWithdrawals.network, address: cryptoWithdrawals.address, userId: cryptoWithdrawals.userId })
    .from(cryptoWithdrawals)
    .where(and(inArray(cryptoWithdrawals.address, own), ne(cryptoWithdrawals.userId, userId)))
    .orderBy(cryptoWithdrawals.address, cryptoWithdrawals.userId);
  const byAddress = new Map<string, { network: string; address: string; userIds: bigint[] }>();
  for (const row of rows) {
    const entry = byAddress.get(row.address) ?? { network: row.network, address: row.address, userIds: [] };
    if (!entry.userIds.includes(row.userId)) entry.userIds.push(row.userId);
    byAddress.set(row.address, entry);
  }
  return [...byAddress.values()];
}
