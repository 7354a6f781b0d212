import { createHmac } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardEncryptionKeyring, decryptAccountNumber, type CardKeyring } from './card-encryption.ts';
import { bankCards } from './schema.ts';

/** One bank account (bank, branch and number) saved as a live card by several members. */
export interface SharedBankAccount {
  /**
   * A keyed fingerprint of the account (HMAC under the card key, 16 hex characters): equal for the
   * same account, and the number cannot be found from it. It changes when the card key is rotated,
   * so callers keep card ids, not fingerprints, as lasting keys.
   */
  fingerprint: string;
  bankName: string;
  last4: string;
  cards: { cardId: bigint; userId: bigint }[];
}

function fingerprintOf(key: Buffer, row: { bankCode: string; branchCode: string; accountNumber: string }): string {
  return createHmac('sha256', key)
    .update(`amigo-card-fingerprint\0${row.bankCode}\0${row.branchCode}\0${row.accountNumber}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * Bank accounts saved as live cards by at least `minMembers` different members (the risk
 * module's shared-card rule and a member file's linked accounts), optionally only those `userId`
 * is among. Numbers are encrypted with a random IV, so equal accounts are found by decrypting
 * every live card here, in this module, and comparing keyed fingerprints; nothing but the
 * fingerprint, bank name and last four digits leaves it. (At a few hundred thousand cards a stored
 * fingerprint column would be the next step.)
 */
export async function sharedBankAccounts(
  db: Db,
  input: { minMembers: number; userId?: bigint; keys?: CardKeyring },
): Promise<SharedBankAccount[]> {
  if (input.minMembers < 2) return [];
  const keys = input.keys ?? cardEncryptionKeyring();
  const rows = await db
    .select({
      id: bankCards.id,
      userId: bankCards.userId,
      bankCode: bankCards.bankCode,
      bankName: bankCards.bankName,
      branchCode: bankCards.branchCode,
      last4: bankCards.accountLast4,
      encrypted: bankCards.accountNumberEncrypted,
    })
    .from(bankCards)
    .where(isNull(bankCards.deletedAt))
    .orderBy(bankCards.id);
  const groups = new Map<string, SharedBankAccount>();
  for (const row of rows) {
    const fingerprint = fingerprintOf(keys.current.key, { ...row, accountNumber: decryptAccountNumber(keys, row.encrypted) });
    const group = groups.get(fingerprint) ?? { fingerprint, bankName: row.bankName, last4: row.last4, cards: [] };
    group.cards.push({ cardId: row.id, userId: row.userId });
    groups.set(fingerprint, group);
  }
  return [...groups.values()].filter(
    (group) =>
      new Set(group.cards.map((card) => card.userId)).size >= input.minMembers &&
      (input.userId === undefined || group.cards.some((card) => card.userId === input.userId)),
  );
}
