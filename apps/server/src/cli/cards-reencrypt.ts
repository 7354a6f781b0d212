/**
 * `npm run cards:reencrypt`: after a card key rotation (new key in CARD_ENCRYPTION_KEY, the
 * previous ones in CARD_ENCRYPTION_OLD_KEYS), re-encrypts every stored bank account number with
 * the new key, in batches; run it again at any time, it skips what is already done. Refuses to run
 * with a key the database's check value does not know (src/instance-secrets.ts).
 * Once it reports 0 left, the old keys can be removed from CARD_ENCRYPTION_OLD_KEYS.
 */
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './open-cli-database.ts';
import { reencryptBankCards } from '../modules/bank-cards/reencrypt-cards.ts';
import { resolveCardKeyring, verifyInstanceSecrets } from '../instance-secrets.ts';

const config = loadConfig();
const database = await openCliDatabase('cards:reencrypt', config, { maxConnections: 2 });
try {
  await database.migrate();
  const keys = await resolveCardKeyring(config, database.db, { warn: (message) => console.warn(message) });
  await verifyInstanceSecrets(database.db, { cardKeys: keys, xpubs: config.crypto.xpubs }, { info: (m) => console.log(m) });
  const report = await reencryptBankCards(database.db, keys);
  console.log(
    `bank cards: ${report.checked} checked, ${report.reencrypted} re-encrypted with key ${keys.current.id}; ` +
      `every stored number is now under CARD_ENCRYPTION_KEY`,
  );
} catch (error) {
  console.error(`cards:reencrypt failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
