import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountFingerprint } from './account-fingerprint.ts';
import { cardBatches } from './card-batches.ts';
import { bankCards } from './schema.ts';
import { decryptAccountNumber, encryptAccountNumber, isCurrentEncryption, type CardKeyring } from './card-encryption.ts';

export interface ReencryptReport {
  checked: number;
  reencrypted: number;
}

/**
 * Re-encrypts every stored account number (removed cards included) that the current key did not
 * write, in batches of `batchSize` rows in key order ((user_id, id), the primary key), so a key named in CARD_ENCRYPTION_OLD_KEYS can be
 * dropped afterwards; its fingerprint is rewritten under the current key with it. Idempotent: rows already under the current key are left alone, and each
 * update applies only if the row still holds the value that was read (a card saved meanwhile is
 * already under the current key). Throws on a value no key of the ring decrypts, naming its row.
 */
export async function reencryptBankCards(db: Db, keys: CardKeyring, batchSize = 500): Promise<ReencryptReport> {
  const report: ReencryptReport = { checked: 0, reencrypted: 0 };
  for await (const rows of cardBatches(db, { batchSize })) {
    for (const row of rows) {
      report.checked += 1;
      if (isCurrentEncryption(keys, row.stored)) continue;
      let accountNumber: string;
      try {
        accountNumber = decryptAccountNumber(keys, row.stored);
      } catch (error) {
        throw new Error(`bank card ${row.id}: ${(error as Error).message}`, { cause: error });
      }
      const updated = await db
        .update(bankCards)
        .set({
          accountNumberEncrypted: encryptAccountNumber(keys, accountNumber),
          accountFingerprint: accountFingerprint(keys, { ...row, accountNumber }),
        })
        .where(and(eq(bankCards.userId, row.userId), eq(bankCards.id, row.id), eq(bankCards.accountNumberEncrypted, row.stored)))
        .returning({ id: bankCards.id });
      report.reencrypted += updated.length;
    }
  }
  return report;
}
