import { describe, expect, it } from 'vitest';
import { base32 } from '@scure/base';
import { hotp, matchTotp, newTotpSecret, otpauthUrl, totpCode, totpStep } from './totp.ts';

// RFC 6238 Appendix B (SHA-1 seed "12345678901234567890"), last 6 digits of the 8-digit values.
const RFC_SECRET = base32.encode(Buffer.from('12345678901234567890')).replace(/=+$/, '');
const VECTORS: Array<[number, string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    for (const [seconds, code] of VECTORS) expect(totpCode(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const secret = Buffer.from('12345678901234567890');
    expect([0n, 1n, 2n].map((counter) => hotp(secret, counter))).toEqual(['755224', '287082', '359152']);
  });

  it('accepts one step of drift either way, never a used step, never garbage', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-05-01T00:00:10Z');
    const previous = totpCode(secret, new Date(now.getTime() - 30_000));
    const next = totpCode(secret, new Date(now.getTime() + 30_000));
    const far = totpCode(secret, new Date(now.getTime() + 90_000));
    expect(matchTotp(secret, previous, { now, afterStep: null })).toBe(totpStep(now) - 1n);
    expect(matchTotp(secret, next, { now, afterStep: null })).toBe(totpStep(now) + 1n);
    expect(matchTotp(secret, far, { now, afterStep: null })).toBeNull();
    const current = totpCode(secret, now);
    expect(matchTotp(secret, current, { now, afterStep: totpStep(now) })).toBeNull();
    expect(matchTotp(secret, 'abcdef', { now, afterStep: null })).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI apps understand', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl({ issuer: 'Amigo Hall', account: 'owner', secret }));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Amigo Hall');
  });
});
