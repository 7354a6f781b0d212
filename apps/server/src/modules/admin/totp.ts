import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { base32 } from '@scure/base';

/**
 * TOTP (RFC 6238) over HOTP (RFC 4226): SHA-1, 6 digits, 30-second steps — what every
 * authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...) expects.
 * Written out here instead of a dependency: it is twenty lines of node:crypto, checked against
 * the RFC's test vectors in totp.test.ts.
 */
export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;
/** Codes one step either side of now are accepted (clock drift, a code typed as it rolls over). */
const WINDOW = 1;

/** 160 random bits (RFC 4226 §4 recommends at least 128), base32 without padding. */
export function newTotpSecret(): string {
  return base32.encode(randomBytes(20)).replace(/=+$/, '');
}

export function hotp(secret: Buffer, counter: bigint): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

export function totpStep(now: Date): bigint {
  return BigInt(Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS));
}

export function totpCode(secretBase32: string, now: Date): string {
  return hotp(decodeSecret(secretBase32), totpStep(now));
}

/**
 * The step a code matches within the window, or null. `afterStep` refuses steps already used,
 * so an observed code cannot be replayed (RFC 6238 §5.2).
 */
export function matchTotp(secretBase32: string, code: string, input: { now: Date; afterStep: bigint | null }): bigint | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = decodeSecret(secretBase32);
  const current = totpStep(input.now);
  for (let delta = -WINDOW; delta <= WINDOW; delta++) {
    const step = current + BigInt(delta);
    if (input.afterStep !== null && step <= input.afterStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** The otpauth:// URI authenticator apps read from the enrolment QR code. */
export function otpauthUrl(input: { issuer: string; account: string; secret: string }): string {
  const label = encodeURIComponent(`${input.issuer}:${input.account}`);
  const params = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

function decodeSecret(secretBase32: string): Buffer {
  const padded = secretBase32.toUpperCase() + '='.repeat((8 - (secretBase32.length % 8)) % 8);
  return Buffer.from(base32.decode(padded));
}
