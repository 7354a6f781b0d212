import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankCards } from './schema.ts';

export interface CardHolder {
  holderLastName: string;
  holderFirstName: string;
  holderKanaName: string;
}

/**
 * The holder names on these cards (removed ones included: a withdrawal keeps pointing at its
 * card), in one statement, for the operator's withdrawal queue. Unknown ids are absent.
 */
export async function cardHoldersByIds(db: Db, cardIds: readonly bigint[]): Promise<Map<bigint, CardHolder>> {
  const ids = [...new Set(cardIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: bankCards.id,
      holderLastName: bankCards.holderLastName,
      holderFirstName: bankCards.holderFirstName,
      holderKanaName: bankCards.holderKanaName,
    })
    .from(bankCards)
    .where(inArray(bankCards.id, ids));
  return new Map(rows.map(({ id, ...holder }) => [id, holder]));
}
