import { describe, expect, it } from 'vitest';
import { parseCoins, stopReason, type AutoPlaySettings } from './autoplay.ts';

const base: AutoPlaySettings = { rounds: 10, stopOnBonus: false, stopBelowBalance: null, stopOnWinAbove: null };
const outcome = { win: 0, bonus: false, balance: 1000 };

describe('auto-play stop conditions', () => {
  it('goes on until the number of rounds is played', () => {
    expect(stopReason(base, 9, outcome, 100)).toBeNull();
    expect(stopReason(base, 10, outcome, 100)).toBe('rounds');
  });

  it('stops on a bonus only when asked to', () => {
    expect(stopReason(base, 1, { ...outcome, bonus: true }, 100)).toBeNull();
    expect(stopReason({ ...base, stopOnBonus: true }, 1, { ...outcome, bonus: true }, 100)).toBe('bonus');
  });

  it('stops when the balance falls below the limit (not at it)', () => {
    const settings = { ...base, stopBelowBalance: 500 };
    expect(stopReason(settings, 1, { ...outcome, balance: 500 }, 100)).toBeNull();
    expect(stopReason(settings, 1, { ...outcome, balance: 499 }, 100)).toBe('balance');
  });

  it('stops when a single win is above the limit (not at it)', () => {
    const settings = { ...base, stopOnWinAbove: 1000 };
    expect(stopReason(settings, 1, { ...outcome, win: 1000 }, 100)).toBeNull();
    expect(stopReason(settings, 1, { ...outcome, win: 1001 }, 100)).toBe('win');
  });

  it('stops when the next bet cannot be paid', () => {
    expect(stopReason(base, 1, { ...outcome, balance: 99 }, 100)).toBe('cannotAfford');
  });

  it('reports the bonus before the other reasons of the same round', () => {
    const settings = { ...base, rounds: 1, stopOnBonus: true, stopOnWinAbove: 0 };
    expect(stopReason(settings, 1, { win: 500, bonus: true, balance: 0 }, 100)).toBe('bonus');
  });
});

describe('parseCoins', () => {
  it('reads whole coins, with or without grouping', () => {
    expect(parseCoins('')).toBeNull();
    expect(parseCoins('  ')).toBeNull();
    expect(parseCoins('1500')).toBe(1500);
    expect(parseCoins('1,500')).toBe(1500);
    expect(parseCoins('0')).toBe(0);
  });

  it('refuses anything else', () => {
    for (const text of ['-1', '1.5', 'abc', '1e3', '9999999999999']) expect(parseCoins(text)).toBeNaN();
  });
});
