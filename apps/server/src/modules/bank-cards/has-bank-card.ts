import type { Db } from '../../db/client.ts';
import { bankCards } from './schema.ts';
import { liveCardOf } from './queries.ts';

/** Whether the member has bound a card (SPEC §5: a withdrawal needs one — "please bind the bank card first"). */
export async function hasBankCard(db: Db, userId: bigint): Promise<boolean> {
  const [row] = await db.select({ id: bankCards.id }).from(bankCards).where(liveCardOf(userId)).limit(1);
  return row !== undefined;
}
