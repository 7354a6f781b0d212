import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardKeyId, cardKeyring, decryptAccountNumber, encryptAccountNumber, storedKeyId } from './card-encryption.ts';

const key = randomBytes(32);

describe('account number encryption (AES-256-GCM)', () => {
  it('stores "AC2" ‖ key id ‖ iv ‖ tag ‖ ciphertext, never the number itself, and decrypts back', () => {
    const stored = encryptAccountNumber(key, '1234567');
    expect(stored).toHaveLength(3 + 4 + 12 + 16 + 7);
    expect(storedKeyId(stored)).toBe(cardKeyId(key));
    expect(stored.toString('latin1')).not.toContain('1234567');
    expect(decryptAccountNumber(key, stored)).toBe('1234567');
  });

  it('uses a fresh IV each time: the same number never encrypts the same way twice', () => {
    const a = encryptAccountNumber(key, '1234567');
    const b = encryptAccountNumber(key, '1234567');
    expect(a.subarray(7, 19).equals(b.subarray(7, 19))).toBe(false);
    expect(a.equals(b)).toBe(false);
  });

  it('round-trips any account number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,34}$/), (number) => {
        expect(decryptAccountNumber(key, encryptAccountNumber(key, number))).toBe(number);
      }),
    );
  });

  it('refuses a value whose any byte was changed (the GCM tag), a truncated value and another key', () => {
    const stored = encryptAccountNumber(key, 'GB29NWBK60161331926819');
    for (let i = 0; i < stored.length; i += 1) {
      const tampered = Buffer.from(stored);
      tampered[i] = tampered[i]! ^ 0x01;
      expect(() => decryptAccountNumber(key, tampered), `byte ${i}`).toThrow();
    }
    expect(() => decryptAccountNumber(key, stored.subarray(0, 28))).toThrow(/truncated/);
    expect(() => decryptAccountNumber(randomBytes(32), stored)).toThrow();
  });

  it('encrypts with the current key of a ring and decrypts with any of its keys, naming an unknown key', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const written = encryptAccountNumber(oldKey, '1234567');
    const rotated = cardKeyring(newKey, [oldKey]);
    expect(decryptAccountNumber(rotated, written)).toBe('1234567');
    const rewritten = encryptAccountNumber(rotated, '1234567');
    expect(storedKeyId(rewritten)).toBe(cardKeyId(newKey));
    expect(() => decryptAccountNumber(oldKey, rewritten)).toThrow(new RegExp(`key ${cardKeyId(newKey)}`));
  });
});
