import type { ParSheet, RandomSource, RoundResult } from './types.ts';

/**
 * Test helpers (not exported from the package): crafted randomness to force outcomes, and the
 * Monte-Carlo check of a PAR sheet.
 */

/** A RandomSource that returns the given integers from nextInt, failing loudly on misuse. */
export function scriptedRandom(values: readonly number[]): RandomSource & { remaining(): number } {
  let next = 0;
  return {
    nextInt(n: number) {
      if (next >= values.length) throw new Error(`scripted random exhausted (nextInt(${n}))`);
      const value = values[next]!;
      if (!Number.isInteger(value) || value < 0 || value >= n) throw new Error(`scripted value ${value} is not in [0, ${n})`);
      next += 1;
      return value;
    },
    nextFloat() {
      throw new Error('scripted random: nextFloat is not scripted');
    },
    remaining: () => values.length - next,
  };
}

/** A RandomSource that must not be used (a bonus game draws nothing). */
export const unusedRandom: RandomSource = {
  nextInt: () => {
    throw new Error('randomness used');
  },
  nextFloat: () => {
    throw new Error('randomness used');
  },
};

export interface MonteCarloResult {
  units: number;
  staked: number;
  won: number;
  rtp: number;
  /** Half-width of the 99.9 % interval: 3.29 · σ / √units, σ from the exact sheet. */
  halfWidth: number;
}

/**
 * Plays `calls` and compares the empirical RTP with the sheet. `unitsOf` converts a call into
 * the sheet's units (balls for pachinko), so σ/√n uses the right n.
 */
export function monteCarlo(
  sheet: ParSheet,
  calls: number,
  playCall: () => RoundResult,
  unitsOf: (result: RoundResult) => number,
): MonteCarloResult {
  let units = 0;
  let staked = 0;
  let won = 0;
  for (let i = 0; i < calls; i += 1) {
    const result = playCall();
    units += unitsOf(result);
    staked += result.bet;
    won += result.win;
  }
  return { units, staked, won, rtp: won / staked, halfWidth: (3.29 * sheet.standardDeviation) / Math.sqrt(units) };
}
