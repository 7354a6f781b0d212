import { describe, expect, it } from 'vitest';
import { parSheet, playRound } from '../play.ts';
import { createSimulationRandom } from '../simulation.ts';
import { monteCarlo, scriptedRandom } from '../testing.ts';
import { compileSlot, DRAGON_PEARL, enumerateBaseSpin, evaluateStops, PAYLINES, type SlotSpec, type SlotSymbol } from './slot.ts';

const MODEL = DRAGON_PEARL.definition.code;
const slot = compileSlot(DRAGON_PEARL);
// PEARL is at index 9 of every strip: stops 8–10 show it, stop 0 does not.
const THREE_SCATTERS = [9, 9, 9, 0, 0];
const TWO_SCATTERS = [9, 9, 0, 0, 0];
const QUIET = [0, 0, 0, 0, 0];

function spin(bet: number, stops: number[]) {
  const random = scriptedRandom(stops);
  const result = playRound(MODEL, { setting: 1, state: null, bet, random });
  expect(random.remaining()).toBe(0);
  return result;
}

/** The rules as written in the README, evaluated the plain way, for cross-checking. */
function naivePay(spec: SlotSpec, stops: readonly number[]): number {
  const grid = spec.strips.map((strip, reel) =>
    [-1, 0, 1].map((row) => strip[(stops[reel]! + row + strip.length) % strip.length]!),
  );
  let total = 0;
  for (const rows of PAYLINES) {
    const symbols = rows.map((row, reel) => grid[reel]![row]!);
    let lineSymbol: SlotSymbol | undefined = symbols.find((symbol) => symbol !== 'WILD');
    let run = 0;
    if (lineSymbol === undefined || lineSymbol === 'PEARL') {
      while (run < 5 && symbols[run] === 'WILD') run += 1;
      lineSymbol = 'DRAGON';
    } else {
      while (run < 5 && (symbols[run] === 'WILD' || symbols[run] === lineSymbol)) run += 1;
    }
    if (run >= 3) total += spec.paytable[lineSymbol]![run - 3]!;
  }
  const scatters = grid.flat().filter((symbol) => symbol === 'PEARL').length;
  if (scatters >= 3) total += spec.scatterPays[Math.min(scatters, 5) - 3]! * 20;
  return total;
}

describe('dragon-pearl spins', () => {
  it('3 scatters trigger 10 free spins at ×3, played inside the call', () => {
    const free = evaluateStops(slot, QUIET);
    const base = evaluateStops(slot, THREE_SCATTERS);
    expect(base.scatterCount).toBe(3);
    const result = spin(20, [...THREE_SCATTERS, ...Array.from({ length: 10 }, () => QUIET).flat()]);
    expect(result.spins).toBe(11);
    expect(result.state).toBeNull();
    const featureWin = 10 * free.payLineBets * 3;
    expect(result.events).toEqual([{ kind: 'free_spins', payout: featureWin }]);
    expect(result.win).toBe(base.payLineBets + featureWin);
    expect(result.display.baseWin).toBeGreaterThanOrEqual(2 * 20); // the scatter pays 2 × bet
    expect(result.display.freeSpins).toMatchObject({ awarded: 10, played: 10, multiplier: 3, win: featureWin });
    const [firstFree] = (result.display.freeSpins as { spins: { win: number; lineWins: { win: number }[] }[] }).spins;
    expect(firstFree!.win).toBe(free.payLineBets * 3);
    expect(firstFree!.lineWins.reduce((sum, line) => sum + line.win, 0)).toBe(
      free.lineWins.reduce((sum, line) => sum + line.pay, 0) * 3,
    );
  });

  it('2 scatters do not trigger', () => {
    const result = spin(20, TWO_SCATTERS);
    expect(result.spins).toBe(1);
    expect(result.events).toEqual([]);
    expect(result.display.freeSpins).toBeNull();
  });

  it('3 scatters during free spins add 10 more', () => {
    const script = [...THREE_SCATTERS, ...THREE_SCATTERS, ...Array.from({ length: 19 }, () => QUIET).flat()];
    const result = spin(20, script);
    expect(result.spins).toBe(21);
    expect(result.display.freeSpins).toMatchObject({ awarded: 20, played: 20 });
  });

  it('wins scale with the bet and stay integers', () => {
    const random = createSimulationRandom(3);
    for (let i = 0; i < 2000; i += 1) {
      const stops = slot.strips.map((strip) => random.nextInt(strip.length));
      if (evaluateStops(slot, stops).scatterCount >= 3) continue; // free spins need more scripted stops
      const small = spin(20, stops);
      for (const bet of DRAGON_PEARL.definition.betOptions) {
        const result = spin(bet, stops);
        expect(result.win).toBe((small.win * bet) / 20);
        expect(Number.isInteger(result.win)).toBe(true);
      }
    }
  });

  it('line and scatter wins agree with a plain evaluation of the rules', () => {
    const random = createSimulationRandom(11);
    const mismatches: number[][] = [];
    for (let i = 0; i < 50_000; i += 1) {
      const stops = slot.strips.map((strip) => random.nextInt(strip.length));
      if (evaluateStops(slot, stops).payLineBets !== naivePay(DRAGON_PEARL, stops)) mismatches.push(stops);
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses a bet not offered', () => {
    expect(() => playRound(MODEL, { setting: 1, state: null, bet: 30, random: createSimulationRandom(1) })).toThrow(RangeError);
  });
});

describe('dragon-pearl PAR', () => {
  it('the enumeration equals brute force over every stop combination (small strips)', () => {
    const tiny: SlotSpec = {
      ...DRAGON_PEARL,
      strips: [
        ['DRAGON', 'A', 'PEARL', 'K'],
        ['WILD', 'A', 'DRAGON'],
        ['A', 'WILD', 'PEARL', 'K'],
        ['DRAGON', 'WILD', 'A'],
        ['PEARL', 'A', 'K', 'DRAGON', 'WILD'],
      ],
    };
    const compiled = compileSlot(tiny);
    const moments = enumerateBaseSpin(compiled);
    let sumPay = 0;
    let sumPaySquared = 0;
    let paying = 0;
    let triggering = 0;
    let combinations = 0;
    const visit = (stops: number[]) => {
      if (stops.length === 5) {
        const pay = naivePay(tiny, stops);
        expect(evaluateStops(compiled, stops).payLineBets).toBe(pay);
        combinations += 1;
        sumPay += pay;
        sumPaySquared += pay * pay;
        if (pay > 0) paying += 1;
        if (evaluateStops(compiled, stops).scatterCount >= 3) triggering += 1;
        return;
      }
      for (let stop = 0; stop < tiny.strips[stops.length]!.length; stop += 1) visit([...stops, stop]);
    };
    visit([]);
    expect(moments).toMatchObject({ combinations, sumPay, sumPaySquared, paying, triggering });
  });

  it('exact RTP equals the design RTP within 0.0001', () => {
    const sheet = parSheet(MODEL, 1);
    expect(sheet.designRtp).toBe(DRAGON_PEARL.designRtp);
    expect(Math.abs(sheet.rtp - sheet.designRtp)).toBeLessThan(0.0001);
    expect(sheet.details?.combinations).toBe(24 ** 5);
  });

  it('Monte-Carlo RTP of 10^6 paid spins lies in the 99.9 % interval', () => {
    const sheet = parSheet(MODEL, 1);
    const random = createSimulationRandom(77);
    const result = monteCarlo(
      sheet,
      1_000_000,
      () => playRound(MODEL, { setting: 1, state: null, bet: 20, random }),
      () => 1,
    );
    expect(Math.abs(result.rtp - sheet.rtp)).toBeLessThan(result.halfWidth);
  });
});
