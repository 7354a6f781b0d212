import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankCards } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { cardEncryptionKeyring, decryptAccountNumber } from './card-encryption.ts';
import { holderName, liveCardOf, parseCardId } from './queries.ts';

export interface WithdrawalCard {
  id: bigint;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  last4: string;
  /** "Last first"; the same on every card of the member (SPEC §5). */
  holderName: string;
  holderLastName: string;
  holderFirstName: string;
  holderKanaName: string;
  /** The full, decrypted account number: for the payout adapter only, never for an answer or a log. */
  accountNumber: string;
}

/**
 * The card a withdrawal pays out to: one of the member's live cards, with its account number
 * decrypted. Throws NOT_FOUND for another member's, a removed or an unknown card. Works inside
 * the caller's transaction (pass the transaction as `db`).
 */
export async function getWithdrawalCard(db: Db, input: { userId: bigint; cardId: bigint | string }): Promise<WithdrawalCard> {
  const id = parseCardId(input.cardId);
  const [row] =
    id === null
      ? []
      : await db
          .select()
          .from(bankCards)
          .where(and(eq(bankCards.id, id), liveCardOf(input.userId)))
          .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: row.bankName,
    branchCode: row.branchCode,
    branchName: row.branchName,
    last4: row.accountLast4,
    holderName: holderName(row),
    holderLastName: row.holderLastName,
    holderFirstName: row.holderFirstName,
    holderKanaName: row.holderKanaName,
    accountNumber: decryptAccountNumber(cardEncryptionKeyring(), row.accountNumberEncrypted),
  };
}
