import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/**
 * Associated data bound into every tag. It names the purpose and format version (not the card),
 * so a value cannot be passed off as another kind of secret, and rows can be re-keyed in bulk.
 */
const ASSOCIATED_DATA = Buffer.from('bank-card:v1');

/** Encrypts an account number with a fresh random IV: `iv (12) ‖ tag (16) ‖ ciphertext`. */
export function encryptAccountNumber(key: Buffer, accountNumber: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(ASSOCIATED_DATA);
  const ciphertext = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

/** Decrypts what encryptAccountNumber wrote; throws if the value or its tag was altered, or the key is another. */
export function decryptAccountNumber(key: Buffer, stored: Buffer): string {
  if (stored.length <= IV_BYTES + TAG_BYTES) throw new Error('encrypted account number is truncated');
  const decipher = createDecipheriv(ALGORITHM, key, stored.subarray(0, IV_BYTES));
  decipher.setAAD(ASSOCIATED_DATA);
  decipher.setAuthTag(stored.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(stored.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

let processKey: Buffer | undefined;

/**
 * The key of this process, set once when the routes are registered. `getWithdrawalCard` (called
 * by the payout code with only a DB handle) decrypts with it. One key per process: a second,
 * different key is refused rather than silently mixing two.
 */
export function useCardEncryptionKey(key: Buffer) {
  if (key.length !== 32) throw new Error('the bank card encryption key must be 32 bytes');
  if (processKey && !processKey.equals(key)) throw new Error('a different bank card encryption key is already in use');
  processKey = key;
}

export function cardEncryptionKey(): Buffer {
  if (!processKey) throw new Error('the bank card encryption key is not configured (registerBankCardRoutes sets it)');
  return processKey;
}
