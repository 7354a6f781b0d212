import { describe, expect, it } from 'vitest';
import { parSheet, playRound } from '../play.ts';
import { createSimulationRandom } from '../simulation.ts';
import { monteCarlo, scriptedRandom, unusedRandom } from '../testing.ts';
import type { MachineState } from '../types.ts';
import { GOLDEN_SEVEN, LOTTERY_SIZE, type PachislotFlag, type ReelSymbol } from './pachislot.ts';

const MODEL = GOLDEN_SEVEN.definition.code;

function game(setting: number, state: MachineState, value?: number) {
  return playRound(MODEL, { setting, state, bet: 3, random: value === undefined ? unusedRandom : scriptedRandom([value]) });
}

/** The paytable read from the payline alone, independent of the model code. */
function readPayline([left, middle, right]: readonly ReelSymbol[]): PachislotFlag {
  if (left === '7' && middle === '7' && right === '7') return 'big';
  if (left === '7' && middle === '7' && right === 'BAR') return 'reg';
  if (left === 'REPLAY' && middle === 'REPLAY' && right === 'REPLAY') return 'replay';
  if (left === 'BELL' && middle === 'BELL' && right === 'BELL') return 'bell';
  if (left === 'MELON' && middle === 'MELON' && right === 'MELON') return 'watermelon';
  if (left === 'CHERRY') return 'cherry';
  return 'none';
}

describe('golden-seven state machine', () => {
  it('BIG runs 24 paid bonus games of 15 coins, then returns to normal', () => {
    const start = game(1, null, 0); // values 0..227 are BIG at setting 1
    expect(start.display).toMatchObject({ flag: 'big', reels: ['7', '7', '7'], bonusStarted: 'big' });
    expect(start.win).toBe(0);
    expect(start.events).toEqual([{ kind: 'big', payout: 0 }]);
    expect(start.state).toEqual({ bonus: 'big', gamesLeft: 24 });

    let state = start.state;
    for (let played = 1; played <= 24; played += 1) {
      const bonusGame = game(1, state); // a bonus game draws nothing
      expect(bonusGame.bet).toBe(3);
      expect(bonusGame.win).toBe(15);
      expect(bonusGame.display).toMatchObject({
        flag: 'bonus-game',
        bonus: { kind: 'big', game: played, gamesLeft: 24 - played },
      });
      state = bonusGame.state;
    }
    expect(state).toBeNull();
    expect(game(1, state, LOTTERY_SIZE - 1).display.flag).toBe('none');
  });

  it('REG runs 8 bonus games, then returns to normal', () => {
    const start = game(1, null, 228); // REG follows BIG's 228 values
    expect(start.display).toMatchObject({ flag: 'reg', reels: ['7', '7', 'BAR'] });
    expect(start.events).toEqual([{ kind: 'reg', payout: 0 }]);
    let state = start.state;
    let won = 0;
    for (let played = 0; played < 8; played += 1) {
      const bonusGame = game(1, state);
      won += bonusGame.win;
      state = bonusGame.state;
    }
    expect(won).toBe(120);
    expect(state).toBeNull();
  });

  it('replay returns the 3 coins as a win', () => {
    const replay = game(1, null, 228 + 144);
    expect(replay.display.flag).toBe('replay');
    expect(replay.win).toBe(3);
    expect(replay.state).toBeNull();
  });

  it('shows payline stops consistent with the flag for every lottery value and setting', () => {
    const payouts: Record<PachislotFlag, number> = { none: 0, replay: 3, cherry: 4, bell: 10, watermelon: 15, big: 0, reg: 0 };
    for (const setting of GOLDEN_SEVEN.definition.settings) {
      const counts: Partial<Record<PachislotFlag, number>> = {};
      const inconsistent: number[] = [];
      for (let value = 0; value < LOTTERY_SIZE; value += 1) {
        const result = game(setting, null, value);
        const flag = result.display.flag as PachislotFlag;
        if (readPayline(result.display.reels as ReelSymbol[]) !== flag || result.win !== payouts[flag]) inconsistent.push(value);
        counts[flag] = (counts[flag] ?? 0) + 1;
      }
      expect(inconsistent).toEqual([]);
      const table = GOLDEN_SEVEN.tables[setting]!;
      for (const flag of ['big', 'reg', 'replay', 'cherry', 'bell', 'watermelon'] as const)
        expect(counts[flag]).toBe(table[flag]);
    }
  });

  it('refuses a bad bet, setting or state', () => {
    expect(() => playRound(MODEL, { setting: 7, state: null, bet: 3, random: unusedRandom })).toThrow(RangeError);
    expect(() => playRound(MODEL, { setting: 1, state: null, bet: 1, random: unusedRandom })).toThrow(RangeError);
    expect(() => playRound(MODEL, { setting: 1, state: { bonus: 'big', gamesLeft: 25 }, bet: 3, random: unusedRandom })).toThrow(
      RangeError,
    );
  });
});

describe('golden-seven PAR', () => {
  it('each table sums to at most 65,536 and settings rise in RTP', () => {
    let previous = 0;
    for (const setting of GOLDEN_SEVEN.definition.settings) {
      const table = GOLDEN_SEVEN.tables[setting]!;
      expect(Object.values(table).reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(LOTTERY_SIZE);
      const { rtp } = parSheet(MODEL, setting);
      expect(rtp).toBeGreaterThan(previous);
      previous = rtp;
    }
  });

  it.each(GOLDEN_SEVEN.definition.settings)('setting %i: exact RTP equals the design RTP within 0.0001', (setting) => {
    const sheet = parSheet(MODEL, setting);
    expect(sheet.designRtp).toBe(GOLDEN_SEVEN.designRtp[setting]);
    expect(Math.abs(sheet.rtp - sheet.designRtp)).toBeLessThan(0.0001);
  });

  it('RTP matches the renewal closed form', () => {
    // Per normal game: games = 1 + 24·pBIG + 8·pREG, coins = small wins + 360·pBIG + 120·pREG.
    const table = GOLDEN_SEVEN.tables[1]!;
    const p = (count: number) => count / LOTTERY_SIZE;
    const coins =
      3 * p(table.replay) +
      4 * p(table.cherry) +
      10 * p(table.bell) +
      15 * p(table.watermelon) +
      360 * p(table.big) +
      120 * p(table.reg);
    const games = 1 + 24 * p(table.big) + 8 * p(table.reg);
    expect(parSheet(MODEL, 1).rtp).toBeCloseTo(coins / (3 * games), 12);
  });

  it.each([1, 6])('setting %i: Monte-Carlo RTP of 10^6 games lies in the 99.9 % interval', (setting) => {
    const sheet = parSheet(MODEL, setting);
    const random = createSimulationRandom(1000 + setting);
    let state: MachineState = null;
    const result = monteCarlo(
      sheet,
      1_000_000,
      () => {
        const round = playRound(MODEL, { setting, state, bet: 3, random });
        state = round.state;
        return round;
      },
      () => 1,
    );
    expect(Math.abs(result.rtp - sheet.rtp)).toBeLessThan(result.halfWidth);
  });
});
