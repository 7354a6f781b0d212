import type { TLimit } from '@amigo/contract';
import { describe, expect, it } from 'vitest';
import {
  appliesNow,
  blockEndsAt,
  canStartBlock,
  classifyChange,
  limitUsage,
  parseLimitAmount,
  remainingAllowance,
  type Block,
} from './rules.ts';

const limit = (over: Partial<TLimit>): TLimit => ({
  kind: 'deposit',
  period: 'day',
  amount: 3000,
  pending: null,
  used: 0,
  ...over,
});

describe('parseLimitAmount', () => {
  it('reads plain, grouped and full-width digits', () => {
    expect(parseLimitAmount('3000')).toEqual({ ok: true, amount: 3000 });
    expect(parseLimitAmount(' 3,000 ')).toEqual({ ok: true, amount: 3000 });
    expect(parseLimitAmount('３，０００')).toEqual({ ok: true, amount: 3000 });
  });

  it('refuses empty, zero, decimals, signs and more than the contract allows', () => {
    expect(parseLimitAmount('')).toEqual({ ok: false, error: 'required' });
    expect(parseLimitAmount('  ')).toEqual({ ok: false, error: 'required' });
    expect(parseLimitAmount('0')).toEqual({ ok: false, error: 'invalid' });
    expect(parseLimitAmount('1.5')).toEqual({ ok: false, error: 'invalid' });
    expect(parseLimitAmount('-5')).toEqual({ ok: false, error: 'invalid' });
    expect(parseLimitAmount('1e3')).toEqual({ ok: false, error: 'invalid' });
    expect(parseLimitAmount('1000000000000')).toEqual({ ok: true, amount: 1_000_000_000_000 });
    expect(parseLimitAmount('1000000000001')).toEqual({ ok: false, error: 'tooLarge' });
  });
});

describe('classifyChange', () => {
  it('applies stricter changes now and looser ones after 24 hours, like the server', () => {
    expect(classifyChange(null, 5000)).toBe('new');
    expect(classifyChange(5000, 4999)).toBe('lower');
    expect(classifyChange(5000, 5000)).toBe('same');
    expect(classifyChange(5000, 5001)).toBe('raise');
    expect(classifyChange(5000, null)).toBe('remove');
    expect(classifyChange(null, null)).toBe('none');
    expect(['new', 'lower', 'same'].every((change) => appliesNow(change as never))).toBe(true);
    expect(appliesNow('raise')).toBe(false);
    expect(appliesNow('remove')).toBe(false);
  });
});

describe('limitUsage and remainingAllowance', () => {
  it('measures a limit, capping the bar at 100 %', () => {
    expect(limitUsage(limit({ amount: 4000, used: 1000 }))).toEqual({
      used: 1000,
      amount: 4000,
      percent: 25,
      remaining: 3000,
      reached: false,
    });
    expect(limitUsage(limit({ amount: 3000, used: 3000 }))).toMatchObject({ percent: 100, remaining: 0, reached: true });
    expect(limitUsage(limit({ amount: 3000, used: 4500 }))).toMatchObject({ percent: 100, remaining: 0, reached: true });
    expect(limitUsage(limit({ amount: null, pending: { amount: 9000, from: '2026-01-02T00:00:00.000Z' } }))).toBeNull();
  });

  it('takes the least that any limit of the kind leaves', () => {
    const limits = [
      limit({ period: 'day', amount: 5000, used: 1000 }),
      limit({ period: 'week', amount: 20000, used: 18000 }),
      limit({ kind: 'loss', period: 'day', amount: 100, used: 0 }),
    ];
    expect(remainingAllowance(limits, 'deposit')).toBe(2000);
    expect(remainingAllowance(limits, 'loss')).toBe(100);
    expect(remainingAllowance([], 'deposit')).toBeNull();
  });
});

describe('blocks', () => {
  const now = new Date('2026-01-31T12:00:00.000Z');

  it('ends blocks like the server does', () => {
    expect(blockEndsAt('24h', now)?.toISOString()).toBe('2026-02-01T12:00:00.000Z');
    expect(blockEndsAt('7d', now)?.toISOString()).toBe('2026-02-07T12:00:00.000Z');
    expect(blockEndsAt('30d', now)?.toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(blockEndsAt('1y', now)?.toISOString()).toBe('2027-01-31T12:00:00.000Z');
    expect(blockEndsAt('5y', now)?.toISOString()).toBe('2031-01-31T12:00:00.000Z');
    expect(blockEndsAt('6m', now)?.getUTCFullYear()).toBe(2026);
    expect(blockEndsAt('indefinite', now)).toBeNull();
  });

  it('only lengthens a block in force, never shortens or softens it', () => {
    const coolOff: Block = { kind: 'cool_off', from: now.toISOString(), until: '2026-02-07T12:00:00.000Z', minUntil: null };
    expect(canStartBlock(null, 'cool_off', '24h', now)).toBe(true);
    expect(canStartBlock(coolOff, 'cool_off', '24h', now)).toBe(false);
    expect(canStartBlock(coolOff, 'cool_off', '30d', now)).toBe(true);
    expect(canStartBlock(coolOff, 'self_exclusion', '6m', now)).toBe(true);
    const excluded: Block = {
      kind: 'self_exclusion',
      from: now.toISOString(),
      until: '2026-07-31T12:00:00.000Z',
      minUntil: null,
    };
    expect(canStartBlock(excluded, 'cool_off', '30d', now)).toBe(false);
    expect(canStartBlock(excluded, 'self_exclusion', '1y', now)).toBe(true);
    expect(canStartBlock(excluded, 'self_exclusion', 'indefinite', now)).toBe(true);
    const indefinite: Block = { ...excluded, until: null };
    expect(canStartBlock(indefinite, 'self_exclusion', '5y', now)).toBe(false);
  });
});
