import { describe, expect, it } from 'vitest';
import { markovRewardStats } from './markov.ts';

describe('markovRewardStats', () => {
  it('gives the stationary mean and the step variance of independent steps', () => {
    // One state, reward 0 or 2 with probability 1/2: mean 1, variance 1, no correlation.
    const stats = markovRewardStats([
      [
        { probability: 0.5, reward: 0, next: 0 },
        { probability: 0.5, reward: 2, next: 0, labels: ['win'] },
      ],
    ]);
    expect(stats.mean).toBeCloseTo(1, 12);
    expect(stats.stepVariance).toBeCloseTo(1, 12);
    expect(stats.asymptoticVariance).toBeCloseTo(1, 12);
    expect(stats.labelRate('win')).toBeCloseTo(0.5, 12);
    expect(stats.positiveRewardRate).toBeCloseTo(0.5, 12);
  });

  it('matches the closed form of a correlated two-state chain', () => {
    // Switch state with probability q; reward 1 while in state 1. Correlation ρ^k with ρ = 1 − 2q,
    // so the asymptotic variance is (1/4)(1 + ρ)/(1 − ρ).
    const q = 0.1;
    const rho = 1 - 2 * q;
    const stats = markovRewardStats([
      [
        { probability: 1 - q, reward: 0, next: 0 },
        { probability: q, reward: 0, next: 1 },
      ],
      [
        { probability: 1 - q, reward: 1, next: 1 },
        { probability: q, reward: 1, next: 0 },
      ],
    ]);
    expect(stats.stationary[0]).toBeCloseTo(0.5, 12);
    expect(stats.mean).toBeCloseTo(0.5, 12);
    expect(stats.stepVariance).toBeCloseTo(0.25, 12);
    expect(stats.asymptoticVariance).toBeCloseTo((0.25 * (1 + rho)) / (1 - rho), 10);
  });

  it('refuses transitions that do not sum to 1', () => {
    expect(() => markovRewardStats([[{ probability: 0.5, reward: 0, next: 0 }]])).toThrow(/sum to/);
  });
});
