import type { TPlayResult } from '@amigo/contract';
import { isApiError } from '../../../lib/http/api-error.ts';
import { playRound } from '../api/games-api.ts';

/** A UUID v4 for one play (crypto.randomUUID; getRandomValues where the page is not a secure context). */
export function newPlayKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Failures where no answer (or no readable one) arrived: the round may or may not have been played. */
const UNCERTAIN = new Set(['NETWORK_ERROR', 'TIMEOUT', 'BAD_RESPONSE']);

export const PLAY_ATTEMPTS = 3;

type Send = typeof playRound;

/**
 * One play with one idempotency key. When the answer is lost on the way (network, timeout,
 * unreadable), the same request is sent again with the same key: the server either plays it
 * once or returns the round it already played (`replayed: true`), never a second round.
 * A refusal with an envelope (insufficient balance, seat lost) is final and thrown.
 */
export async function playOnce(
  machineId: number,
  bet: number,
  options: { send?: Send; key?: string; wait?: (ms: number) => Promise<void> } = {},
): Promise<TPlayResult> {
  const send = options.send ?? playRound;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const idempotencyKey = options.key ?? newPlayKey();
  let lastError: unknown;
  for (let attempt = 0; attempt < PLAY_ATTEMPTS; attempt += 1) {
    try {
      return await send({ machineId, bet, idempotencyKey }, { timeoutMs: 20_000 });
    } catch (error) {
      lastError = error;
      if (!isApiError(error) || !UNCERTAIN.has(error.reason)) throw error;
      await wait(400 * (attempt + 1));
    }
  }
  throw lastError;
}
