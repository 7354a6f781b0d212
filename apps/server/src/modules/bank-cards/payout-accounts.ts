import type { TBankAccountType } from '@amigo/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardEncryptionKeyring, decryptAccountNumber } from './card-encryption.ts';
import { holderName } from './queries.ts';
import { bankCards } from './schema.ts';

/** Everything a bank needs to pay into an account, the account number in full. */
export interface PayoutAccount {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: TBankAccountType;
  accountNumber: string;
  /** "Last first", as written on the account. */
  holderName: string;
  holderKanaName: string;
}

/**
 * The accounts of these cards with their numbers decrypted, for paying withdrawals (the reveal
 * and the transfer file of payments' staff calls). Removed cards are included: a withdrawal is
 * paid where it was requested to. The caller checks the staff member's right to see them and
 * writes the audit row; nothing here may reach a log. Unknown ids are absent.
 */
export async function payoutAccountsByIds(db: Db, cardIds: readonly bigint[]): Promise<Map<bigint, PayoutAccount>> {
  const ids = [...new Set(cardIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(bankCards).where(inArray(bankCards.id, ids));
  const keyring = cardEncryptionKeyring();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        bankCode: row.bankCode,
        bankName: row.bankName,
        branchCode: row.branchCode,
        branchName: row.branchName,
        accountType: row.accountType,
        accountNumber: decryptAccountNumber(keyring, row.accountNumberEncrypted),
        holderName: holderName(row),
        holderKanaName: row.holderKanaName,
      },
    ]),
  );
}
