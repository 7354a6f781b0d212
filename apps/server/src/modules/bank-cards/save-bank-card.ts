import type { TBankCard, TBankCardSave } from '@amigo/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankCards } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { lockMemberLegalName } from '../users/index.ts';
import { accountFingerprint } from './account-fingerprint.ts';
import { decryptAccountNumber, encryptAccountNumber, type CardKeyring } from './card-encryption.ts';
import { normalizeBankCard, type NormalizedBankCard } from './normalize-bank-card.ts';
import { hasWrittenName, lastNamesMatch, namesMatch, type PersonName } from './holder-name.ts';
import { cardColumns, cardHolderOf, toBankCard } from './queries.ts';

type ExistingCard = Pick<
  typeof bankCards.$inferSelect,
  'bankCode' | 'branchCode' | 'accountNumberEncrypted' | 'holderFirstName' | 'holderLastName' | 'holderKanaName' | 'deletedAt'
>;

/**
 * `user/bank/save`: binds a card. The member's row is locked for the transaction, so two saves
 * at once cannot both pass the limit, the duplicate check or the default flag. Refused: the same
 * account twice (409); more than `maxCards` live cards (422); a holder name other than the one on
 * the member's cards — removed ones included, so removing every card does not reset it — or
 * than the profile's legal name when set (422; SPEC §5: withdrawals go to the depositor's name).
 * Names are compared as withdrawals compare them (holder-name.ts), so a card that is saved can
 * receive withdrawals.
 * The first live card becomes the default. The account type (預金種目) is stored as chosen; the
 * Zengin transfer file of a withdrawal to the card writes it.
 */
export async function saveBankCard(
  db: Db,
  input: { userId: bigint; card: TBankCardSave; keys: CardKeyring; maxCards: number },
): Promise<TBankCard> {
  const card = normalizeBankCard(input.card);
  const { saved, legalName } = await db.transaction(async (tx) => {
    const member = await lockMemberLegalName(tx, { userId: input.userId });
    if (!member) throw new AppError('UNAUTHENTICATED');
    const existing: ExistingCard[] = await tx
      .select({
        bankCode: bankCards.bankCode,
        branchCode: bankCards.branchCode,
        accountNumberEncrypted: bankCards.accountNumberEncrypted,
        holderFirstName: bankCards.holderFirstName,
        holderLastName: bankCards.holderLastName,
        holderKanaName: bankCards.holderKanaName,
        deletedAt: bankCards.deletedAt,
      })
      .from(bankCards)
      .where(eq(bankCards.userId, input.userId))
      .orderBy(asc(bankCards.id));
    const live = existing.filter((c) => c.deletedAt === null);
    if (live.some((c) => isSameAccount(c, card, input.keys)))
      throw new AppError('BANK_CARD_DUPLICATE', { field: 'accountNumber' });
    if (live.length >= input.maxCards) throw new AppError('BANK_CARD_LIMIT_REACHED', { params: { max: input.maxCards } });
    assertHolderName(card, existing[0], member);

    const [row] = await tx
      .insert(bankCards)
      .values({
        userId: input.userId,
        bankCode: card.bankCode,
        bankName: card.bankName,
        branchCode: card.branchCode,
        branchName: card.branchName,
        accountNumberEncrypted: encryptAccountNumber(input.keys, card.accountNumber),
        accountLast4: card.accountNumber.slice(-4),
        accountFingerprint: accountFingerprint(input.keys, card),
        accountType: card.accountType,
        holderFirstName: card.holderFirstName,
        holderLastName: card.holderLastName,
        holderKanaName: card.holderKanaName,
        isDefault: live.length === 0,
      })
      .returning(cardColumns);
    if (!row) throw new Error('bank card insert returned no row');
    return { saved: row, legalName: member };
  });
  return toBankCard(saved, legalName);
}

function isSameAccount(existing: ExistingCard, card: NormalizedBankCard, keys: CardKeyring): boolean {
  return (
    existing.bankCode === card.bankCode &&
    existing.branchCode === card.branchCode &&
    decryptAccountNumber(keys, existing.accountNumberEncrypted) === card.accountNumber
  );
}

function assertHolderName(card: NormalizedBankCard, earlier: ExistingCard | undefined, legalName: PersonName) {
  const holder = cardHolderOf(card);
  if (earlier && !namesMatch(holder, cardHolderOf(earlier))) {
    throw new AppError('BANK_HOLDER_NAME_MISMATCH', { field: wrongNameField(holder, cardHolderOf(earlier)) });
  }
  if (hasWrittenName(legalName) && !namesMatch(holder, legalName)) {
    throw new AppError('BANK_HOLDER_NAME_NOT_PROFILE', { field: wrongNameField(holder, legalName) });
  }
}

/** The form field to point at: the first name when the last names agree, else the last name. */
function wrongNameField(holder: PersonName, expected: PersonName): 'holderLastName' | 'holderFirstName' {
  return lastNamesMatch(holder, expected) ? 'holderFirstName' : 'holderLastName';
}
