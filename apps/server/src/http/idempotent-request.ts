import { AppError } from './app-error.ts';

/** A value that defines a keyed request: compared by its decimal or text form (5000n and 5000 are the same amount). */
export type RequestValue = string | number | bigint | boolean | null;

/**
 * Stripe's rule for idempotency keys, used by every call that takes one: a key names exactly one
 * request. Replayed with the same payload it answers the stored result; with any field different
 * (amount, bet, machine, card, address, network, coin, member, direction, reason…) it answers
 * 409 IDEMPOTENCY_KEY_REUSED, never the stored result of another request.
 *
 * The caller passes the stored row's fields and the request's fields as two objects of one shape
 * (the type makes a field on one side only a compile error), every payload field except the key
 * itself and secrets such as the payment password. Call it on every path that finds an earlier
 * request with the key: the plain replay and the loser of a race between two requests.
 */
export function assertSameRequest<Fields extends Record<string, RequestValue>>(stored: Fields, requested: NoInfer<Fields>): void {
  const names = new Set([...Object.keys(stored), ...Object.keys(requested)]);
  for (const name of names) {
    if (canonical(stored[name]) !== canonical(requested[name])) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', { field: 'idempotencyKey' });
    }
  }
}

function canonical(value: RequestValue | undefined): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  return `${typeof value === 'string' ? 's' : 'v'}:${String(value)}`;
}
