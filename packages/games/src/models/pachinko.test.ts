import { describe, expect, it } from 'vitest';
import { parSheet, playRound } from '../play.ts';
import { createSimulationRandom } from '../simulation.ts';
import { monteCarlo, scriptedRandom } from '../testing.ts';
import type { MachineState } from '../types.ts';
import { SAKURA_RUSH_1, SAKURA_RUSH_4, type PachinkoDraw } from './pachinko.ts';

const MODEL = SAKURA_RUSH_4.definition.code;
const NO_ENTRY = 65535; // start pocket value ≥ every numerator: the ball is lost
const ENTRY = 0;

/** Script for a 25-ball call (bet 100): the given per-ball scripts, then lost balls. */
function call(perBall: number[][]): number[] {
  const script = perBall.flat();
  for (let i = perBall.length; i < 25; i += 1) script.push(NO_ENTRY);
  return script;
}

function play(state: MachineState, script: number[]) {
  const random = scriptedRandom(script);
  const result = playRound(MODEL, { setting: 1, state, bet: 100, random });
  expect(random.remaining()).toBe(0);
  return result;
}

describe('sakura-rush-4 state machine', () => {
  it('launches bet / ballPrice balls and pays prize balls per entry', () => {
    const result = play(null, call([[ENTRY, 6389]])); // one entry, a normal-mode miss
    expect(result.display.ballsLaunched).toBe(25);
    expect(result.display.entries).toBe(1);
    expect(result.spins).toBe(1);
    expect(result.win).toBe(3 * 4);
    expect(result.state).toBeNull();
    expect(result.events).toEqual([]);
  });

  it('starts the rush on a rush jackpot', () => {
    const result = play(null, call([[ENTRY, 0]])); // value 0: 10R rush jackpot
    expect(result.win).toBe((3 + 1400) * 4);
    expect(result.state).toEqual({ mode: 'rush', drawsLeft: 130 });
    expect(result.events).toEqual([{ kind: 'jackpot', payout: 1400 * 4 }]);
    const [draw] = result.display.shownDraws as PachinkoDraw[];
    expect(draw).toMatchObject({ hit: true, rush: false, jackpot: { rounds: 10, balls: 1400, rush: true } });
    expect(new Set(draw!.reels).size).toBe(1);
  });

  it('stays normal after a plain jackpot', () => {
    const result = play(null, call([[ENTRY, 10]])); // value 10: 3R, no rush
    expect(result.win).toBe((3 + 420) * 4);
    expect(result.state).toBeNull();
    expect(result.events).toEqual([{ kind: 'jackpot', payout: 420 * 4 }]);
  });

  it('uses the rush odds during the rush and ends after its draws', () => {
    // Two draws left: two rush misses (values < 994 only fit the rush table), then the third
    // entry must already use the normal table (6390 values: 6000 would fail a rush draw).
    const result = play(
      { mode: 'rush', drawsLeft: 2 },
      call([
        [ENTRY, 993],
        [ENTRY, 993],
        [ENTRY, 6000],
      ]),
    );
    expect(result.state).toBeNull();
    expect(result.spins).toBe(3);
    const draws = result.display.shownDraws as PachinkoDraw[];
    expect(draws.map((d) => d.rush)).toEqual([true, true, false]);
    expect(result.display.mode).toBe('normal');
  });

  it('a rush entry uses the electric-tulip odds', () => {
    // 21300 / 65536 enters in the rush but not in normal mode (6118 / 65536).
    const inRush = play({ mode: 'rush', drawsLeft: 10 }, call([[21299, 993]]));
    expect(inRush.display.entries).toBe(1);
    expect(inRush.state).toEqual({ mode: 'rush', drawsLeft: 9 });
    const inNormal = play(null, call([[21299]]));
    expect(inNormal.display.entries).toBe(0);
  });

  it('restarts the ST on a jackpot in the rush', () => {
    const result = play({ mode: 'rush', drawsLeft: 5 }, call([[ENTRY, 6]])); // value 6: 3R rush
    expect(result.state).toEqual({ mode: 'rush', drawsLeft: 130 });
    expect(result.win).toBe((3 + 420) * 4);
  });

  it('refuses a bad bet, setting or state', () => {
    const random = createSimulationRandom(1);
    expect(() => playRound(MODEL, { setting: 1, state: null, bet: 99, random })).toThrow(RangeError);
    expect(() => playRound(MODEL, { setting: 2, state: null, bet: 100, random })).toThrow(RangeError);
    expect(() => playRound(MODEL, { setting: 1, state: { mode: 'rush', drawsLeft: 131 }, bet: 100, random })).toThrow(RangeError);
    expect(() => playRound(MODEL, { setting: 1, state: { mode: 'fever' }, bet: 100, random })).toThrow(RangeError);
  });

  it('shows three equal digits exactly on a hit, and at most 50 draws', () => {
    const random = createSimulationRandom(5);
    let state: MachineState = null;
    for (let i = 0; i < 2000; i += 1) {
      const result = playRound(MODEL, { setting: 1, state, bet: 1000, random });
      state = result.state;
      const draws = result.display.shownDraws as PachinkoDraw[];
      expect(draws.length).toBe(Math.min(50, result.spins));
      for (const draw of draws) expect(new Set(draw.reels).size === 1).toBe(draw.hit);
    }
  });
});

describe.each([SAKURA_RUSH_4, SAKURA_RUSH_1])('$definition.code PAR', (spec) => {
  const code = spec.definition.code;

  it('exact RTP equals the design RTP within 0.0001', () => {
    const sheet = parSheet(code, 1);
    expect(Math.abs(sheet.rtp - sheet.designRtp)).toBeLessThan(0.0001);
    expect(sheet.designRtp).toBe(spec.designRtp);
    expect(sheet.rtp).toBeGreaterThanOrEqual(0.9);
    expect(sheet.rtp).toBeLessThanOrEqual(0.98);
  });

  it('Monte-Carlo RTP of 4·10^7 balls lies in the 99.9 % interval', () => {
    const sheet = parSheet(code, 1);
    const random = createSimulationRandom(20261122);
    const bet = spec.definition.betOptions.at(-1)!;
    let state: MachineState = null;
    const result = monteCarlo(
      sheet,
      40_000_000 / (bet / spec.definition.ballPrice),
      () => {
        const round = playRound(code, { setting: 1, state, bet, random });
        state = round.state;
        return round;
      },
      (round) => round.bet / spec.definition.ballPrice,
    );
    expect(result.units).toBe(40_000_000);
    expect(Math.abs(result.rtp - sheet.rtp)).toBeLessThan(result.halfWidth);
  });
});
