import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountFingerprint } from './account-fingerprint.ts';
import { cardBatches } from './card-batches.ts';
import { cardEncryptionKeyring, decryptAccountNumber, type CardKeyring } from './card-encryption.ts';
import { bankCards } from './schema.ts';

/** One bank account (bank, branch and number) saved as a live card by several members. */
export interface SharedBankAccount {
  /**
   * A keyed fingerprint of the account (HMAC under a key derived from the card key, 16 hex characters): equal for the
   * same account, and the number cannot be found from it. It changes when the card key is rotated,
   * so callers keep card ids, not fingerprints, as lasting keys.
   */
  fingerprint: string;
  bankName: string;
  last4: string;
  cards: { cardId: bigint; userId: bigint }[];
}

/** Cards whose fingerprint is brought up to date per statement. */
const REFRESH_BATCH = 500;

/**
 * Bank accounts saved as live cards by at least `minMembers` different members (the risk
 * module's shared-card rule and a member file's linked accounts), optionally only those `userId`
 * is among. Numbers are encrypted with a random IV, so equal accounts are found by their stored
 * keyed fingerprints (account-fingerprint.ts), grouped in SQL through an index: no card is
 * decrypted, except the few whose fingerprint is missing or from an older key, which are brought
 * up to date first. Nothing but the fingerprint, bank name and last four digits leaves this module.
 */
export async function sharedBankAccounts(
  db: Db,
  input: { minMembers: number; userId?: bigint; keys?: CardKeyring },
): Promise<SharedBankAccount[]> {
  if (input.minMembers < 2) return [];
  const keys = input.keys ?? cardEncryptionKeyring();
  await refreshStaleFingerprints(db, keys);
  const live = isNull(bankCards.deletedAt);
  const shared = await db
    .select({ fingerprint: bankCards.accountFingerprint })
    .from(bankCards)
    .where(and(live, sql`${bankCards.accountFingerprint} is not null`))
    .groupBy(bankCards.accountFingerprint)
    .having(
      and(
        sql`count(distinct ${bankCards.userId}) >= ${input.minMembers}`,
        input.userId === undefined ? undefined : sql`bool_or(${bankCards.userId} = ${input.userId})`,
      ),
    );
  if (shared.length === 0) return [];
  const rows = await db
    .select({
      id: bankCards.id,
      userId: bankCards.userId,
      bankName: bankCards.bankName,
      last4: bankCards.accountLast4,
      fingerprint: bankCards.accountFingerprint,
    })
    .from(bankCards)
    .where(
      and(
        live,
        inArray(
          bankCards.accountFingerprint,
          shared.map((s) => s.fingerprint!),
        ),
      ),
    )
    .orderBy(asc(bankCards.id));
  const groups = new Map<string, SharedBankAccount>();
  for (const row of rows) {
    // The key id before the colon is the same for all (the current key's): the HMAC names the account.
    const fingerprint = row.fingerprint!.slice(row.fingerprint!.indexOf(':') + 1);
    const group = groups.get(fingerprint) ?? { fingerprint, bankName: row.bankName, last4: row.last4, cards: [] };
    group.cards.push({ cardId: row.id, userId: row.userId });
    groups.set(fingerprint, group);
  }
  return [...groups.values()];
}

/**
 * Computes the fingerprint of every live card that has none (saved before migration 0041) or one
 * from an older key (before the card key was rotated), by decrypting its number, so all compare
 * under the current key. After the first pass there is nothing to do until the next rotation.
 */
async function refreshStaleFingerprints(db: Db, keys: CardKeyring): Promise<void> {
  const stale = sql`(${bankCards.accountFingerprint} is null or ${bankCards.accountFingerprint} not like ${`${keys.current.id}:%`})`;
  for await (const rows of cardBatches(db, { where: and(isNull(bankCards.deletedAt), stale), batchSize: REFRESH_BATCH })) {
    for (const row of rows) {
      const fingerprint = accountFingerprint(keys, { ...row, accountNumber: decryptAccountNumber(keys, row.stored) });
      await db
        .update(bankCards)
        .set({ accountFingerprint: fingerprint })
        .where(sql`${bankCards.userId} = ${row.userId} and ${bankCards.id} = ${row.id}`);
    }
  }
}
