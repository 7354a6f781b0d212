import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankCards } from './schema.ts';
import { decryptAccountNumber, type CardKeyring } from './card-encryption.ts';

/**
 * Whether these keys read the newest stored card number (true when no card is stored): a start
 * on a database that has cards but no stored key check value may set its own key as the
 * reference only if it can read them (../../instance-secrets.ts).
 */
export async function keysReadStoredCards(db: Db, keys: CardKeyring): Promise<boolean> {
  // Once per start, not a hot path: since the key became (user_id, id) (migration 0038) there is
  // no index on the id alone, so this reads the table once rather than keep an index for it.
  const [newest] = await db
    .select({ stored: bankCards.accountNumberEncrypted })
    .from(bankCards)
    .orderBy(desc(bankCards.id))
    .limit(1);
  if (!newest) return true;
  try {
    decryptAccountNumber(keys, newest.stored);
    return true;
  } catch {
    return false;
  }
}
