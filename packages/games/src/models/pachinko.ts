import { markovRewardStats, type Transition } from '../markov.ts';
import { HIT_FREQUENCY_DEFINITIONS, totalsOf, volatilityOf, type ContributionRow, type FullParSheet } from '../par/full-sheet.ts';
import type { ModelPays } from '../par/rules.ts';
import type { BonusEvent, MachineState, ModelDefinition, OutcomeSink, ParSheet, RoundInput, RoundResult } from '../types.ts';
import { oddsValue, type ModelMaths, type Odds } from './model.ts';

/**
 * Digital-lottery pachinko ("デジパチ") with an ST rush.
 *
 * Rules, per ball launched (a play call launches bet / ballPrice balls):
 * - The ball enters the start pocket with probability `startPocket.normal` (`startPocket.rush`
 *   during the rush, when the electric tulip opens more often). Every entry pays
 *   `prizeBallsPerEntry` balls and draws the jackpot lottery once.
 * - The lottery is one draw `v = nextInt(denominator)`: v below the summed jackpot counts is a
 *   jackpot, and the jackpot kind is the one whose cumulative count range holds v, so every
 *   probability is an exact fraction.
 * - A jackpot pays rounds × ballsPerRound balls at once. A rush jackpot (re)starts the rush with
 *   `rushDraws` draws (the ST); the other kinds end in normal mode.
 * - In the rush each lost draw uses one of the draws left; when none is left the machine is
 *   normal again. The rush is a Markov chain: its state is only the number of draws left.
 * Balls are not carried between calls: balls won are paid as coins (× ballPrice) at the end of
 * the call. The machine keeps only its mode (`null` = normal, `{ mode: 'rush', drawsLeft }`).
 */

export interface JackpotKind {
  /** Lottery values that give this kind (out of the table's denominator). */
  count: number;
  rounds: number;
  ballsPerRound: number;
  /** Whether this jackpot starts (or restarts) the rush. */
  rush: boolean;
}

export interface LotteryTable {
  denominator: number;
  jackpots: readonly JackpotKind[];
}

export interface PachinkoSpec {
  definition: ModelDefinition & { ballPrice: number };
  designRtp: number;
  startPocket: { normal: Odds; rush: Odds };
  prizeBallsPerEntry: number;
  lottery: { normal: LotteryTable; rush: LotteryTable };
  /** Draws the ST rush lasts after a rush jackpot. */
  rushDraws: number;
}

/** The draws the game screen gets back (the most recent ones: enough to animate, bounded in size). */
export const SHOWN_DRAWS = 50;

export interface PachinkoDraw {
  /** The three digits the screen stops on: three equal digits exactly when the draw hit. */
  reels: [number, number, number];
  hit: boolean;
  /** Left and right digits agree ("reach"): the screen can build suspense before the middle stops. */
  reach: boolean;
  /** Whether the draw was made during the rush. */
  rush: boolean;
  jackpot: { rounds: number; balls: number; rush: boolean } | null;
}

type PachinkoState = { mode: 'normal' } | { mode: 'rush'; drawsLeft: number };

function hitCount(table: LotteryTable): number {
  return table.jackpots.reduce((sum, kind) => sum + kind.count, 0);
}

function jackpotFor(table: LotteryTable, value: number): JackpotKind | null {
  let below = 0;
  for (const kind of table.jackpots) {
    below += kind.count;
    if (value < below) return kind;
  }
  return null;
}

/** Reads the stored state; anything else than a valid rush is a programming error upstream. */
function readState(state: MachineState, spec: PachinkoSpec): PachinkoState {
  if (state === null || state.mode === 'normal') return { mode: 'normal' };
  const drawsLeft = state.drawsLeft;
  if (
    state.mode === 'rush' &&
    typeof drawsLeft === 'number' &&
    Number.isInteger(drawsLeft) &&
    drawsLeft >= 1 &&
    drawsLeft <= spec.rushDraws
  ) {
    return { mode: 'rush', drawsLeft };
  }
  throw new RangeError(`invalid pachinko state ${JSON.stringify(state)}`);
}

/**
 * The digits shown for a draw, derived from the lottery value itself (no extra randomness, so
 * the display never changes the RNG stream). Rush jackpots stop on odd digits (7 is the classic
 * 確変 number), other jackpots on even digits; a miss never shows three equal digits.
 */
function reelsFor(value: number, jackpot: JackpotKind | null): [number, number, number] {
  if (jackpot) {
    const digits = jackpot.rush ? [7, 3, 5, 1, 9] : [2, 4, 6, 8];
    const digit = digits[value % digits.length]!;
    return [digit, digit, digit];
  }
  const left = (value % 9) + 1;
  const right = (Math.floor(value / 9) % 9) + 1;
  let middle = (Math.floor(value / 81) % 9) + 1;
  if (left === right && middle === left) middle = (middle % 9) + 1;
  return [left, middle, right];
}

export function createPachinko(spec: PachinkoSpec): ModelMaths {
  const { definition } = spec;
  const ballPrice = definition.ballPrice;

  function play({ state, bet, random }: RoundInput, recall?: OutcomeSink): RoundResult {
    const current = readState(state, spec);
    // 0 means normal mode; the rush is simply "draws left > 0".
    let drawsLeft = current.mode === 'rush' ? current.drawsLeft : 0;
    const balls = bet / ballPrice;
    let entries = 0;
    let draws = 0;
    let prizeBalls = 0;
    let jackpotBalls = 0;
    const shown: PachinkoDraw[] = [];
    const jackpots: { draw: number; rounds: number; balls: number; rush: boolean }[] = [];
    const events: BonusEvent[] = [];

    for (let ball = 0; ball < balls; ball += 1) {
      const inRush = drawsLeft > 0;
      const start = inRush ? spec.startPocket.rush : spec.startPocket.normal;
      if (random.nextInt(start.denominator) >= start.numerator) continue;
      entries += 1;
      prizeBalls += spec.prizeBallsPerEntry;

      const table = inRush ? spec.lottery.rush : spec.lottery.normal;
      const value = random.nextInt(table.denominator);
      draws += 1;
      const jackpot = jackpotFor(table, value);
      let jackpotShown: PachinkoDraw['jackpot'] = null;
      if (jackpot) {
        const won = jackpot.rounds * jackpot.ballsPerRound;
        jackpotBalls += won;
        drawsLeft = jackpot.rush ? spec.rushDraws : 0;
        jackpotShown = { rounds: jackpot.rounds, balls: won, rush: jackpot.rush };
        jackpots.push({ draw: draws, ...jackpotShown });
        events.push({ kind: 'jackpot', payout: won * ballPrice });
      } else if (inRush) {
        drawsLeft -= 1;
      }
      const reels = reelsFor(value, jackpot);
      const draw: PachinkoDraw = {
        reels,
        hit: jackpot !== null,
        reach: reels[0] === reels[2],
        rush: inRush,
        jackpot: jackpotShown,
      };
      shown.push(draw);
      if (shown.length > SHOWN_DRAWS) shown.shift();
      recall?.({ draw: draws, ball: ball + 1, ...draw, drawsLeft });
    }

    const ballsWon = prizeBalls + jackpotBalls;
    return {
      bet,
      win: ballsWon * ballPrice,
      state: drawsLeft > 0 ? { mode: 'rush', drawsLeft } : null,
      spins: draws,
      events,
      display: {
        ballPrice,
        ballsLaunched: balls,
        entries,
        draws,
        /** The last ≤ 50 draws, oldest first; `draws - shownDraws.length` earlier draws are not listed. */
        shownDraws: shown,
        jackpots,
        prizeBalls,
        jackpotBalls,
        ballsWon,
        mode: drawsLeft > 0 ? 'rush' : 'normal',
        drawsLeft,
      },
    };
  }

  /**
   * One step of the chain is one ball. States: 0 = normal, k = rush with k draws left.
   * Rewards are balls returned per ball launched, which is coins per coin staked.
   */
  function chain(): Transition[][] {
    const states: Transition[][] = [];
    for (let state = 0; state <= spec.rushDraws; state += 1) {
      const inRush = state > 0;
      const start = oddsValue(inRush ? spec.startPocket.rush : spec.startPocket.normal);
      const table = inRush ? spec.lottery.rush : spec.lottery.normal;
      const missNext = state > 0 ? state - 1 : 0;
      const list: Transition[] = [
        { probability: 1 - start, reward: 0, next: state },
        {
          probability: (start * (table.denominator - hitCount(table))) / table.denominator,
          reward: spec.prizeBallsPerEntry,
          next: missNext,
          labels: ['draw', inRush ? 'draw:rush' : 'draw:normal'],
        },
      ];
      for (const kind of table.jackpots) {
        list.push({
          probability: (start * kind.count) / table.denominator,
          reward: spec.prizeBallsPerEntry + kind.rounds * kind.ballsPerRound,
          next: kind.rush ? spec.rushDraws : 0,
          labels: ['draw', inRush ? 'draw:rush' : 'draw:normal', 'jackpot', kind.rush ? 'jackpot:rush' : 'jackpot:plain'],
        });
      }
      states.push(list);
    }
    return states;
  }

  function par(setting: number): ParSheet {
    const stats = markovRewardStats(chain());
    const drawRate = stats.labelRate('draw');
    const rushOdds = hitCount(spec.lottery.rush) / spec.lottery.rush.denominator;
    return {
      model: definition.code,
      setting,
      rtp: stats.mean,
      designRtp: spec.designRtp,
      hitFrequency: stats.positiveRewardRate,
      bonusFrequency: { jackpot: stats.labelRate('jackpot') / drawRate },
      standardDeviation: Math.sqrt(stats.asymptoticVariance),
      unit: 'ball',
      details: {
        drawsPer1000Balls: drawRate * 1000,
        jackpotsPer1000Balls: stats.labelRate('jackpot') * 1000,
        normalJackpotOneIn: spec.lottery.normal.denominator / hitCount(spec.lottery.normal),
        rushJackpotOneIn: 1 / rushOdds,
        rushContinuation: 1 - (1 - rushOdds) ** spec.rushDraws,
        rushShareOfBalls: 1 - stats.stationary[0]!,
        singleBallStandardDeviation: Math.sqrt(stats.stepVariance),
      },
    };
  }

  /**
   * Per ball launched, long-run: what a ball does in normal mode and in the rush, each jackpot
   * kind apart. Combinations count (start pocket values × lottery values) out of 65,536 × the
   * lottery's denominator; probabilities weight each rush state by its stationary share.
   */
  function fullPar(setting: number): FullParSheet {
    const summary = par(setting);
    const stats = markovRewardStats(chain());
    const { stationary } = stats;
    const rushShare = 1 - stationary[0]!;
    const shareOf = (rush: boolean) => (rush ? rushShare : stationary[0]!);
    const rows: ContributionRow[] = [];
    for (const rush of [false, true]) {
      const start = rush ? spec.startPocket.rush : spec.startPocket.normal;
      const table = rush ? spec.lottery.rush : spec.lottery.normal;
      const share = shareOf(rush);
      const outOf = start.denominator * table.denominator;
      const row = (name: string, combinations: number, pay: number): ContributionRow => {
        const probability = (share * combinations) / outOf;
        return {
          name,
          section: rush ? `rush (ST ${spec.rushDraws} draws)` : 'normal mode',
          combinations,
          outOf,
          probability,
          pay,
          payUnit: 'balls',
          baseRtp: rush ? 0 : probability * pay,
          featureRtp: rush ? probability * pay : 0,
        };
      };
      rows.push(row('ball misses the start pocket', (start.denominator - start.numerator) * table.denominator, 0));
      rows.push(
        row('start pocket, no jackpot', start.numerator * (table.denominator - hitCount(table)), spec.prizeBallsPerEntry),
      );
      for (const kind of table.jackpots) {
        rows.push(
          row(
            `start pocket + ${kind.rounds}R jackpot (${kind.rounds} × ${kind.ballsPerRound} balls${kind.rush ? ', rush' : ', back to normal'})`,
            start.numerator * kind.count,
            spec.prizeBallsPerEntry + kind.rounds * kind.ballsPerRound,
          ),
        );
      }
    }

    const largestJackpot = Math.max(
      ...[...spec.lottery.normal.jackpots, ...spec.lottery.rush.jackpots].map((kind) => kind.rounds * kind.ballsPerRound),
    );
    const largestPerBall = spec.prizeBallsPerEntry + largestJackpot;
    const bets = definition.betOptions;
    const maxWinLog10 = bets.map((bet) => maxWinProbabilityLog10(stationary, bet / ballPrice, largestPerBall));
    const largestBet = Math.max(...bets);
    const largestBetLog10 = maxWinLog10[bets.indexOf(largestBet)]!;
    const callHit = (balls: number) =>
      1 -
      stationary.reduce(
        (sum, share, state) =>
          sum + share * (1 - oddsValue(state > 0 ? spec.startPocket.rush : spec.startPocket.normal)) ** balls,
        0,
      );
    const drawRate = stats.labelRate('draw');
    const jackpotShare = rows
      .filter((row) => row.name.includes('jackpot'))
      .reduce((sum, row) => sum + row.probability * (row.pay - spec.prizeBallsPerEntry), 0);
    const smallestBet = Math.min(...bets);
    return {
      summary,
      type: 'pachinko',
      unitDescription: `one ball launched (${ballPrice} coin${ballPrice > 1 ? 's' : ''}); a paid call launches bet / ${ballPrice} balls`,
      contributions: rows,
      ...totalsOf(rows),
      hitFrequency: {
        definition: HIT_FREQUENCY_DEFINITIONS.pachinko,
        value: callHit(smallestBet / ballPrice),
        separately: [
          ...bets
            .slice(1)
            .map((bet) => ({ label: `per paid call at bet ${bet} (${bet / ballPrice} balls)`, value: callHit(bet / ballPrice) })),
          { label: 'per ball (start pocket entry)', value: summary.hitFrequency },
          { label: 'jackpot per draw, normal mode', value: hitCount(spec.lottery.normal) / spec.lottery.normal.denominator },
          { label: 'jackpot per draw, rush', value: hitCount(spec.lottery.rush) / spec.lottery.rush.denominator },
          { label: 'jackpot per draw, long-run', value: stats.labelRate('jackpot') / drawRate },
          { label: 'rush draws (share of all draws)', value: stats.labelRate('draw:rush') / drawRate },
        ],
      },
      maxWin: {
        multiplier: largestPerBall,
        coins: largestPerBall * largestBet,
        probability: 10 ** largestBetLog10,
        probabilityLog10: largestBetLog10,
        probabilityKind: 'exact',
        cap: null,
        explanation:
          `A ball returns at most ${largestPerBall} balls (${spec.prizeBallsPerEntry} prize balls + a ${largestJackpot}-ball jackpot), so a ` +
          `paid call returns at most ${largestPerBall} × its bet; it needs every ball of the call to win the largest jackpot. ` +
          `Probability per paid call (machine mode at its long-run mix), log10 by bet: ` +
          bets.map((bet, index) => `${bet}: ${maxWinLog10[index]!.toFixed(1)}`).join(', ') +
          `. No cap: the win is bounded by the balls launched. The largest single jackpot pays ${largestJackpot} balls ` +
          `(${largestJackpot * ballPrice} coins).`,
      },
      volatility: volatilityOf(summary),
      notes: [
        `Jackpot rounds return ${(jackpotShare * 100).toFixed(4)} % of the stake, prize balls the rest; ` +
          `the rush is ${(rushShare * 100).toFixed(4)} % of balls.`,
        `Rush: ST of ${spec.rushDraws} draws at 1/${(spec.lottery.rush.denominator / hitCount(spec.lottery.rush)).toFixed(1)}, ` +
          `continuation ${(summary.details!.rushContinuation! * 100).toFixed(4)} %.`,
        'σ and the confidence limits are per ball; over n paid calls of b balls use n·b balls.',
      ],
    };
  }

  /**
   * log10 of the probability that every one of `balls` balls returns `largestPerBall` (enters and
   * hits a largest jackpot), starting from the long-run mix of modes. The state vector is
   * renormalised at each ball and the scale kept as a logarithm (the probability underflows a double).
   */
  function maxWinProbabilityLog10(stationary: readonly number[], balls: number, largestPerBall: number): number {
    let vector = [...stationary];
    let log10 = 0;
    for (let ball = 0; ball < balls; ball += 1) {
      const next = new Array<number>(vector.length).fill(0);
      vector.forEach((weight, state) => {
        if (weight === 0) return;
        const start = oddsValue(state > 0 ? spec.startPocket.rush : spec.startPocket.normal);
        const table = state > 0 ? spec.lottery.rush : spec.lottery.normal;
        for (const kind of table.jackpots) {
          if (spec.prizeBallsPerEntry + kind.rounds * kind.ballsPerRound !== largestPerBall) continue;
          next[kind.rush ? spec.rushDraws : 0]! += (weight * start * kind.count) / table.denominator;
        }
      });
      const scale = next.reduce((sum, weight) => sum + weight, 0);
      if (scale === 0) return -Infinity;
      log10 += Math.log10(scale);
      vector = next.map((weight) => weight / scale);
    }
    return log10;
  }

  const lotteryPays = (table: LotteryTable) => ({
    oneIn: table.denominator / hitCount(table),
    jackpots: table.jackpots.map((kind) => ({
      rounds: kind.rounds,
      balls: kind.rounds * kind.ballsPerRound,
      rush: kind.rush,
      share: kind.count / hitCount(table),
    })),
  });
  const pays: ModelPays = {
    type: 'pachinko',
    ballPrice,
    prizeBallsPerEntry: spec.prizeBallsPerEntry,
    rushDraws: spec.rushDraws,
    normal: lotteryPays(spec.lottery.normal),
    rush: lotteryPays(spec.lottery.rush),
  };

  return { definition, designRtp: () => spec.designRtp, play, par, fullPar, pays };
}

const SAKURA_NAMES = {
  'ja-JP': 'さくらラッシュ',
  'en-US': 'Sakura Rush',
  'ko-KR': '사쿠라 러시',
  'zh-CN': '樱花冲刺',
  'zh-TW': '櫻花衝刺',
  'fil-PH': 'Sakura Rush',
  'vi-VN': 'Sakura Rush',
} as const;

/** 4-coin pachinko, 1/319.5 → ST 1/99.4 × 130 draws. */
export const SAKURA_RUSH_4: PachinkoSpec = {
  definition: {
    code: 'sakura-rush-4',
    type: 'pachinko',
    names: SAKURA_NAMES,
    betOptions: [100, 200, 500, 1000],
    settings: [1],
    defaultSetting: 1,
    volatility: 'high',
    ballPrice: 4,
    releasedOn: '2026-11-01',
  },
  designRtp: 0.95,
  startPocket: { normal: { numerator: 6118, denominator: 65536 }, rush: { numerator: 21300, denominator: 65536 } },
  prizeBallsPerEntry: 3,
  lottery: {
    // 1/319.5 = 20/6390: half are 10R rush jackpots, half 3R jackpots back to normal.
    normal: {
      denominator: 6390,
      jackpots: [
        { count: 10, rounds: 10, ballsPerRound: 140, rush: true },
        { count: 10, rounds: 3, ballsPerRound: 140, rush: false },
      ],
    },
    // 1/99.4 = 10/994: every rush jackpot continues the rush; 60 % are 10R.
    rush: {
      denominator: 994,
      jackpots: [
        { count: 6, rounds: 10, ballsPerRound: 140, rush: true },
        { count: 4, rounds: 3, ballsPerRound: 140, rush: true },
      ],
    },
  },
  rushDraws: 130,
};

/** 1-coin "甘デジ" (sweet digital): 1/199.8 → ST 1/77.7 × 50 draws, smaller jackpots. */
export const SAKURA_RUSH_1: PachinkoSpec = {
  definition: {
    code: 'sakura-rush-1',
    type: 'pachinko',
    names: {
      'ja-JP': 'さくらラッシュ 甘デジ（1円）',
      'en-US': 'Sakura Rush Lite (1-coin)',
      'ko-KR': '사쿠라 러시 라이트 (1코인)',
      'zh-CN': '樱花冲刺 轻松版（1币）',
      'zh-TW': '櫻花衝刺 輕鬆版（1幣）',
      'fil-PH': 'Sakura Rush Lite (1-coin)',
      'vi-VN': 'Sakura Rush Lite (1 xu)',
    },
    betOptions: [25, 50, 125, 250],
    settings: [1],
    defaultSetting: 1,
    volatility: 'medium',
    ballPrice: 1,
    releasedOn: '2026-11-08',
  },
  designRtp: 0.96,
  startPocket: { normal: { numerator: 9164, denominator: 65536 }, rush: { numerator: 21300, denominator: 65536 } },
  prizeBallsPerEntry: 3,
  lottery: {
    // 1/199.8 = 10/1998: 30 % are 10R rush jackpots, 70 % 4R back to normal.
    normal: {
      denominator: 1998,
      jackpots: [
        { count: 3, rounds: 10, ballsPerRound: 100, rush: true },
        { count: 7, rounds: 4, ballsPerRound: 100, rush: false },
      ],
    },
    // 1/77.7 = 10/777: every rush jackpot continues the rush; half are 10R.
    rush: {
      denominator: 777,
      jackpots: [
        { count: 5, rounds: 10, ballsPerRound: 100, rush: true },
        { count: 5, rounds: 4, ballsPerRound: 100, rush: true },
      ],
    },
  },
  rushDraws: 50,
};
