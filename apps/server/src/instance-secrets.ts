import { createHash } from 'node:crypto';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { keysReadStoredCards } from './modules/bank-cards/index.ts';
import { cardKeyCheckValue, type CardKeyring } from './modules/bank-cards/card-encryption.ts';
import { hasInstanceSecret, rotateInstanceSecret, storeOrReadInstanceSecret } from './modules/platform/index.ts';

/**
 * Every server instance on one database must hold the same secrets: another bank card key would
 * answer 500 on every withdrawal it decrypts, another crypto account key would hand out deposit
 * addresses nobody watches. The first instance to start stores a check value of each (never the
 * secret); every later one compares its own at start and refuses to start on a mismatch, with a
 * message naming the setting, before it answers anything.
 */
export class InstanceSecretMismatch extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
    this.name = 'InstanceSecretMismatch';
  }
}

const CARD_KEY = 'CARD_ENCRYPTION_KEY';

/** The check value of an extended public key: a plain hash (the xpub is not secret, but stays out of the table). */
export function xpubFingerprint(xpub: string): string {
  return createHash('sha256').update(`amigo-xpub:${xpub.trim()}`).digest('hex').slice(0, 32);
}

export interface InstanceSecrets {
  cardKeys: CardKeyring;
  xpubs: Config['crypto']['xpubs'];
}

/**
 * Stores the check values that are absent and compares those present; throws
 * InstanceSecretMismatch naming the first setting that differs. A card key rotation (the stored
 * value is that of one of CARD_ENCRYPTION_OLD_KEYS) moves the stored value to the new key.
 * Safe when several instances start at once: the first insert wins, the others compare with it.
 */
export async function verifyInstanceSecrets(
  db: Db,
  secrets: InstanceSecrets,
  log: { info(message: string): void },
): Promise<void> {
  const current = cardKeyCheckValue(secrets.cardKeys.current.key);
  const previous = [...secrets.cardKeys.all.values()].map((key) => cardKeyCheckValue(key)).filter((value) => value !== current);
  await refuseKeyThatCannotReadStoredCards(db, secrets.cardKeys);
  const stored = await storeOrReadInstanceSecret(db, { name: CARD_KEY, checkValue: current });
  if (stored !== current) {
    if (!previous.includes(stored)) {
      throw new InstanceSecretMismatch(
        CARD_KEY,
        `${CARD_KEY} is not the key this database's bank cards are encrypted with (another instance or an earlier start ` +
          `used a different one). Every instance must have the same ${CARD_KEY}; to rotate it, put the previous key in ` +
          `CARD_ENCRYPTION_OLD_KEYS and run npm run cards:reencrypt (docs/deploy.md).`,
      );
    }
    await rotateInstanceSecret(db, { name: CARD_KEY, checkValue: current, previous });
    log.info(`${CARD_KEY} rotated: new bank card numbers are encrypted with the new key; old keys still decrypt`);
  }

  for (const [family, xpub] of Object.entries(secrets.xpubs)) {
    if (!xpub) continue;
    const setting = `CRYPTO_XPUB_${family.toUpperCase()}`;
    const fingerprint = xpubFingerprint(xpub);
    if ((await storeOrReadInstanceSecret(db, { name: setting, checkValue: fingerprint })) !== fingerprint) {
      throw new InstanceSecretMismatch(
        setting,
        `${setting} differs from the key this database's deposit addresses were derived from (another instance or an ` +
          `earlier start used a different one). Every instance must derive the same addresses: set the same ${setting} everywhere.`,
      );
    }
  }
}

/**
 * A database from before check values existed has cards but no stored check value: the first
 * instance to start would set its own key as the reference. It may do so only if its keys read
 * the newest stored card.
 */
async function refuseKeyThatCannotReadStoredCards(db: Db, keys: CardKeyring): Promise<void> {
  if (await hasInstanceSecret(db, CARD_KEY)) return;
  if (!(await keysReadStoredCards(db, keys))) {
    throw new InstanceSecretMismatch(
      CARD_KEY,
      `${CARD_KEY} cannot decrypt the bank cards already stored in this database: it is not the key they were encrypted ` +
        `with. Set the key the existing instances use (or the previous key in CARD_ENCRYPTION_OLD_KEYS).`,
    );
  }
}
