import { describe, expect, it } from 'vitest';
import { assertSameRequest } from './idempotent-request.ts';

describe('assertSameRequest', () => {
  it('passes the same request, whatever the number type it was stored as', () => {
    type Fields = { amount: bigint | number; card: bigint; reason: string };
    expect(() =>
      assertSameRequest<Fields>({ amount: 5000n, card: 7n, reason: 'x' }, { amount: 5000, card: 7n, reason: 'x' }),
    ).not.toThrow();
  });

  it('refuses any field that differs with 409 IDEMPOTENCY_KEY_REUSED naming the key', () => {
    const stored: { amount: bigint; network: string; memo: string | null } = { amount: 5000n, network: 'TRC20', memo: null };
    for (const requested of [
      { amount: 5001n, network: 'TRC20', memo: null },
      { amount: 5000n, network: 'ERC20', memo: null },
      { amount: 5000n, network: 'TRC20', memo: 'x' },
    ]) {
      expect(() => assertSameRequest(stored, requested)).toThrow(
        expect.objectContaining({ reason: 'IDEMPOTENCY_KEY_REUSED', code: 409, field: 'idempotencyKey' }),
      );
    }
  });

  it('tells a text from a number and a missing field from a present one', () => {
    expect(() => assertSameRequest<Record<string, string | number>>({ bet: '20' }, { bet: 20 })).toThrow();
    expect(() => assertSameRequest<Record<string, number>>({ bet: 20 }, { bet: 20, machineId: 1 })).toThrow();
  });
});
