import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `CD` (deposit) or `CW` (withdrawal) + Tokyo date-time (yyyyMMddHHmmss) + 6 random characters. */
export function newCryptoOrderSn(kind: 'CD' | 'CW', now: Date): string {
  const tokyo = new Date(now.getTime() + 9 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return kind + tokyo + Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
