import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 4;
/**
 * Format 1 (written until key rotation existed): `iv (12) ‖ tag (16) ‖ ciphertext`, no key id.
 * Its associated data names the purpose and format, so a value cannot pass for another secret.
 */
const ASSOCIATED_DATA_V1 = Buffer.from('bank-card:v1');
/**
 * Format 2: `"AC2" ‖ key id (4) ‖ iv (12) ‖ tag (16) ‖ ciphertext`. The key id says which key of
 * the ring decrypts it, so old keys can stay readable while the current one writes. The header is
 * part of the associated data, so a key id cannot be swapped without failing the tag.
 */
const FORMAT_V2_MAGIC = Buffer.from('AC2');
const V2_HEADER_BYTES = FORMAT_V2_MAGIC.length + KEY_ID_BYTES;

/**
 * The bank card keys of one process: `current` (CARD_ENCRYPTION_KEY) encrypts every new value;
 * every key of `all` (the current one and CARD_ENCRYPTION_OLD_KEYS) decrypts.
 */
export interface CardKeyring {
  current: { id: string; key: Buffer };
  all: ReadonlyMap<string, Buffer>;
}

/** The short public name of a key (hex): a keyed hash of a fixed label, from which the key cannot be found. */
export function cardKeyId(key: Buffer): string {
  return keyedLabel(key, 'amigo-card-key-id').subarray(0, KEY_ID_BYTES).toString('hex');
}

/**
 * The check value stored beside the data (instance-secrets.ts): HMAC-SHA256 of a fixed label
 * under the key, truncated to 16 bytes. Equal keys give equal values; the key cannot be found from it.
 */
export function cardKeyCheckValue(key: Buffer): string {
  return keyedLabel(key, 'amigo-card-key-check').subarray(0, 16).toString('hex');
}

function keyedLabel(key: Buffer, label: string): Buffer {
  return createHmac('sha256', key).update(label).digest();
}

export function cardKeyring(current: Buffer, oldKeys: readonly Buffer[] = []): CardKeyring {
  for (const key of [current, ...oldKeys]) {
    if (key.length !== 32) throw new Error('a bank card encryption key must be 32 bytes');
  }
  const all = new Map<string, Buffer>();
  for (const key of [current, ...oldKeys]) all.set(cardKeyId(key), key);
  return { current: { id: cardKeyId(current), key: current }, all };
}

/** A lone key is a ring of one (tests and callers that never rotate). */
function asKeyring(keys: CardKeyring | Buffer): CardKeyring {
  return Buffer.isBuffer(keys) ? cardKeyring(keys) : keys;
}

/** Encrypts an account number with the current key and a fresh random IV, in format 2. */
export function encryptAccountNumber(keys: CardKeyring | Buffer, accountNumber: string): Buffer {
  const { id, key } = asKeyring(keys).current;
  const header = Buffer.concat([FORMAT_V2_MAGIC, Buffer.from(id, 'hex')]);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(header);
  const ciphertext = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), ciphertext]);
}

/**
 * The id of the key a stored value was written with, or undefined for format 1 (no id). A format-1
 * value whose random IV happens to start like a format-2 header is told apart by decryption.
 */
export function storedKeyId(stored: Buffer): string | undefined {
  if (stored.length <= V2_HEADER_BYTES + IV_BYTES + TAG_BYTES) return undefined;
  if (!stored.subarray(0, FORMAT_V2_MAGIC.length).equals(FORMAT_V2_MAGIC)) return undefined;
  return stored.subarray(FORMAT_V2_MAGIC.length, V2_HEADER_BYTES).toString('hex');
}

/**
 * Decrypts what encryptAccountNumber wrote (either format) with the key of the ring it names;
 * throws if the value or its tag was altered, or no key of the ring wrote it.
 */
export function decryptAccountNumber(keys: CardKeyring | Buffer, stored: Buffer): string {
  const ring = asKeyring(keys);
  if (stored.length <= IV_BYTES + TAG_BYTES) throw new Error('encrypted account number is truncated');
  const keyId = storedKeyId(stored);
  const named = keyId === undefined ? undefined : ring.all.get(keyId);
  if (named) {
    try {
      return open(named, stored.subarray(0, V2_HEADER_BYTES), stored.subarray(V2_HEADER_BYTES));
    } catch {
      // A format-1 value whose IV looks like a header by chance (about 2^-56): tried below.
    }
  }
  for (const key of ring.all.values()) {
    try {
      return open(key, ASSOCIATED_DATA_V1, stored);
    } catch {
      // Not this key: format 1 names none, so each key of the ring is tried.
    }
  }
  throw new Error(
    keyId !== undefined && !named
      ? `bank card encrypted with key ${keyId}, which is neither CARD_ENCRYPTION_KEY nor one of CARD_ENCRYPTION_OLD_KEYS`
      : 'bank card account number cannot be decrypted (altered, or written with another key)',
  );
}

function open(key: Buffer, associatedData: Buffer, body: Buffer): string {
  const decipher = createDecipheriv(ALGORITHM, key, body.subarray(0, IV_BYTES));
  decipher.setAAD(associatedData);
  decipher.setAuthTag(body.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(body.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** Whether a stored value is already written by the current key in the current format (re-encryption skips it). */
export function isCurrentEncryption(keys: CardKeyring, stored: Buffer): boolean {
  return storedKeyId(stored) === keys.current.id;
}

let processKeyring: CardKeyring | undefined;

/**
 * The key ring of this process, set once when the routes are registered. `getWithdrawalCard`
 * (called by the payout code with only a DB handle) decrypts with it. One current key per
 * process: a second, different current key is refused rather than silently mixing two.
 */
export function useCardKeyring(keyring: CardKeyring) {
  if (processKeyring && processKeyring.current.id !== keyring.current.id) {
    throw new Error('a different bank card encryption key is already in use');
  }
  processKeyring = keyring;
}

export function cardEncryptionKeyring(): CardKeyring {
  if (!processKeyring)
    throw new Error('the bank card encryption key is not configured (buildApp sets it once the instance check accepted it)');
  return processKeyring;
}
