import type { TBankCard } from '@amigo/contract';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankCards } from './schema.ts';
import { hasWrittenName, namesMatch, type PersonName } from './holder-name.ts';

/** The columns an answer may be built from: never the encrypted account number. */
export const cardColumns = {
  id: bankCards.id,
  bankCode: bankCards.bankCode,
  bankName: bankCards.bankName,
  branchCode: bankCards.branchCode,
  branchName: bankCards.branchName,
  accountLast4: bankCards.accountLast4,
  accountType: bankCards.accountType,
  holderFirstName: bankCards.holderFirstName,
  holderLastName: bankCards.holderLastName,
  holderKanaName: bankCards.holderKanaName,
  isDefault: bankCards.isDefault,
  createdAt: bankCards.createdAt,
};
export type CardRow = Pick<typeof bankCards.$inferSelect, keyof typeof cardColumns>;

/** A member's card that is not removed. */
export function liveCardOf(userId: bigint) {
  return and(eq(bankCards.userId, userId), isNull(bankCards.deletedAt));
}

/** The member's live cards, the default first, then oldest first. */
export function listLiveCards(db: Db, userId: bigint): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(bankCards)
    .where(liveCardOf(userId))
    .orderBy(desc(bankCards.isDefault), asc(bankCards.createdAt), asc(bankCards.id));
}

/** "Last first", as written on Japanese accounts and documents. */
export function holderName(row: Pick<CardRow, 'holderFirstName' | 'holderLastName'>): string {
  return `${row.holderLastName} ${row.holderFirstName}`;
}

/** The name a card is held in, as a name to compare: the written name and the kana (or Latin) reading. */
export function cardHolderOf(row: Pick<CardRow, 'holderFirstName' | 'holderLastName' | 'holderKanaName'>): PersonName {
  return { lastName: row.holderLastName, firstName: row.holderFirstName, reading: row.holderKanaName };
}

/**
 * Whether a withdrawal may be paid to a card: its holder is the member (holder-name.ts), judged
 * against the legal name. A member who has not set a legal name has nothing to compare yet; their
 * cards already share one holder name (save-bank-card.ts).
 */
export function mayReceiveWithdrawals(
  row: Pick<CardRow, 'holderFirstName' | 'holderLastName' | 'holderKanaName'>,
  legalName: PersonName,
): boolean {
  return !hasWrittenName(legalName) || namesMatch(cardHolderOf(row), legalName);
}

export function toBankCard(row: CardRow, legalName: PersonName): TBankCard {
  return {
    id: String(row.id),
    bankCode: row.bankCode,
    bankName: row.bankName,
    branchCode: row.branchCode,
    branchName: row.branchName,
    last4: row.accountLast4,
    accountType: row.accountType,
    holderName: holderName(row),
    holderKanaName: row.holderKanaName,
    isDefault: row.isDefault,
    canReceiveWithdrawals: mayReceiveWithdrawals(row, legalName),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A card id from a request; anything that is not a plain positive integer matches no card. */
export function parseCardId(id: bigint | string): bigint | null {
  if (typeof id === 'bigint') return id;
  return /^\d{1,18}$/.test(id) ? BigInt(id) : null;
}

/**
 * Cards by their key, (member, card id), removed ones included, in one statement: `user_id = any`
 * and `id = any` on the primary key (user_id, id), then only the pairs asked for are kept (card ids
 * are unique on their own, so the filter is a guard, not a correction).
 */
export async function cardsByKeys(db: Db, cards: readonly { userId: bigint; cardId: bigint }[]) {
  if (cards.length === 0) return [];
  const userIds = [...new Set(cards.map((card) => card.userId))];
  const ids = [...new Set(cards.map((card) => card.cardId))];
  const asked = new Set(cards.map((card) => `${card.userId}:${card.cardId}`));
  const rows = await db
    .select()
    .from(bankCards)
    .where(and(inArray(bankCards.userId, userIds), inArray(bankCards.id, ids)));
  return rows.filter((row) => asked.has(`${row.userId}:${row.id}`));
}
