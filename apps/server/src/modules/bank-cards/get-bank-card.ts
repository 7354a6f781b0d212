import type { TBankCard } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankCards } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { getLegalName } from '../users/index.ts';
import { cardColumns, liveCardOf, parseCardId, toBankCard } from './queries.ts';

/**
 * `user/get/bank`: one of the member's live cards. Another member's card, a removed one and an
 * unknown id all answer the same 404, so ids reveal nothing about other members.
 */
export async function getBankCard(db: Db, input: { userId: bigint; id: string }): Promise<TBankCard> {
  const id = parseCardId(input.id);
  const [row] =
    id === null
      ? []
      : await db
          .select(cardColumns)
          .from(bankCards)
          .where(and(eq(bankCards.id, id), liveCardOf(input.userId)))
          .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return toBankCard(row, await getLegalName(db, input));
}
