/**
 * Exact long-run figures of a finite Markov reward chain: used for the pachinko rush and the
 * pachislot bonus, where what a unit (ball, game) returns depends on the machine's state.
 *
 * Every state lists its transitions (probability, reward in units staked, next state). The
 * stationary distribution π gives the long-run mean reward per unit (the RTP). Because
 * consecutive units are correlated (a rush pays many units in a row), the variance that governs
 * the total of n units is the asymptotic variance σ² = lim Var(ΣR)/n, computed exactly from the
 * Poisson equation h = r̄ − μ + P·h: the martingale differences D = R − μ + h(next) − h(state)
 * are uncorrelated and σ² = E_π[D²].
 */

export interface Transition {
  probability: number;
  /** Reward in units of the stake (coins returned per coin staked for this step). */
  reward: number;
  next: number;
  /** Free-form labels so callers can count events (draws, jackpots, bonuses) under π. */
  labels?: readonly string[];
}

export interface MarkovRewardStats {
  stationary: number[];
  /** Long-run mean reward per step (per unit staked: the RTP). */
  mean: number;
  /** Variance of one step's reward under π (ignores correlation between steps). */
  stepVariance: number;
  /** lim Var(sum of n steps) / n: the variance per step of a long session. */
  asymptoticVariance: number;
  /** Long-run probability that a step takes a transition with the given label. */
  labelRate(label: string): number;
  /** Long-run probability that a step's reward is positive. */
  positiveRewardRate: number;
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (A is n×n, modified in place). */
function solveLinear(matrix: number[][], rhs: number[]): number[] {
  const n = rhs.length;
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(matrix[row]![col]!) > Math.abs(matrix[pivot]![col]!)) pivot = row;
    [matrix[col], matrix[pivot]] = [matrix[pivot]!, matrix[col]!];
    [rhs[col], rhs[pivot]] = [rhs[pivot]!, rhs[col]!];
    const pivotRow = matrix[col]!;
    const pivotValue = pivotRow[col]!;
    if (Math.abs(pivotValue) < 1e-300) throw new Error('singular Markov system');
    for (let row = col + 1; row < n; row += 1) {
      const current = matrix[row]!;
      const factor = current[col]! / pivotValue;
      if (factor === 0) continue;
      for (let k = col; k < n; k += 1) current[k]! -= factor * pivotRow[k]!;
      rhs[row]! -= factor * rhs[col]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    let sum = rhs[row]!;
    for (let k = row + 1; k < n; k += 1) sum -= matrix[row]![k]! * x[k]!;
    x[row] = sum / matrix[row]![row]!;
  }
  return x;
}

export function markovRewardStats(transitions: Transition[][]): MarkovRewardStats {
  const n = transitions.length;
  const matrix = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let from = 0; from < n; from += 1) {
    let total = 0;
    for (const t of transitions[from]!) {
      matrix[from]![t.next]! += t.probability;
      total += t.probability;
    }
    if (Math.abs(total - 1) > 1e-9) throw new Error(`state ${from}: transition probabilities sum to ${total}`);
  }

  // π (I − P) = 0 with Σπ = 1: transpose, and replace the last equation by the normalisation.
  const system = Array.from({ length: n }, (_, row) =>
    Array.from({ length: n }, (_, col) => (row === col ? 1 : 0) - matrix[col]![row]!),
  );
  system[n - 1] = new Array<number>(n).fill(1);
  const rhs = new Array<number>(n).fill(0);
  rhs[n - 1] = 1;
  const stationary = solveLinear(system, rhs);

  const meanReward = transitions.map((list) => list.reduce((sum, t) => sum + t.probability * t.reward, 0));
  const mean = stationary.reduce((sum, p, state) => sum + p * meanReward[state]!, 0);

  // Poisson equation (I − P + 1·πᵀ) h = r̄ − μ: nonsingular for an ergodic chain, and πᵀh = 0.
  const poisson = Array.from({ length: n }, (_, row) =>
    Array.from({ length: n }, (_, col) => (row === col ? 1 : 0) - matrix[row]![col]! + stationary[col]!),
  );
  const h = solveLinear(
    poisson,
    meanReward.map((r) => r - mean),
  );

  let stepSecondMoment = 0;
  let asymptoticVariance = 0;
  let positiveRewardRate = 0;
  const labelRates = new Map<string, number>();
  for (let state = 0; state < n; state += 1) {
    const weight = stationary[state]!;
    for (const t of transitions[state]!) {
      const p = weight * t.probability;
      stepSecondMoment += p * t.reward * t.reward;
      const martingaleDifference = t.reward - mean + h[t.next]! - h[state]!;
      asymptoticVariance += p * martingaleDifference * martingaleDifference;
      if (t.reward > 0) positiveRewardRate += p;
      for (const label of t.labels ?? []) labelRates.set(label, (labelRates.get(label) ?? 0) + p);
    }
  }
  return {
    stationary,
    mean,
    stepVariance: stepSecondMoment - mean * mean,
    asymptoticVariance,
    positiveRewardRate,
    labelRate: (label) => labelRates.get(label) ?? 0,
  };
}
