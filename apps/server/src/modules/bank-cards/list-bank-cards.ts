import type { TBankCard } from '@amigo/contract';
import type { Db } from '../../db/client.ts';
import { listLiveCards, toBankCard } from './queries.ts';

/** `user/bank/list`: the member's live cards, the default first, account numbers by their last four only. */
export async function listBankCards(db: Db, input: { userId: bigint }): Promise<TBankCard[]> {
  return (await listLiveCards(db, input.userId)).map(toBankCard);
}
