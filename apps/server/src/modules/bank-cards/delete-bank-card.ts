import type { TBankCard } from '@amigo/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankCards } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { getLegalName, lockMember } from '../users/index.ts';
import { liveCardOf, listLiveCards, parseCardId, toBankCard } from './queries.ts';

/**
 * `user/bank/delete`: removes one of the member's cards (soft: the row stays for the withdrawals
 * that went to it) and answers the cards that remain. When the default goes, the oldest remaining
 * card becomes the default. Another member's card or an unknown id is 404.
 */
export async function deleteBankCard(db: Db, input: { userId: bigint; id: string }): Promise<TBankCard[]> {
  const id = parseCardId(input.id);
  if (id === null) throw new AppError('NOT_FOUND', { field: 'id' });
  await db.transaction(async (tx) => {
    // Same lock as saving: a save and a delete of one member never interleave.
    await lockMember(tx, input.userId);
    const [card] = await tx
      .select({ isDefault: bankCards.isDefault })
      .from(bankCards)
      .where(and(eq(bankCards.id, id), liveCardOf(input.userId)));
    if (!card) throw new AppError('NOT_FOUND', { field: 'id' });
    await tx
      .update(bankCards)
      .set({ deletedAt: new Date(), isDefault: false })
      .where(and(eq(bankCards.userId, input.userId), eq(bankCards.id, id)));
    if (!card.isDefault) return;
    const [next] = await tx
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(liveCardOf(input.userId))
      .orderBy(asc(bankCards.createdAt), asc(bankCards.id))
      .limit(1);
    if (next)
      await tx
        .update(bankCards)
        .set({ isDefault: true })
        .where(and(eq(bankCards.userId, input.userId), eq(bankCards.id, next.id)));
  });
  const [cards, legalName] = await Promise.all([listLiveCards(db, input.userId), getLegalName(db, input)]);
  return cards.map((card) => toBankCard(card, legalName));
}
