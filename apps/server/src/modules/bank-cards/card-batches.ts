import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankCards } from './schema.ts';

/** What the passes over stored numbers read of a card: its key, its bank and branch, the stored number. */
export interface StoredCard {
  userId: bigint;
  id: bigint;
  bankCode: string;
  branchCode: string;
  stored: Buffer;
}

/**
 * Every card `where` selects, `batchSize` rows at a time in key order ((user_id, id), the primary
 * key), each batch read after the last key of the one before: the passes that decrypt stored numbers
 * (re-encryption, fingerprints) walk a large table without holding it or reading a row twice.
 */
export async function* cardBatches(db: Db, input: { where?: SQL | undefined; batchSize: number }): AsyncGenerator<StoredCard[]> {
  let after = { userId: -1n, id: 0n };
  for (;;) {
    const rows = await db
      .select({
        userId: bankCards.userId,
        id: bankCards.id,
        bankCode: bankCards.bankCode,
        branchCode: bankCards.branchCode,
        stored: bankCards.accountNumberEncrypted,
      })
      .from(bankCards)
      .where(and(input.where, sql`(${bankCards.userId}, ${bankCards.id}) > (${after.userId}, ${after.id})`))
      .orderBy(asc(bankCards.userId), asc(bankCards.id))
      .limit(input.batchSize);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!;
  }
}
