import type { TBankCard } from '@amigo/contract';
import type { Db } from '../../db/client.ts';
import { getLegalName } from '../users/index.ts';
import { listLiveCards, toBankCard } from './queries.ts';

/**
 * `user/bank/list`: the member's live cards, the default first, account numbers by their last four
 * only, each saying whether withdrawals may go to it.
 */
export async function listBankCards(db: Db, input: { userId: bigint }): Promise<TBankCard[]> {
  const [cards, legalName] = await Promise.all([listLiveCards(db, input.userId), getLegalName(db, input)]);
  return cards.map((card) => toBankCard(card, legalName));
}
