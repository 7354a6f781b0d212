import { createHmac, hkdfSync } from 'node:crypto';
import type { CardKeyring } from './card-encryption.ts';

/**
 * A bank account's keyed fingerprint, stored beside its encrypted number (`bank_cards.
 * account_fingerprint`) so cards of one account are found by an index, without decrypting every
 * card: `<key id>:<HMAC-SHA256 under a key derived from that card key, 16 hex characters>`. Equal accounts give equal
 * values under one key; the number cannot be found from it (the key is secret, and the HMAC is
 * not a hash of the few possible account numbers alone).
 *
 * A fingerprint written under an older key (or none, for a card saved before the column) is
 * stale: `sharedBankAccounts` brings it up to date the first time it meets it, and the re-encrypt
 * command rewrites it with the number, so equal accounts compare under the current key.
 */
export function accountFingerprint(
  keys: CardKeyring,
  account: { bankCode: string; branchCode: string; accountNumber: string },
): string {
  const mac = createHmac('sha256', fingerprintKey(keys.current.key))
    .update(`amigo-card-fingerprint\0${account.bankCode}\0${account.branchCode}\0${account.accountNumber}`)
    .digest('hex')
    .slice(0, 16);
  return `${keys.current.id}:${mac}`;
}

const fingerprintKeys = new WeakMap<Buffer, Buffer>();

/**
 * The fingerprint's own key, derived from the card key (HKDF-SHA256, its own label), so the key
 * that encrypts numbers (AES-256-GCM) is never itself used as an HMAC key.
 */
function fingerprintKey(cardKey: Buffer): Buffer {
  let derived = fingerprintKeys.get(cardKey);
  if (!derived) {
    derived = Buffer.from(hkdfSync('sha256', cardKey, Buffer.alloc(0), 'amigo-card-fingerprint-key', 32));
    fingerprintKeys.set(cardKey, derived);
  }
  return derived;
}

/** Whether a stored fingerprint was written under the current key (else it is recomputed before use). */
export function isCurrentFingerprint(keys: CardKeyring, stored: string | null): stored is string {
  return stored !== null && stored.startsWith(`${keys.current.id}:`);
}
