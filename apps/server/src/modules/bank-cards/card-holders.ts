import type { Db } from '../../db/client.ts';
import { cardsByKeys } from './queries.ts';

export interface CardHolder {
  holderLastName: string;
  holderFirstName: string;
  holderKanaName: string;
}

/**
 * The holder names on these cards (removed ones included: a withdrawal keeps pointing at its
 * card), in one statement, for the operator's withdrawal queue. Each card is named with its member
 * (the order carries both): the read is by the card's key `(user_id, id)`. Unknown cards are absent.
 */
export async function cardHoldersByIds(
  db: Db,
  cards: readonly { userId: bigint; cardId: bigint }[],
): Promise<Map<bigint, CardHolder>> {
  const rows = await cardsByKeys(db, cards);
  return new Map(
    rows.map((row) => [
      row.id,
      { holderLastName: row.holderLastName, holderFirstName: row.holderFirstName, holderKanaName: row.holderKanaName },
    ]),
  );
}
