import type { TPlayResult, TSeat } from '@amigo/contract';
import type { GamesTranslate } from '../games-translation.ts';
import { pachinkoRushLeft, pachislotBonus, slotFreeSpinsLeft } from './display.ts';

export interface Banner {
  tone: 'rush' | 'bonus';
  text: string;
}

/** The banner over the machine: rush, bonus games, free spins in progress, or a bonus just won. */
export function bannerText(
  gt: GamesTranslate,
  seat: TSeat,
  state: Record<string, unknown> | null,
  last: TPlayResult | null,
): Banner | null {
  const won = last?.events[0]?.kind;
  switch (seat.game.type) {
    case 'pachinko': {
      const left = pachinkoRushLeft(state);
      if (left > 0) return { tone: 'rush', text: gt('banner.rush', { left }) };
      if (won === 'jackpot') return { tone: 'bonus', text: gt('banner.jackpot') };
      return null;
    }
    case 'pachislot': {
      const bonus = pachislotBonus(state);
      if (bonus) return { tone: 'bonus', text: gt(`banner.${bonus.kind}Left`, { left: bonus.gamesLeft }) };
      if (won === 'big' || won === 'reg') return { tone: 'bonus', text: gt(`banner.${won}`) };
      return null;
    }
    case 'slot': {
      const left = slotFreeSpinsLeft(state);
      if (left > 0) return { tone: 'bonus', text: gt('banner.freeSpinsLeft', { left }) };
      if (won === 'free_spins') return { tone: 'bonus', text: gt('banner.freeSpins') };
      return null;
    }
  }
}
