import {
  HIT_FREQUENCY_DEFINITIONS,
  totalsOf,
  volatilityOf,
  type ContributionRow,
  type FullParSheet,
  type MaxWin,
} from '../par/full-sheet.ts';
import type { BonusEvent, ModelDefinition, OutcomeSink, ParSheet, RoundInput, RoundResult } from '../types.ts';
import type { ModelMaths } from './model.ts';

/**
 * 5×3 video slot, 20 fixed paylines, left to right.
 *
 * - A spin draws one stop per reel, `nextInt(strip length)` for reels 1..5 in order; the stop is
 *   the middle row, the rows above and below are the strip's previous and next symbols (wrapping).
 * - Line wins: the line's symbol is its first non-wild symbol from the left; wilds substitute for
 *   it; the run of matching symbols from reel 1 pays paytable[symbol][run] × line bet (line bet =
 *   bet / 20). If the line starts with wilds followed by a scatter (or is all wilds), the wilds pay
 *   as the top symbol. Wilds pay nothing of their own otherwise. All lines' wins add up.
 * - Scatter: counted anywhere on the 15 positions; 3 / 4 / 5 pay 2 / 10 / 50 × total bet, and
 *   3 or more award free spins.
 * - Free spins are played inside the triggering call (its `win` includes them): `freeSpins`
 *   spins on the same reels with every win × `freeSpinMultiplier`; 3+ scatters in a free spin
 *   add `freeSpins` more (retrigger). The machine never carries state (`state` is always null).
 * - Max win: one call never pays more than `maxWinMultiplier` × bet (retriggers make the
 *   uncapped win unbounded). The PAR sheet bounds how rarely the cap can matter and its RTP effect.
 * All wins are integers because every bet is a multiple of 20 coins.
 */

export const PAYLINE_COUNT = 20;

/** Row (0 top, 1 middle, 2 bottom) of each payline on reels 1..5. */
export const PAYLINES: readonly (readonly number[])[] = [
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

export const SYMBOLS = ['WILD', 'PEARL', 'DRAGON', 'PHOENIX', 'TIGER', 'KOI', 'A', 'K', 'Q', 'J', '10'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
const WILD = 0;
const SCATTER = 1;
/** The symbol a line of leading wilds pays as (the highest paying one). */
const TOP_SYMBOL = 2;

export interface SlotSpec {
  definition: ModelDefinition;
  designRtp: number;
  /** Reel strips (symbol names), top to bottom, wrapping. */
  strips: readonly (readonly SlotSymbol[])[];
  /** Line pays in line bets for runs of 3, 4, 5 (wild and scatter have none). */
  paytable: Readonly<Partial<Record<SlotSymbol, readonly [number, number, number]>>>;
  /** Scatter pays in total bets for 3, 4, 5 scatters. */
  scatterPays: readonly [number, number, number];
  freeSpins: number;
  freeSpinMultiplier: number;
  /** The max-win policy: one call's payout is capped at this multiple of its bet. */
  maxWinMultiplier: number;
}

/** The compiled model: symbol indexes and pay lookups the hot loops use. */
export interface CompiledSlot {
  spec: SlotSpec;
  strips: Int32Array[];
  /** linePay[symbol * 6 + run] in line bets. */
  linePay: Int32Array;
  /** scatterPayLineBets[count] in line bets (a total bet is 20 line bets). */
  scatterPayLineBets: Int32Array;
}

export function compileSlot(spec: SlotSpec): CompiledSlot {
  const index = (symbol: SlotSymbol) => SYMBOLS.indexOf(symbol);
  const linePay = new Int32Array(SYMBOLS.length * 6);
  for (const [symbol, pays] of Object.entries(spec.paytable) as [SlotSymbol, readonly number[]][]) {
    pays.forEach((pay, i) => (linePay[index(symbol) * 6 + 3 + i] = pay));
  }
  const scatterPayLineBets = new Int32Array(6);
  spec.scatterPays.forEach((pay, i) => (scatterPayLineBets[3 + i] = pay * PAYLINE_COUNT));
  return { spec, strips: spec.strips.map((strip) => Int32Array.from(strip, index)), linePay, scatterPayLineBets };
}

/**
 * A line's progress from the left, as one integer: symbol * 8 + run length, where symbol is
 * WILD while only wilds were seen. `stepLine` returns the next progress, or −(pay + 1) once the
 * line is finished (so 0 pay is −1): both implementations (play and the PAR enumeration) use it,
 * which keeps them in agreement.
 */
export const LINE_START = WILD * 8;

export function stepLine(slot: CompiledSlot, progress: number, symbol: number): number {
  const lineSymbol = progress >> 3;
  const run = progress & 7;
  if (lineSymbol === WILD) {
    if (symbol === WILD) return WILD * 8 + run + 1;
    if (symbol === SCATTER) return -(slot.linePay[TOP_SYMBOL * 6 + run]! + 1);
    return symbol * 8 + run + 1;
  }
  if (symbol === WILD || symbol === lineSymbol) return lineSymbol * 8 + run + 1;
  return -(slot.linePay[lineSymbol * 6 + run]! + 1);
}

/** The pay of a line still running after reel 5. */
export function finishLine(slot: CompiledSlot, progress: number): number {
  const lineSymbol = progress >> 3;
  return slot.linePay[(lineSymbol === WILD ? TOP_SYMBOL : lineSymbol) * 6 + (progress & 7)]!;
}

export function symbolAt(slot: CompiledSlot, reel: number, stop: number, row: number): number {
  const strip = slot.strips[reel]!;
  return strip[(stop + row - 1 + strip.length) % strip.length]!;
}

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In line bets. */
  pay: number;
}

export interface SpinOutcome {
  stops: number[];
  /** grid[reel] = [top, middle, bottom]. */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  scatterCount: number;
  /** Total of line and scatter wins, in line bets (before any free-spin multiplier). */
  payLineBets: number;
}

export function evaluateStops(slot: CompiledSlot, stops: readonly number[]): SpinOutcome {
  const grid = stops.map((stop, reel) => [0, 1, 2].map((row) => symbolAt(slot, reel, stop, row)));
  const lineWins: LineWin[] = [];
  let payLineBets = 0;
  PAYLINES.forEach((rows, line) => {
    let progress = LINE_START;
    let count = 5;
    let pay = -1;
    for (let reel = 0; reel < 5; reel += 1) {
      const next = stepLine(slot, progress, grid[reel]![rows[reel]!]!);
      if (next < 0) {
        pay = -next - 1;
        count = reel;
        break;
      }
      progress = next;
    }
    if (pay < 0) pay = finishLine(slot, progress);
    if (pay > 0) {
      const symbol = progress >> 3 === WILD ? TOP_SYMBOL : progress >> 3;
      lineWins.push({ line: line + 1, symbol: SYMBOLS[symbol]!, count, pay });
      payLineBets += pay;
    }
  });
  const scatterCount = grid.reduce((sum, column) => sum + column.filter((symbol) => symbol === SCATTER).length, 0);
  payLineBets += slot.scatterPayLineBets[scatterCount] ?? 0;
  return {
    stops: [...stops],
    grid: grid.map((column) => column.map((symbol) => SYMBOLS[symbol]!)),
    lineWins,
    scatterCount,
    payLineBets,
  };
}

/** The free spins the game screen gets back in full; the rest are only counted. */
export const SHOWN_FREE_SPINS = 50;

export function createSlot(spec: SlotSpec): ModelMaths {
  const slot = compileSlot(spec);
  const { definition } = spec;

  function spin(random: RoundInput['random']): SpinOutcome {
    return evaluateStops(
      slot,
      slot.strips.map((strip) => random.nextInt(strip.length)),
    );
  }

  function play({ bet, random }: RoundInput, recall?: OutcomeSink): RoundResult {
    const lineBet = bet / PAYLINE_COUNT;
    const base = spin(random);
    const baseWin = base.payLineBets * lineBet;
    const events: BonusEvent[] = [];
    let freeSpinsDisplay: Record<string, unknown> | null = null;
    let featureWin = 0;
    let spins = 1;
    if (base.scatterCount >= 3) {
      let awarded = spec.freeSpins;
      let played = 0;
      const shown: Record<string, unknown>[] = [];
      while (played < awarded) {
        const free = spin(random);
        const win = free.payLineBets * lineBet * spec.freeSpinMultiplier;
        const retrigger = free.scatterCount >= 3;
        if (retrigger) awarded += spec.freeSpins;
        featureWin += win;
        played += 1;
        if (shown.length < SHOWN_FREE_SPINS || recall) {
          // Same fields as the base spin, each line's `win` in coins with the multiplier applied.
          const lineWins = free.lineWins.map((lineWin) => ({ ...lineWin, win: lineWin.pay * lineBet * spec.freeSpinMultiplier }));
          const shownSpin = { ...free, lineWins, win, retrigger };
          if (shown.length < SHOWN_FREE_SPINS) shown.push(shownSpin);
          recall?.({ spin: played, ...shownSpin });
        }
      }
      spins += played;
      freeSpinsDisplay = { awarded, played, multiplier: spec.freeSpinMultiplier, win: featureWin, spins: shown };
    }
    // The max-win cap: the free spins are still all played (and shown), only the payout stops at the cap.
    const cap = spec.maxWinMultiplier * bet;
    const uncappedWin = baseWin + featureWin;
    const win = Math.min(uncappedWin, cap);
    if (freeSpinsDisplay) events.push({ kind: 'free_spins', payout: win - Math.min(baseWin, cap) });
    return {
      bet,
      win,
      state: null,
      spins,
      events,
      display: {
        lineBet,
        stops: base.stops,
        grid: base.grid,
        lineWins: base.lineWins.map((lineWin) => ({ ...lineWin, win: lineWin.pay * lineBet })),
        scatterCount: base.scatterCount,
        baseWin,
        freeSpins: freeSpinsDisplay,
        // Present only when the cap cut the payout, with what the spins had added up to.
        ...(uncappedWin > cap ? { capped: { cap, uncappedWin } } : {}),
      },
    };
  }

  return {
    definition,
    designRtp: () => spec.designRtp,
    play,
    par: (setting) => slotParSheet(slot, setting),
    fullPar: (setting) => slotFullParSheet(slot, setting),
    pays: {
      type: 'slot',
      lines: PAYLINE_COUNT,
      paylines: PAYLINES,
      // In the symbols' order (top pay first): object keys would put the numeric "10" first.
      symbols: SYMBOLS.flatMap((symbol) => {
        const pays = spec.paytable[symbol];
        return pays ? [{ symbol, pays }] : [];
      }),
      wild: {
        symbol: SYMBOLS[WILD],
        reels: spec.strips.flatMap((strip, reel) => (strip.includes(SYMBOLS[WILD]) ? [reel + 1] : [])),
        paysAs: SYMBOLS[TOP_SYMBOL],
      },
      scatter: { symbol: SYMBOLS[SCATTER], pays: spec.scatterPays },
      freeSpins: { spins: spec.freeSpins, multiplier: spec.freeSpinMultiplier, trigger: 3 },
    },
  };
}

/** Exact moments of one base spin, by enumerating every combination of reel stops. */
export interface BaseSpinMoments {
  combinations: number;
  /** Sums over all combinations, in line bets. */
  sumPay: number;
  sumPaySquared: number;
  /** Combinations that pay anything. */
  paying: number;
  /** Combinations with 3+ scatters, and the sum of their pay. */
  triggering: number;
  sumPayTriggering: number;
  /** Combinations by total pay in line bets (index = pay), without and with 3+ scatters. */
  payCounts: Float64Array;
  triggeringPayCounts: Float64Array;
}

/** The largest pay one spin could show if every line and the scatter paid their top pay. */
function payBound(slot: CompiledSlot): number {
  return PAYLINE_COUNT * Math.max(...slot.linePay) + Math.max(...slot.scatterPayLineBets);
}

/**
 * Walks all stop combinations reel by reel, carrying every line's progress, so a line that is
 * already finished costs nothing deeper down; the last reel only touches lines still running.
 */
export function enumerateBaseSpin(slot: CompiledSlot): BaseSpinMoments {
  const reels = slot.strips.length;
  const progress = Array.from({ length: reels + 1 }, () => new Int32Array(PAYLINE_COUNT));
  const running = Array.from({ length: reels + 1 }, () => new Int32Array(PAYLINE_COUNT));
  const runningCount = new Int32Array(reels + 1);
  const settled = new Float64Array(reels + 1);
  const scatters = new Int32Array(reels + 1);
  const moments: BaseSpinMoments = {
    combinations: 0,
    sumPay: 0,
    sumPaySquared: 0,
    paying: 0,
    triggering: 0,
    sumPayTriggering: 0,
    payCounts: new Float64Array(payBound(slot) + 1),
    triggeringPayCounts: new Float64Array(payBound(slot) + 1),
  };
  // Per reel and stop: the symbol each payline sees, and whether the window shows a scatter.
  const lineSymbols = slot.strips.map((strip, reel) =>
    Array.from({ length: strip.length }, (_, stop) =>
      Int32Array.from(PAYLINES, (rows) => symbolAt(slot, reel, stop, rows[reel]!)),
    ),
  );
  const windowScatters = slot.strips.map((strip, reel) =>
    Int32Array.from(
      { length: strip.length },
      (_, stop) => [0, 1, 2].filter((row) => symbolAt(slot, reel, stop, row) === SCATTER).length,
    ),
  );

  runningCount[0] = PAYLINE_COUNT;
  for (let line = 0; line < PAYLINE_COUNT; line += 1) {
    running[0]![line] = line;
    progress[0]![line] = LINE_START;
  }

  const walk = (reel: number) => {
    const strip = slot.strips[reel]!;
    const last = reel === reels - 1;
    for (let stop = 0; stop < strip.length; stop += 1) {
      const symbols = lineSymbols[reel]![stop]!;
      let pay = settled[reel]!;
      let count = 0;
      const from = running[reel]!;
      const to = running[reel + 1]!;
      const fromProgress = progress[reel]!;
      const toProgress = progress[reel + 1]!;
      for (let i = 0; i < runningCount[reel]!; i += 1) {
        const line = from[i]!;
        const next = stepLine(slot, fromProgress[line]!, symbols[line]!);
        if (next < 0) pay += -next - 1;
        else if (last) pay += finishLine(slot, next);
        else {
          toProgress[line] = next;
          to[count] = line;
          count += 1;
        }
      }
      const scatterCount = scatters[reel]! + windowScatters[reel]![stop]!;
      if (last) {
        const total = pay + (slot.scatterPayLineBets[scatterCount] ?? 0);
        moments.combinations += 1;
        moments.sumPay += total;
        moments.sumPaySquared += total * total;
        if (total > 0) moments.paying += 1;
        if (scatterCount >= 3) {
          moments.triggering += 1;
          moments.sumPayTriggering += total;
          moments.triggeringPayCounts[total]! += 1;
        } else {
          moments.payCounts[total]! += 1;
        }
      } else {
        settled[reel + 1] = pay;
        runningCount[reel + 1] = count;
        scatters[reel + 1] = scatterCount;
        walk(reel + 1);
      }
    }
  };
  walk(0);
  return moments;
}

/**
 * The exact PAR from the base-spin moments. Free spins form a branching process: one free spin
 * pays Y = m·X and adds K = A·[3+ scatters] spins (A = freeSpins, m = multiplier). The value Z
 * of one free spin with all its descendants satisfies Z = Y + Σ_{k≤K} Z_k, so
 *   E[Z]  = E[Y] / (1 − E[K])
 *   E[Z²] = (E[Y²] + 2·E[YK]·E[Z] + E[K(K−1)]·E[Z]²) / (1 − E[K]),
 * the feature F = Z_1 + … + Z_A, and a paid spin pays W = X + [trigger]·F with F independent of X.
 */
export function slotParSheet(slot: CompiledSlot, setting: number): ParSheet {
  const { spec } = slot;
  const moments = enumerateBaseSpin(slot);
  const n = moments.combinations;
  const meanX = moments.sumPay / n;
  const meanX2 = moments.sumPaySquared / n;
  const trigger = moments.triggering / n;
  const meanXTrigger = moments.sumPayTriggering / n;
  const awarded = spec.freeSpins;
  const multiplier = spec.freeSpinMultiplier;

  const meanK = awarded * trigger;
  if (meanK >= 1) throw new Error(`${spec.definition.code}: free spins retrigger too often (E[K] = ${meanK})`);
  const meanZ = (multiplier * meanX) / (1 - meanK);
  const meanZ2 =
    (multiplier ** 2 * meanX2 +
      2 * multiplier * awarded * meanXTrigger * meanZ +
      awarded * (awarded - 1) * trigger * meanZ ** 2) /
    (1 - meanK);
  const meanF = awarded * meanZ;
  const meanF2 = awarded * meanZ2 + awarded * (awarded - 1) * meanZ ** 2;

  const meanW = meanX + trigger * meanF;
  const meanW2 = meanX2 + 2 * meanXTrigger * meanF + trigger * meanF2;
  return {
    model: spec.definition.code,
    setting,
    rtp: meanW / PAYLINE_COUNT,
    designRtp: spec.designRtp,
    // 3+ scatters always pay (scatterPays > 0), so a triggering spin is already a paying one.
    hitFrequency: moments.paying / n,
    bonusFrequency: { free_spins: trigger },
    standardDeviation: Math.sqrt(meanW2 - meanW ** 2) / PAYLINE_COUNT,
    unit: 'spin',
    details: {
      combinations: n,
      baseGameRtp: meanX / PAYLINE_COUNT,
      freeSpinsRtp: (trigger * meanF) / PAYLINE_COUNT,
      freeSpinsOneIn: 1 / trigger,
      averageFreeSpins: awarded / (1 - meanK),
      averageFeatureWinInBets: meanF / PAYLINE_COUNT,
    },
  };
}

/** Combinations of one payline, by what it pays: the same for every line (each row of a reel shows the strip's symbols once over all stops). */
export interface LineCombination {
  /** The line's symbol (`WILD` when only wilds led the line; they pay as the top symbol). */
  symbol: SlotSymbol;
  run: number;
  /** In line bets. */
  pay: number;
  combinations: number;
}

/**
 * Every way one payline can pay, counted over all stop combinations: the reels are independent
 * and each of them shows every strip symbol once per row over its stops, so the count of a
 * symbol sequence is the product of the symbol counts on the strips. Lines are read by the same
 * `stepLine` as play, so the counts are of the very rule the game applies.
 */
export function lineCombinations(slot: CompiledSlot): { paying: LineCombination[]; losing: number; total: number } {
  const symbolCounts = slot.strips.map((strip) => {
    const counts = new Array<number>(SYMBOLS.length).fill(0);
    for (const symbol of strip) counts[symbol]! += 1;
    return counts;
  });
  const remaining = (reel: number) => slot.strips.slice(reel).reduce((product, strip) => product * strip.length, 1);
  const byKey = new Map<string, LineCombination>();
  let losing = 0;
  const settle = (progress: number, run: number, pay: number, weight: number) => {
    if (pay === 0) {
      losing += weight;
      return;
    }
    const symbol = SYMBOLS[progress >> 3]!;
    const key = `${symbol}:${run}`;
    const entry = byKey.get(key) ?? { symbol, run, pay, combinations: 0 };
    entry.combinations += weight;
    byKey.set(key, entry);
  };
  const walk = (reel: number, progress: number, weight: number) => {
    if (reel === slot.strips.length) {
      settle(progress, progress & 7, finishLine(slot, progress), weight);
      return;
    }
    symbolCounts[reel]!.forEach((count, symbol) => {
      if (count === 0) return;
      const next = stepLine(slot, progress, symbol);
      if (next < 0) settle(progress, progress & 7, -next - 1, weight * count * remaining(reel + 1));
      else walk(reel + 1, next, weight * count);
    });
  };
  walk(0, LINE_START, 1);
  const paying = [...byKey.values()].sort((a, b) => b.pay - a.pay || a.symbol.localeCompare(b.symbol));
  return { paying, losing, total: remaining(0) };
}

/** Combinations of stops by the number of scatters in the 15 positions (index = count). */
export function scatterCombinations(slot: CompiledSlot): number[] {
  let counts = [1];
  slot.strips.forEach((strip, reel) => {
    const perStop = Array.from(
      { length: strip.length },
      (_, stop) => [0, 1, 2].filter((row) => symbolAt(slot, reel, stop, row) === SCATTER).length,
    );
    const next = new Array<number>(counts.length + 3).fill(0);
    counts.forEach((ways, before) => perStop.forEach((here) => (next[before + here]! += ways)));
    counts = next;
  });
  while (counts.length > 1 && counts[counts.length - 1] === 0) counts.pop();
  return counts;
}

/**
 * Upper bounds of P(W ≥ c) and E[(W − c)⁺] for the paid call's win W in line bets (Chernoff):
 * for θ > 0, P(W ≥ c) ≤ E[e^{θW}]·e^{−θc} and (w − c)⁺ ≤ e^{θ(w−c)}/(eθ). The moment generating
 * function of the free spins follows from the branching process: M_Z(θ) = E[e^{θmX}·M_Z(θ)^{A·T}]
 * (T = the spin triggers), whose smallest root is reached by iterating from 1; it has none once θ
 * is past the process's radius (the iteration then diverges and that θ is skipped). The bounds
 * are minimised over a grid of θ.
 */
export function capTailBounds(slot: CompiledSlot, moments: BaseSpinMoments, capLineBets: number) {
  const { freeSpins: awarded, freeSpinMultiplier: multiplier } = slot.spec;
  const values: [pay: number, plain: number, triggering: number][] = [];
  moments.payCounts.forEach((plain, pay) => {
    const triggering = moments.triggeringPayCounts[pay]!;
    if (plain > 0 || triggering > 0) values.push([pay, plain, triggering]);
  });
  const largest = values[values.length - 1]![0];
  let logTail = 0;
  let logExcess = Infinity;
  for (let step = 0; step <= 700; step += 1) {
    const theta = 1e-7 * 10 ** (step / 100);
    if (theta * multiplier * largest > 600) break;
    let plainFree = 0;
    let triggeringFree = 0;
    let plainBase = 0;
    let triggeringBase = 0;
    for (const [pay, plain, triggering] of values) {
      const free = Math.exp(theta * multiplier * pay);
      const base = Math.exp(theta * pay);
      plainFree += plain * free;
      triggeringFree += triggering * free;
      plainBase += plain * base;
      triggeringBase += triggering * base;
    }
    const n = moments.combinations;
    let mgf = 1;
    let converged = false;
    for (let iteration = 0; iteration < 20_000; iteration += 1) {
      const next = (plainFree + triggeringFree * mgf ** awarded) / n;
      if (!(next < 1e100)) break;
      if (next - mgf <= 1e-15 * next) {
        mgf = next;
        converged = true;
        break;
      }
      mgf = next;
    }
    if (!converged) continue;
    const logMgfW = Math.log((plainBase + triggeringBase * mgf ** awarded) / n) + 1e-9; // margin for rounding
    logTail = Math.min(logTail, logMgfW - theta * capLineBets);
    logExcess = Math.min(logExcess, logMgfW - theta * capLineBets - Math.log(Math.E * theta));
  }
  return { tailLog10: logTail / Math.LN10, excessLineBets: Math.exp(logExcess) };
}

const percent = (value: number) => `${(value * 100).toFixed(4)} %`;

/** The lab's full sheet: every line and scatter pay, in the base game and (scaled) in the free spins. */
export function slotFullParSheet(slot: CompiledSlot, setting: number): FullParSheet {
  const { spec } = slot;
  const summary = slotParSheet(slot, setting);
  const moments = enumerateBaseSpin(slot);
  const n = moments.combinations;
  const trigger = moments.triggering / n;
  const meanK = spec.freeSpins * trigger;
  // A paid spin's free spins return trigger · A · m / (1 − E[K]) times what a base spin returns, pay by pay.
  const featureFactor = (trigger * spec.freeSpins * spec.freeSpinMultiplier) / (1 - meanK);

  const lines = lineCombinations(slot);
  const rows: ContributionRow[] = lines.paying.map((line) => {
    const probability = line.combinations / lines.total;
    const baseRtp = probability * line.pay;
    return {
      name: line.symbol === 'WILD' ? `${line.run} × WILD (pays as ${SYMBOLS[TOP_SYMBOL]})` : `${line.run} × ${line.symbol}`,
      section: 'line pays (per line; ×20 lines)',
      combinations: line.combinations,
      outOf: lines.total,
      probability,
      pay: line.pay,
      payUnit: 'line bets',
      baseRtp,
      featureRtp: baseRtp * featureFactor,
    };
  });
  rows.push({
    name: 'no line pay',
    section: 'line pays (per line; ×20 lines)',
    combinations: lines.losing,
    outOf: lines.total,
    probability: lines.losing / lines.total,
    pay: 0,
    payUnit: 'line bets',
    baseRtp: 0,
    featureRtp: 0,
  });
  const scatters = scatterCombinations(slot);
  const scatterTotal = scatters.reduce((sum, ways) => sum + ways, 0);
  scatters.forEach((ways, count) => {
    const payLineBets = slot.scatterPayLineBets[count] ?? 0;
    if (ways === 0) return;
    const baseRtp = ((ways / scatterTotal) * payLineBets) / PAYLINE_COUNT;
    rows.push({
      name: `${count} × PEARL scatter${count >= 3 ? ` + ${spec.freeSpins} free spins` : ''}`,
      section: 'scatter pays (anywhere)',
      combinations: ways,
      outOf: scatterTotal,
      probability: ways / scatterTotal,
      pay: payLineBets / PAYLINE_COUNT,
      payUnit: 'total bets',
      baseRtp,
      featureRtp: baseRtp * featureFactor,
    });
  });

  let largestBase = 0;
  moments.payCounts.forEach((ways, pay) => ways > 0 && (largestBase = Math.max(largestBase, pay)));
  moments.triggeringPayCounts.forEach((ways, pay) => ways > 0 && (largestBase = Math.max(largestBase, pay)));
  const largestBaseWays = moments.payCounts[largestBase]! + moments.triggeringPayCounts[largestBase]!;
  const capLineBets = spec.maxWinMultiplier * PAYLINE_COUNT;
  const bounds = capTailBounds(slot, moments, capLineBets);
  const rtpEffect = bounds.excessLineBets / PAYLINE_COUNT;
  const largestBet = Math.max(...spec.definition.betOptions);
  const maxWin: MaxWin = {
    multiplier: spec.maxWinMultiplier,
    coins: spec.maxWinMultiplier * largestBet,
    probability: 10 ** bounds.tailLog10,
    probabilityLog10: bounds.tailLog10,
    probabilityKind: 'upper bound',
    cap: { multiplier: spec.maxWinMultiplier, rtpEffectUpperBound: rtpEffect, uncappedRtp: summary.rtp },
    explanation:
      `Free spins retrigger without limit, so the uncapped win of a paid spin is unbounded; the cap pays at most ` +
      `${spec.maxWinMultiplier} × bet per paid call. P(win ≥ cap) and the cap's RTP effect E[(W − cap)⁺]/bet are ` +
      `Chernoff bounds from the exact moment generating function of the base spin (enumerated) and of the free-spin ` +
      `branching process (its smallest fixed point), minimised over θ. The largest single base spin pays ` +
      `${largestBase / PAYLINE_COUNT} × bet (${largestBaseWays} of ${n} combinations); a free spin pays up to ` +
      `${(largestBase * spec.freeSpinMultiplier) / PAYLINE_COUNT} × bet.`,
  };
  const totals = totalsOf(rows);
  return {
    summary,
    type: 'slot',
    unitDescription: 'one paid spin (a paid call; its free spins belong to it)',
    contributions: rows,
    ...totals,
    hitFrequency: {
      definition: HIT_FREQUENCY_DEFINITIONS.slot,
      value: summary.hitFrequency,
      separately: [
        { label: 'free spin pays anything (per free spin)', value: moments.paying / n },
        { label: 'free spins triggered (per paid spin)', value: trigger },
        { label: 'line or scatter pay larger than the bet (per paid spin, base game)', value: largerThanBet(moments) },
      ],
    },
    maxWin,
    volatility: volatilityOf(summary),
    notes: [
      `Reel strips of ${slot.strips.map((strip) => strip.length).join(' × ')} stops: ${n} stop combinations, all enumerated.`,
      `Line pays are counted per payline: every line sees the same combinations, so the RTP contribution of a line pay is ` +
        `its probability × pay (20 lines × probability × pay × line bet / bet).`,
      `Free spins: ${spec.freeSpins} at × ${spec.freeSpinMultiplier}, retriggered by 3+ scatters; a paid spin's free spins ` +
        `return ${featureFactor.toPrecision(8)} × its base return (trigger rate × spins × multiplier / (1 − E[retriggers])), ` +
        `average ${(spec.freeSpins / (1 - meanK)).toFixed(4)} free spins per trigger.`,
      `Max-win cap ${spec.maxWinMultiplier} × bet: the RTP with the cap lies within ${percent(summary.rtp - rtpEffect)} … ` +
        `${percent(summary.rtp)}; the cap's effect is below ${rtpEffect.toExponential(2)}, invisible at every printed digit.`,
    ],
  };
}

/** Probability that a paid spin's base game alone pays more than the bet (a "win", not a part refund). */
function largerThanBet(moments: BaseSpinMoments): number {
  let ways = 0;
  moments.payCounts.forEach((count, pay) => pay > PAYLINE_COUNT && (ways += count));
  moments.triggeringPayCounts.forEach((count, pay) => pay > PAYLINE_COUNT && (ways += count));
  return ways / moments.combinations;
}

const REEL_EDGE: readonly SlotSymbol[] = ['10', 'A', 'KOI', 'J', 'DRAGON', 'Q', 'TIGER', 'K', '10', 'PEARL', 'J', 'PHOENIX'];

/** Dragon Pearl: 20 lines, wild on reels 2–4, 10 free spins at ×3 with retrigger. */
export const DRAGON_PEARL: SlotSpec = {
  definition: {
    code: 'dragon-pearl',
    type: 'slot',
    names: {
      'ja-JP': 'ドラゴンパール',
      'en-US': 'Dragon Pearl',
      'ko-KR': '드래곤 펄',
      'zh-CN': '龙之珍珠',
      'zh-TW': '龍之珍珠',
      'fil-PH': 'Perlas ng Dragon',
      'vi-VN': 'Ngọc Rồng',
    },
    betOptions: [20, 40, 100, 200, 400],
    settings: [1],
    defaultSetting: 1,
    volatility: 'medium',
    releasedOn: '2026-11-20',
  },
  designRtp: 0.96,
  strips: [
    [...REEL_EDGE, 'A', 'K', 'Q', 'KOI', 'A', 'TIGER', 'Q', 'K', 'PHOENIX', 'J', 'KOI', '10'],
    [...REEL_EDGE, 'A', 'K', 'Q', 'KOI', 'A', 'WILD', 'Q', 'K', 'PHOENIX', 'J', 'KOI', 'TIGER'],
    [...REEL_EDGE, 'A', 'K', 'Q', 'KOI', 'A', 'WILD', 'Q', 'K', 'PHOENIX', 'J', 'KOI', 'TIGER'],
    [...REEL_EDGE, 'A', 'K', 'Q', 'KOI', 'A', 'WILD', 'Q', 'K', 'PHOENIX', 'J', 'KOI', 'TIGER'],
    [...REEL_EDGE, 'A', 'K', 'Q', 'KOI', 'A', 'TIGER', 'Q', 'K', 'PHOENIX', 'J', 'KOI', '10'],
  ],
  paytable: {
    DRAGON: [60, 250, 1000],
    PHOENIX: [50, 150, 497],
    TIGER: [40, 120, 400],
    KOI: [25, 100, 250],
    A: [12, 55, 150],
    K: [12, 40, 150],
    Q: [10, 28, 120],
    J: [8, 25, 100],
    '10': [5, 20, 75],
  },
  scatterPays: [2, 10, 50],
  freeSpins: 10,
  freeSpinMultiplier: 3,
  maxWinMultiplier: 5000,
};
