import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { getLegalName } from '../users/index.ts';
import { mayReceiveWithdrawals } from './queries.ts';
import type { WithdrawalCard } from './get-withdrawal-card.ts';

/**
 * Refuses a withdrawal to a card whose holder is not the member: the holder name must match the
 * member's legal name (holder-name.ts: width, case, spaces, kana and romaji folded), which is the
 * verified name once KYC is approved, because the profile cannot change it then. Called before
 * anything is held, so a refusal moves no coins. A member without a legal name keeps today's rule
 * (all cards in one holder name, checked when a card is saved).
 */
export async function assertCardHolderIsMember(db: Db, input: { userId: bigint; card: WithdrawalCard }): Promise<void> {
  const legalName = await getLegalName(db, { userId: input.userId });
  if (!mayReceiveWithdrawals(input.card, legalName)) throw new AppError('CARD_HOLDER_MISMATCH', { field: 'bankCardId' });
}
