import type { MachineType, ParSheet } from '../types.ts';

/**
 * The lab's full PAR sheet of one model at one setting: every pay with its combinations,
 * probability and RTP contribution, the feature's share, hit frequency under its one written
 * definition, the max win per paid call and its probability, and the volatility index with the
 * RTP's confidence limits. Everything is computed exactly (enumeration, Markov chain), except
 * where a row says it is a bound.
 */
export interface FullParSheet {
  /** The summary figures `npm run par` prints (unchanged). */
  summary: ParSheet;
  type: MachineType;
  /** What one "unit" of the contribution table and of σ is, in words. */
  unitDescription: string;
  contributions: ContributionRow[];
  /** Σ baseRtp and Σ featureRtp of the rows; they add up to `summary.rtp`. */
  baseRtp: number;
  featureRtp: number;
  hitFrequency: HitFrequency;
  maxWin: MaxWin;
  volatility: Volatility;
  /** Further facts the lab needs to read the sheet (model-specific). */
  notes: string[];
}

export interface ContributionRow {
  /** What pays, e.g. `5 × DRAGON`, `bell`, `10R rush jackpot (rush mode)`. */
  name: string;
  /** The section of the table: `base game`, `BIG bonus`, `normal mode`, `rush (ST)`, … */
  section: string;
  /** Exact count of the combinations that give this pay, out of `outOf`; null when not a count. */
  combinations: number | null;
  outOf: number | null;
  /** Probability per unit (long-run, over the machine's states). */
  probability: number;
  /** What it pays, in `payUnit`. */
  pay: number;
  payUnit: string;
  /** RTP contribution in the base game and in the feature (free spins, bonus, rush). */
  baseRtp: number;
  featureRtp: number;
}

export interface HitFrequency {
  /** The one definition for this game type, in words. */
  definition: string;
  value: number;
  /** The same idea measured otherwise (replays excluded, feature games, per ball, per draw …). */
  separately: { label: string; value: number }[];
}

export interface MaxWin {
  /** Largest win of one paid call, as a multiple of that call's bet; null when unbounded. */
  multiplier: number | null;
  /** Largest win of one paid call at the largest bet, in coins; null when unbounded. */
  coins: number | null;
  /** Probability per paid call of winning exactly the max win (or, under a cap, of reaching it). */
  probability: number;
  /** log10 of the probability, for probabilities below the smallest double. */
  probabilityLog10: number;
  /** `exact`, or `upper bound` when the figure is a bound (the computation is explained in `explanation`). */
  probabilityKind: 'exact' | 'upper bound';
  /** The max-win policy: a cap on one call's payout (multiple of the bet) or null for none. */
  cap: { multiplier: number; rtpEffectUpperBound: number; uncappedRtp: number } | null;
  explanation: string;
}

export interface ConfidenceRow {
  rounds: number;
  /** [lower, upper] limits of the observed RTP over `rounds` units, per confidence level. */
  limits: Record<ConfidenceLevel, [number, number]>;
}

export type ConfidenceLevel = '90' | '95' | '99';

/** Two-sided standard normal quantiles. */
export const Z_SCORES: Readonly<Record<ConfidenceLevel, number>> = {
  '90': 1.6448536269514722,
  '95': 1.959963984540054,
  '99': 2.5758293035489004,
};

export const CONFIDENCE_ROUNDS = [1e3, 1e4, 1e5, 1e6, 1e7] as const;

export interface Volatility {
  /** σ per unit staked (long-run, correlation between units included). */
  standardDeviation: number;
  /** Volatility index at 90 / 95 / 99 %: z · σ. */
  index: Record<ConfidenceLevel, number>;
  confidence: ConfidenceRow[];
}

/**
 * By the central limit theorem the RTP observed over n units lies within RTP ± z·σ/√n with the
 * level's probability (σ includes the correlation between units, so it holds for a chain too).
 */
export function confidenceLimits(
  rtp: number,
  standardDeviation: number,
  rounds: number,
): Record<ConfidenceLevel, [number, number]> {
  const limits = {} as Record<ConfidenceLevel, [number, number]>;
  for (const level of Object.keys(Z_SCORES) as ConfidenceLevel[]) {
    const halfWidth = (Z_SCORES[level] * standardDeviation) / Math.sqrt(rounds);
    limits[level] = [rtp - halfWidth, rtp + halfWidth];
  }
  return limits;
}

export function volatilityOf(summary: ParSheet): Volatility {
  const sigma = summary.standardDeviation;
  return {
    standardDeviation: sigma,
    index: { '90': Z_SCORES['90'] * sigma, '95': Z_SCORES['95'] * sigma, '99': Z_SCORES['99'] * sigma },
    confidence: CONFIDENCE_ROUNDS.map((rounds) => ({ rounds, limits: confidenceLimits(summary.rtp, sigma, rounds) })),
  };
}

export function totalsOf(rows: readonly ContributionRow[]): { baseRtp: number; featureRtp: number } {
  return {
    baseRtp: rows.reduce((sum, row) => sum + row.baseRtp, 0),
    featureRtp: rows.reduce((sum, row) => sum + row.featureRtp, 0),
  };
}

/** The one definition of hit frequency per game type (the sheet and the rules panel both show it). */
export const HIT_FREQUENCY_DEFINITIONS: Readonly<Record<MachineType, string>> = {
  pachinko:
    'Per paid call (one batch of balls at a bet): the probability that the call pays back anything, i.e. at least ' +
    'one ball enters the start pocket; the machine mode at the call start is taken at its long-run mix. Rush ' +
    '(feature) draws and per-ball / per-draw figures are stated separately.',
  pachislot:
    'Per paid game (every game is a paid call of 3 coins, bonus games included): the long-run probability that ' +
    'the game pays anything. A replay returns the 3-coin stake as a win and counts as a hit; the figure without ' +
    'replays and the bonus (feature) games are stated separately.',
  slot:
    'Per paid spin (one paid call): the probability that the base spin pays anything (line or scatter). Free ' +
    'spins belong to the paid spin that triggered them and are not counted as calls; their own per-spin hit ' +
    'frequency is stated separately.',
};
