import { describe, expect, it } from 'vitest';
import { featureValue } from './feature-value.ts';
import { playRound } from './play.ts';
import { createSimulationRandom } from './simulation.ts';
import type { MachineState } from './types.ts';

/**
 * The value the server pays an absent owner for their open feature (played out from their seed)
 * is, over many features, the value the model's maths says the feature is worth: a seeded
 * simulation of whole features against the exact figure (no timing involved).
 */
function simulate(model: string, start: MachineState, bet: number, features: number, seed: number) {
  const random = createSimulationRandom(seed);
  let sum = 0;
  let squares = 0;
  for (let feature = 0; feature < features; feature += 1) {
    let state = start;
    let net = 0;
    while (state !== null) {
      const result = playRound(model, { setting: 1, state, bet, random });
      net += result.win - result.bet;
      state = result.state;
    }
    sum += net;
    squares += net * net;
  }
  const mean = sum / features;
  const standardError = Math.sqrt((squares / features - mean * mean) / features);
  return { mean, standardError };
}

describe('feature value', () => {
  it('pachislot BIG and REG are worth exactly their games × (15 − 3) coins, at every setting', () => {
    for (const setting of [1, 6]) {
      expect(featureValue('golden-seven', { setting, state: { bonus: 'big', gamesLeft: 24 }, bet: 3 })).toBe(288);
      expect(featureValue('golden-seven', { setting, state: { bonus: 'reg', gamesLeft: 8 }, bet: 3 })).toBe(96);
      expect(featureValue('golden-seven', { setting, state: { bonus: 'big', gamesLeft: 5 }, bet: 3 })).toBe(60);
    }
    expect(featureValue('golden-seven', { setting: 1, state: null, bet: 3 })).toBe(0);
  });

  it.each([
    ['sakura-rush-4', 130, 100],
    ['sakura-rush-4', 130, 1000],
    ['sakura-rush-1', 50, 250],
  ] as const)('a %s rush (%i draws) played on at bet %i: the simulated mean matches the exact value', (model, draws, bet) => {
    const start = { mode: 'rush', drawsLeft: draws };
    const exact = featureValue(model, { setting: 1, state: start, bet });
    expect(exact).toBeGreaterThan(0);
    const { mean, standardError } = simulate(model, start, bet, 4_000, 18);
    expect(Math.abs(mean - exact)).toBeLessThan(4 * standardError);
  });

  it('a rush with fewer draws left is worth less', () => {
    const full = featureValue('sakura-rush-4', { setting: 1, state: { mode: 'rush', drawsLeft: 130 }, bet: 100 });
    const last = featureValue('sakura-rush-4', { setting: 1, state: { mode: 'rush', drawsLeft: 1 }, bet: 100 });
    expect(last).toBeLessThan(full);
  });
});
