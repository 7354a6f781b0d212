/**
 * Auto-play: the game screen plays round after round until the member stops it or one of
 * the stop conditions they chose is met. Pure, so the conditions are unit-tested.
 */
export interface AutoPlaySettings {
  /** Rounds to play (1–1000). */
  rounds: number;
  stopOnBonus: boolean;
  /** Stop when the balance falls below this (null: no such condition). */
  stopBelowBalance: number | null;
  /** Stop when one round wins more than this (null: no such condition). */
  stopOnWinAbove: number | null;
}

export type StopReason = 'rounds' | 'bonus' | 'balance' | 'win' | 'cannotAfford';

export interface RoundOutcome {
  win: number;
  bonus: boolean;
  balance: number;
}

export const AUTO_ROUNDS = [10, 25, 50, 100] as const;
export const MAX_AUTO_ROUNDS = 1000;

/** Why auto-play stops after a round, or null to go on. `played` counts this round. */
export function stopReason(
  settings: AutoPlaySettings,
  played: number,
  outcome: RoundOutcome,
  nextBet: number,
): StopReason | null {
  if (settings.stopOnBonus && outcome.bonus) return 'bonus';
  if (settings.stopOnWinAbove !== null && outcome.win > settings.stopOnWinAbove) return 'win';
  if (settings.stopBelowBalance !== null && outcome.balance < settings.stopBelowBalance) return 'balance';
  if (played >= settings.rounds) return 'rounds';
  if (outcome.balance < nextBet) return 'cannotAfford';
  return null;
}

/** A whole number of coins typed by the member, or null when the field is empty; NaN when invalid. */
export function parseCoins(text: string): number | null {
  const trimmed = text.trim().replace(/[,\s]/g, '');
  if (trimmed === '') return null;
  if (!/^\d{1,12}$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}
