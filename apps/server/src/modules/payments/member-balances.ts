import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberBalances } from '../wallet/index.ts';

/**
 * The wallet balances of these members now, from the view the wallet module publishes, in one
 * statement: the queues show them so a confirmation can say what a decision leaves the member
 * with. A member without a wallet yet has 0.
 */
export async function balancesByUserIds(db: Db, userIds: readonly bigint[]): Promise<Map<bigint, number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(memberBalances).where(inArray(memberBalances.userId, ids));
  return new Map(rows.map((row) => [row.userId, Number(row.balance)]));
}
