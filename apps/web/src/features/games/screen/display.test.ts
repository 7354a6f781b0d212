import { createFairRandom, playRound, type MachineState } from '@amigo/games';
import { describe, expect, it } from 'vitest';
import { pachinkoRushLeft, pachislotBonus, readPachinko, readPachislot, readSlot, SLOT_PAYLINES } from './display.ts';

/** Real answers of the models (packages/games), so the readers follow the shapes the server sends. */
function play(code: string, bet: number, nonce: number, state: MachineState = null, setting = 1) {
  return playRound(code, { setting, state, bet, random: createFairRandom({ serverSeed: 'seed', clientSeed: 'client', nonce }) });
}

describe('display readers on real model output', () => {
  it('reads pachinko batches: balls, entries and every shown draw', () => {
    for (let nonce = 0; nonce < 30; nonce += 1) {
      const result = play('sakura-rush-4', 1000, nonce);
      const view = readPachinko(result.display);
      expect(view).not.toBeNull();
      expect(view!.ballsLaunched).toBe(250);
      expect(view!.entries).toBe(result.display.entries);
      expect(view!.shownDraws.length).toBe(Math.min(50, result.spins));
      for (const draw of view!.shownDraws) {
        expect(draw.reels.every((digit) => digit >= 0 && digit <= 9)).toBe(true);
        expect(draw.hit).toBe(draw.reels[0] === draw.reels[1] && draw.reels[1] === draw.reels[2]);
      }
    }
  });

  it('reads the pachinko rush from the state', () => {
    expect(pachinkoRushLeft({ mode: 'rush', drawsLeft: 42 })).toBe(42);
    expect(pachinkoRushLeft(null)).toBe(0);
  });

  it('reads pachislot games: payline stops, payout, bonus', () => {
    let sawBonus = false;
    let state: MachineState = null;
    for (let nonce = 0; nonce < 2000 && !sawBonus; nonce += 1) {
      const result = play('golden-seven', 3, nonce, state, 6);
      const view = readPachislot(result.display);
      expect(view).not.toBeNull();
      expect(view!.reels).toHaveLength(3);
      expect(view!.payout).toBe(result.win);
      if (view!.bonusStarted) {
        expect(pachislotBonus(result.state)?.kind).toBe(view!.bonusStarted);
        const next = readPachislot(play('golden-seven', 3, nonce + 1, result.state, 6).display);
        expect(next!.bonus?.kind).toBe(view!.bonusStarted);
        sawBonus = true;
      }
      state = result.state;
    }
    expect(sawBonus).toBe(true);
  });

  it('reads slot spins: 5 reels of 3, line wins on their paylines, free spins', () => {
    let sawFree = false;
    for (let nonce = 0; nonce < 3000 && !sawFree; nonce += 1) {
      const result = play('dragon-pearl', 100, nonce);
      const view = readSlot(result.display);
      expect(view).not.toBeNull();
      expect(view!.spins[0]!.reels).toHaveLength(5);
      expect(view!.spins[0]!.reels.every((reel) => reel.length === 3)).toBe(true);
      for (const line of view!.spins[0]!.lines) expect(line.rows).toBe(SLOT_PAYLINES[line.line - 1]);
      if (view!.spins.length > 1) {
        sawFree = true;
        expect(view!.spins.slice(1).every((spin) => spin.free)).toBe(true);
        expect(view!.spins.reduce((sum, spin) => sum + spin.win, 0)).toBe(result.win);
      } else {
        expect(view!.spins[0]!.win).toBe(result.win);
      }
    }
    expect(sawFree).toBe(true);
  });

  it('refuses a display it does not know instead of guessing', () => {
    expect(readPachinko({})).toBeNull();
    expect(readPachislot({ flag: 'bell' })).toBeNull();
    expect(readSlot({ grid: [['A']] })).toBeNull();
  });
});
