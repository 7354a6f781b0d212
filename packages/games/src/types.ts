/**
 * The shapes every machine model shares. The server, the web game screen and the browser
 * verifier all work through these types only, so a new model is new data and maths, never
 * a change elsewhere.
 */

export type MachineType = 'pachinko' | 'pachislot' | 'slot';

/** The seven interface languages, as in `@amigo/contract` (this package has no dependencies). */
export type LanguageTag = 'ja-JP' | 'en-US' | 'ko-KR' | 'zh-CN' | 'zh-TW' | 'fil-PH' | 'vi-VN';

/** Uniform randomness. The fair RNG and the fast simulation RNG both implement it. */
export interface RandomSource {
  /** A float in [0, 1) built from 4 bytes (32 bits). */
  nextFloat(): number;
  /** An integer in [0, n), unbiased (rejection sampling, never modulo). 1 ≤ n ≤ 2^32. */
  nextInt(n: number): number;
}

export type Volatility = 'low' | 'medium' | 'high';

/** A machine model: pure data plus its maths, identified by a stable code. */
export interface ModelDefinition {
  /** Stable id, e.g. `sakura-rush-4`; stored on machines and game records. */
  code: string;
  type: MachineType;
  /** Localized display names (all seven languages). */
  names: Record<LanguageTag, string>;
  /** The coin amounts a member may stake per play call. Pachinko: coins for one batch of balls. */
  betOptions: readonly number[];
  /** Settings the operator may choose per machine (pachislot 1–6; others `[1]`). */
  settings: readonly number[];
  /** The setting a new machine gets unless the operator chooses another. */
  defaultSetting: number;
  volatility: Volatility;
  /** Pachinko only: coins per ball (4 or 1). */
  ballPrice?: number;
  /** Date the model was added to the catalogue (ISO yyyy-mm-dd): the "latest games" order. */
  releasedOn: string;
}

/**
 * What a machine remembers between play calls (pachinko rush draws left, pachislot bonus in
 * progress, video-slot free spins left). JSON-serializable; `null` is the idle state.
 */
export type MachineState = Record<string, unknown> | null;

/** Something a hall's data board counts (jackpots / BIG / REG / free spins). */
export interface BonusEvent {
  kind: 'jackpot' | 'big' | 'reg' | 'free_spins';
  /** Coins (or balls converted to coins) this bonus paid in this call. */
  payout: number;
}

export interface RoundInput {
  setting: number;
  state: MachineState;
  /** Coins staked; must be one of the model's `betOptions` (the model throws otherwise). */
  bet: number;
  random: RandomSource;
}

export interface RoundResult {
  /** Coins staked (equals the input bet; free spins and bonus games may be part of a paid call). */
  bet: number;
  /** Coins paid back (0 when nothing won). Integer, ≥ 0. */
  win: number;
  /** The machine's state after this call. */
  state: MachineState;
  /** Lottery draws / games / spins played in this call: the hall board's "rounds". */
  spins: number;
  /** Bonuses that started in this call, in order. */
  events: BonusEvent[];
  /** Model-specific, JSON-serializable description of what happened, for the game screen. */
  display: Record<string, unknown>;
}

/**
 * Receives every unit of a call in order (each free spin of a slot call, each lottery draw of a
 * pachinko call), with the same fields the game screen's display uses: game recall replays a
 * round with it to show the whole outcome, where the stored display keeps only the first or
 * last 50.
 */
export type OutcomeSink = (unit: Record<string, unknown>) => void;

/** The exact figures of one model at one setting (computed by enumeration / Markov chain, not simulation). */
export interface ParSheet {
  model: string;
  setting: number;
  /** Return to player, e.g. 0.9712. */
  rtp: number;
  /** The target the maths is designed to; tests hold `rtp` to it within 0.0001. */
  designRtp: number;
  /** Probability a paid call (or game/spin) returns anything. */
  hitFrequency: number;
  /** Probability per spin/draw/game of each bonus kind that model has. */
  bonusFrequency: Partial<Record<BonusEvent['kind'], number>>;
  /** Standard deviation of the win per unit staked in one call: the volatility figure. */
  standardDeviation: number;
  /** The unit of one "round" in the figures (`call`, `ball`, `game`, `spin`). */
  unit: string;
  /** Model-specific extra figures (e.g. rush continuation rate, single-unit σ), for the PAR table. */
  details?: Record<string, number>;
}
