import type { TBankAccountType } from '@amigo/contract';
import type { Db } from '../../db/client.ts';
import { cardEncryptionKeyring, decryptAccountNumber } from './card-encryption.ts';
import { cardsByKeys, holderName } from './queries.ts';

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
 *
 * Each card is named with its member (a withdrawal order carries both), so the read is by the
 * card's key `(user_id, id)`: one member's cards are a router query on Citus, the transfer file's
 * many members one statement over the shards they live on.
 */
export async function payoutAccountsByIds(
  db: Db,
  cards: readonly { userId: bigint; cardId: bigint }[],
): Promise<Map<bigint, PayoutAccount>> {
  const rows = await cardsByKeys(db, cards);
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
