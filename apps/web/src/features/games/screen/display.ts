/**
 * Reading a play answer's `display` (model-specific, see packages/games/src/models/*) into
 * the shapes the renderers draw. The contract types it as a record of unknowns, so every
 * field is checked here; a field that is missing or malformed makes the renderer show the
 * plain figures (bet, win) instead of guessing an outcome.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function int(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
}

// ---------------------------------------------------------------------------------------------
// Pachinko (packages/games/src/models/pachinko.ts)

export interface PachinkoDrawView {
  reels: [number, number, number];
  hit: boolean;
  rush: boolean;
  jackpot: { rounds: number; balls: number; rush: boolean } | null;
}

export interface PachinkoView {
  ballPrice: number;
  ballsLaunched: number;
  entries: number;
  draws: number;
  shownDraws: PachinkoDrawView[];
  prizeBalls: number;
  jackpotBalls: number;
  ballsWon: number;
  mode: 'rush' | 'normal';
  drawsLeft: number;
}

function digit(value: unknown): number {
  const n = int(value, -1);
  return n >= 0 && n <= 9 ? n : 0;
}

export function readPachinko(display: Record<string, unknown>): PachinkoView | null {
  if (typeof display.ballsLaunched !== 'number' || !Array.isArray(display.shownDraws)) return null;
  const shownDraws: PachinkoDrawView[] = [];
  for (const raw of display.shownDraws) {
    if (!isRecord(raw) || !Array.isArray(raw.reels) || raw.reels.length !== 3) return null;
    const jackpot = isRecord(raw.jackpot)
      ? { rounds: int(raw.jackpot.rounds), balls: int(raw.jackpot.balls), rush: raw.jackpot.rush === true }
      : null;
    shownDraws.push({
      reels: [digit(raw.reels[0]), digit(raw.reels[1]), digit(raw.reels[2])],
      hit: raw.hit === true,
      rush: raw.rush === true,
      jackpot,
    });
  }
  return {
    ballPrice: int(display.ballPrice, 1),
    ballsLaunched: int(display.ballsLaunched),
    entries: int(display.entries),
    draws: int(display.draws, shownDraws.length),
    shownDraws,
    prizeBalls: int(display.prizeBalls),
    jackpotBalls: int(display.jackpotBalls),
    ballsWon: int(display.ballsWon),
    mode: display.mode === 'rush' ? 'rush' : 'normal',
    drawsLeft: int(display.drawsLeft),
  };
}

/** The rush draws left from a seat's state (`{ mode: 'rush', drawsLeft }`), 0 when normal. */
export function pachinkoRushLeft(state: Record<string, unknown> | null): number {
  return state && state.mode === 'rush' ? int(state.drawsLeft) : 0;
}

// ---------------------------------------------------------------------------------------------
// Pachislot (packages/games/src/models/pachislot.ts)

export interface PachislotView {
  flag: string;
  /** The payline's three stops, left to right. */
  reels: [string, string, string];
  payout: number;
  bonus: { kind: 'big' | 'reg'; game: number; games: number; gamesLeft: number } | null;
  bonusStarted: 'big' | 'reg' | null;
}

export function readPachislot(display: Record<string, unknown>): PachislotView | null {
  const reels = display.reels;
  if (typeof display.flag !== 'string' || !Array.isArray(reels) || reels.length !== 3) return null;
  if (!reels.every((symbol) => typeof symbol === 'string')) return null;
  const bonus = isRecord(display.bonus) && (display.bonus.kind === 'big' || display.bonus.kind === 'reg') ? display.bonus : null;
  return {
    flag: display.flag,
    reels: [reels[0] as string, reels[1] as string, reels[2] as string],
    payout: int(display.payout),
    bonus: bonus
      ? {
          kind: bonus.kind as 'big' | 'reg',
          game: int(bonus.game),
          games: int(bonus.games),
          gamesLeft: int(bonus.gamesLeft),
        }
      : null,
    bonusStarted: display.bonusStarted === 'big' || display.bonusStarted === 'reg' ? display.bonusStarted : null,
  };
}

/** The bonus in progress from a seat's state (`{ bonus, gamesLeft }`). */
export function pachislotBonus(state: Record<string, unknown> | null): { kind: 'big' | 'reg'; gamesLeft: number } | null {
  if (!state || (state.bonus !== 'big' && state.bonus !== 'reg')) return null;
  return { kind: state.bonus, gamesLeft: int(state.gamesLeft) };
}

// ---------------------------------------------------------------------------------------------
// Video slot (packages/games/src/models/slot.ts): 5 × 3, 20 lines, wild, scatter → free spins

/**
 * Row (0 top, 1 middle, 2 bottom) of each payline on reels 1..5, as the slot model defines
 * them (PAYLINES in packages/games/src/models/slot.ts, not exported by the package): used only
 * to light the cells of a winning line.
 */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

export interface SlotLineWin {
  /** Payline number (1-based) and the row it passes on each reel. */
  line: number;
  rows: readonly number[] | null;
  count: number;
  symbol: string;
}

export interface SlotSpinView {
  /** reels[reel][row]: 5 reels of 3 rows, top to bottom. */
  reels: string[][];
  win: number;
  lines: SlotLineWin[];
  scatterCount: number;
  free: boolean;
  retrigger: boolean;
}

export interface SlotView {
  spins: SlotSpinView[];
  /** Free spins awarded and played in this call (the answer lists at most 50 of them). */
  freeSpinsAwarded: number;
  freeSpinsPlayed: number;
  multiplier: number;
}

/** grid[reel] = [top, middle, bottom] for 5 reels. */
function readGrid(value: unknown): string[][] | null {
  if (!Array.isArray(value) || value.length !== 5) return null;
  const reels: string[][] = [];
  for (const column of value) {
    if (!Array.isArray(column) || column.length !== 3 || !column.every((cell) => typeof cell === 'string')) return null;
    reels.push(column);
  }
  return reels;
}

function readLineWins(value: unknown): SlotLineWin[] {
  if (!Array.isArray(value)) return [];
  const wins: SlotLineWin[] = [];
  for (const raw of value) {
    if (!isRecord(raw)) continue;
    const line = int(raw.line);
    wins.push({
      line,
      rows: SLOT_PAYLINES[line - 1] ?? null,
      count: int(raw.count),
      symbol: typeof raw.symbol === 'string' ? raw.symbol : '',
    });
  }
  return wins;
}

export function readSlot(display: Record<string, unknown>): SlotView | null {
  const grid = readGrid(display.grid);
  if (!grid) return null;
  const spins: SlotSpinView[] = [
    {
      reels: grid,
      win: int(display.baseWin),
      lines: readLineWins(display.lineWins),
      scatterCount: int(display.scatterCount),
      free: false,
      retrigger: false,
    },
  ];
  let freeSpinsAwarded = 0;
  let freeSpinsPlayed = 0;
  let multiplier = 1;
  if (isRecord(display.freeSpins)) {
    const feature = display.freeSpins;
    freeSpinsAwarded = int(feature.awarded);
    freeSpinsPlayed = int(feature.played);
    multiplier = int(feature.multiplier, 1);
    if (Array.isArray(feature.spins)) {
      for (const raw of feature.spins) {
        if (!isRecord(raw)) return null;
        const reels = readGrid(raw.grid);
        if (!reels) return null;
        spins.push({
          reels,
          win: int(raw.win),
          lines: readLineWins(raw.lineWins),
          scatterCount: int(raw.scatterCount),
          free: true,
          retrigger: raw.retrigger === true,
        });
      }
    }
  }
  return { spins, freeSpinsAwarded, freeSpinsPlayed, multiplier };
}

/** The slot keeps no state between calls (free spins are played inside the triggering call). */
export function slotFreeSpinsLeft(state: Record<string, unknown> | null): number {
  return state ? int(state.freeSpinsLeft) : 0;
}
