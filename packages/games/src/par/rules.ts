import type { MachineType, Volatility } from '../types.ts';

/**
 * What a machine's rules and paytable panel shows: the model's pays and features (its data) and
 * the PAR figures (from figures.generated.json, written by `npm run docs:par` from the exact
 * sheets, so the browser never enumerates). Texts are not here: the web catalogues word them.
 */
export type ModelPays =
  | {
      type: 'slot';
      lines: number;
      /** Row (0 top … 2 bottom) of each payline on reels 1..5. */
      paylines: readonly (readonly number[])[];
      /** Line pays in line bets (bet / lines) for 3, 4, 5 of a kind, top symbol first. */
      symbols: { symbol: string; pays: readonly number[] }[];
      wild: { symbol: string; reels: number[]; paysAs: string };
      scatter: { symbol: string; pays: readonly number[] };
      freeSpins: { spins: number; multiplier: number; trigger: number };
    }
  | {
      type: 'pachislot';
      coinsPerGame: number;
      /** Coins paid by each small flag. */
      flags: { flag: string; reels: readonly string[]; pay: number }[];
      bonuses: { kind: 'big' | 'reg'; reels: readonly string[]; games: number; payoutPerGame: number }[];
    }
  | {
      type: 'pachinko';
      ballPrice: number;
      prizeBallsPerEntry: number;
      rushDraws: number;
      /** Jackpot odds as "1 in N" per draw, and the jackpot kinds with their share of jackpots. */
      normal: { oneIn: number; jackpots: { rounds: number; balls: number; rush: boolean; share: number }[] };
      rush: { oneIn: number; jackpots: { rounds: number; balls: number; rush: boolean; share: number }[] };
    };

/** The PAR figures of one model the panel shows; per setting where they depend on it. */
export interface PublishedFigures {
  rtp: { min: number; max: number };
  hitFrequency: { min: number; max: number };
  standardDeviation: { min: number; max: number };
  /** Rush continuation (pachinko) or bonus odds per game (pachislot, range over settings). */
  maxWin: {
    multiplier: number | null;
    probability: number;
    probabilityLog10: number;
    kind: 'exact' | 'upper bound';
    capped: boolean;
  };
  bonusOneIn?: { min: number; max: number };
  rushContinuation?: number;
}

export interface GameRules {
  code: string;
  type: MachineType;
  volatility: Volatility;
  pays: ModelPays;
  figures: PublishedFigures;
}
