import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a webhook's timestamp may be from our clock (as for the sandbox payment provider). */
export const CHAIN_SIGNATURE_WINDOW_S = 5 * 60;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: the sandbox payment provider's scheme. */
export function signChainPayload(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function verifyChainSignature(secret: string, body: string, header: string | undefined, nowS: number): boolean {
  if (!header || header.length > 200) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > CHAIN_SIGNATURE_WINDOW_S || !parts.v1) return false;
  const expected = Buffer.from(signChainPayload(secret, body, timestamp).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
