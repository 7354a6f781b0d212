import { markovRewardStats, type Transition } from '../markov.ts';
import { HIT_FREQUENCY_DEFINITIONS, totalsOf, volatilityOf, type ContributionRow, type FullParSheet } from '../par/full-sheet.ts';
import type { ModelPays } from '../par/rules.ts';
import type { BonusEvent, MachineState, ModelDefinition, ParSheet, RoundInput, RoundResult } from '../types.ts';
import type { ModelMaths } from './model.ts';

/**
 * 3-reel pachislot (A-type: BIG / REG only, no AT/ART).
 *
 * Every game costs 3 coins (bonus games too, as on real machines). In a normal game one draw
 * `v = nextInt(65536)` picks the flag from the setting's table: the flags own consecutive
 * ranges of v in the order BIG, REG, replay, cherry, bell, watermelon; the rest is "none".
 * - replay pays 3 coins back in the same game (this hall has no free replay game: the stake is
 *   returned as a win of 3, so RTP and hit frequency count it as a 3-coin win),
 * - cherry 4, bell 10, watermelon 15,
 * - BIG / REG pay nothing in the drawing game and start the bonus: the next `games` games are
 *   bonus games (still 3 coins each) that pay `payoutPerGame` each, no draw needed. After them
 *   the machine is normal again. The machine state carries the bonus: `{ bonus, gamesLeft }`.
 * The display shows the payline stops of the three reels; they are chosen from the flag's list
 * of stops by v, so they are always consistent with the flag and use no extra randomness.
 */

export type PachislotFlag = 'none' | 'replay' | 'cherry' | 'bell' | 'watermelon' | 'big' | 'reg';
type DrawnFlag = Exclude<PachislotFlag, 'none'>;
type BonusKind = 'big' | 'reg';
export type ReelSymbol = '7' | 'BAR' | 'BELL' | 'MELON' | 'CHERRY' | 'REPLAY';
type Payline = readonly [ReelSymbol, ReelSymbol, ReelSymbol];

export const LOTTERY_SIZE = 65536;
export const COINS_PER_GAME = 3;
/** The order in which flags own ranges of the 65,536 lottery values. */
export const FLAG_ORDER: readonly DrawnFlag[] = ['big', 'reg', 'replay', 'cherry', 'bell', 'watermelon'];

export interface PachislotSpec {
  definition: ModelDefinition;
  designRtp: Readonly<Record<number, number>>;
  /** Per setting: lottery values per flag (out of 65,536; "none" is the remainder). */
  tables: Readonly<Record<number, Readonly<Record<DrawnFlag, number>>>>;
  payouts: Readonly<Record<'replay' | 'cherry' | 'bell' | 'watermelon', number>>;
  bonus: Readonly<Record<BonusKind, { games: number; payoutPerGame: number }>>;
  stops: Readonly<Record<PachislotFlag | 'bonus-game', readonly Payline[]>>;
}

type PachislotState = { bonus: BonusKind; gamesLeft: number } | null;

function readState(state: MachineState, spec: PachislotSpec): PachislotState {
  if (state === null) return null;
  const { bonus, gamesLeft } = state;
  if ((bonus === 'big' || bonus === 'reg') && typeof gamesLeft === 'number' && Number.isInteger(gamesLeft)) {
    if (gamesLeft >= 1 && gamesLeft <= spec.bonus[bonus].games) return { bonus, gamesLeft };
  }
  throw new RangeError(`invalid pachislot state ${JSON.stringify(state)}`);
}

export function flagFor(table: Readonly<Record<DrawnFlag, number>>, value: number): PachislotFlag {
  let below = 0;
  for (const flag of FLAG_ORDER) {
    below += table[flag];
    if (value < below) return flag;
  }
  return 'none';
}

function flagPayout(spec: PachislotSpec, flag: PachislotFlag): number {
  return flag === 'none' || flag === 'big' || flag === 'reg' ? 0 : spec.payouts[flag];
}

export function createPachislot(spec: PachislotSpec): ModelMaths {
  const { definition } = spec;

  function play({ setting, state, bet, random }: RoundInput): RoundResult {
    const current = readState(state, spec);
    if (current) {
      // A bonus game: fixed payout, no lottery draw.
      const { payoutPerGame, games } = spec.bonus[current.bonus];
      const gamesLeft = current.gamesLeft - 1;
      return {
        bet,
        win: payoutPerGame,
        state: gamesLeft > 0 ? { bonus: current.bonus, gamesLeft } : null,
        spins: 1,
        events: [],
        display: {
          flag: 'bonus-game',
          reels: spec.stops['bonus-game'][0],
          payout: payoutPerGame,
          bonus: { kind: current.bonus, game: games - current.gamesLeft + 1, games, gamesLeft },
          bonusStarted: null,
        },
      };
    }

    const table = spec.tables[setting]!;
    const value = random.nextInt(LOTTERY_SIZE);
    const flag = flagFor(table, value);
    const choices = spec.stops[flag];
    const reels = choices[value % choices.length]!;
    const win = flagPayout(spec, flag);
    const events: BonusEvent[] = [];
    let nextState: PachislotState = null;
    if (flag === 'big' || flag === 'reg') {
      // The bonus pays over the next games; this call only starts it.
      events.push({ kind: flag, payout: 0 });
      nextState = { bonus: flag, gamesLeft: spec.bonus[flag].games };
    }
    return {
      bet,
      win,
      state: nextState,
      spins: 1,
      events,
      display: { flag, reels, payout: win, bonus: null, bonusStarted: flag === 'big' || flag === 'reg' ? flag : null },
    };
  }

  /** States: 0 = normal, then BIG with k games left, then REG with k games left. One step = one game. */
  function chain(setting: number): Transition[][] {
    const table = spec.tables[setting]!;
    const bigStart = 1;
    const regStart = 1 + spec.bonus.big.games;
    const bigState = (gamesLeft: number) => (gamesLeft === 0 ? 0 : bigStart + gamesLeft - 1);
    const regState = (gamesLeft: number) => (gamesLeft === 0 ? 0 : regStart + gamesLeft - 1);
    const normal: Transition[] = [];
    let drawn = 0;
    for (const flag of FLAG_ORDER) {
      drawn += table[flag];
      const next = flag === 'big' ? bigState(spec.bonus.big.games) : flag === 'reg' ? regState(spec.bonus.reg.games) : 0;
      normal.push({
        probability: table[flag] / LOTTERY_SIZE,
        reward: flagPayout(spec, flag) / COINS_PER_GAME,
        next,
        labels: [flag, 'normal'],
      });
    }
    normal.push({ probability: (LOTTERY_SIZE - drawn) / LOTTERY_SIZE, reward: 0, next: 0, labels: ['none', 'normal'] });
    const states: Transition[][] = [normal];
    for (const kind of ['big', 'reg'] as const) {
      const { games, payoutPerGame } = spec.bonus[kind];
      const stateOf = kind === 'big' ? bigState : regState;
      for (let gamesLeft = 1; gamesLeft <= games; gamesLeft += 1) {
        states.push([
          { probability: 1, reward: payoutPerGame / COINS_PER_GAME, next: stateOf(gamesLeft - 1), labels: ['bonus-game'] },
        ]);
      }
    }
    return states;
  }

  function par(setting: number): ParSheet {
    const table = spec.tables[setting]!;
    const stats = markovRewardStats(chain(setting));
    const normalHits = FLAG_ORDER.filter((flag) => flagPayout(spec, flag) > 0).reduce((sum, flag) => sum + table[flag], 0);
    return {
      model: definition.code,
      setting,
      rtp: stats.mean,
      designRtp: spec.designRtp[setting]!,
      hitFrequency: stats.positiveRewardRate,
      bonusFrequency: { big: stats.labelRate('big'), reg: stats.labelRate('reg') },
      standardDeviation: Math.sqrt(stats.asymptoticVariance),
      unit: 'game',
      details: {
        bigOneIn: LOTTERY_SIZE / table.big,
        regOneIn: LOTTERY_SIZE / table.reg,
        bonusOneIn: LOTTERY_SIZE / (table.big + table.reg),
        normalGameHitFrequency: normalHits / LOTTERY_SIZE,
        bonusGameShare: stats.labelRate('bonus-game'),
        singleGameStandardDeviation: Math.sqrt(stats.stepVariance),
      },
    };
  }

  /**
   * Every lottery flag of a normal game and both bonuses. Probabilities are per game, long-run
   * (π(normal) × the flag's share of the 65,536 values); a bonus row pays its whole bonus
   * (games × payout per game), whose games are paid games too, so the rows add up to the RTP.
   */
  function fullPar(setting: number): FullParSheet {
    const summary = par(setting);
    const table = spec.tables[setting]!;
    const stats = markovRewardStats(chain(setting));
    const normalShare = stats.stationary[0]!;
    const drawn = FLAG_ORDER.reduce((sum, flag) => sum + table[flag], 0);
    const rows: ContributionRow[] = [];
    for (const flag of [...FLAG_ORDER, 'none'] as const) {
      const values = flag === 'none' ? LOTTERY_SIZE - drawn : table[flag];
      const probability = (normalShare * values) / LOTTERY_SIZE;
      const isBonus = flag === 'big' || flag === 'reg';
      const pay = isBonus ? spec.bonus[flag].games * spec.bonus[flag].payoutPerGame : flagPayout(spec, flag);
      const rtp = (probability * pay) / COINS_PER_GAME;
      rows.push({
        name: isBonus
          ? `${flag.toUpperCase()} (${spec.bonus[flag].games} bonus games × ${spec.bonus[flag].payoutPerGame})`
          : flag,
        section: isBonus ? 'bonus (feature)' : 'normal game lottery',
        combinations: values,
        outOf: LOTTERY_SIZE,
        probability,
        pay,
        payUnit: 'coins',
        baseRtp: isBonus ? 0 : rtp,
        featureRtp: isBonus ? rtp : 0,
      });
    }
    const replayRate = (normalShare * table.replay) / LOTTERY_SIZE;
    const largestPay = Math.max(...Object.values(spec.payouts), spec.bonus.big.payoutPerGame, spec.bonus.reg.payoutPerGame);
    // Games that pay the largest amount: the normal flags that pay it and every bonus game paying it.
    const largestNormal = FLAG_ORDER.filter((flag) => flagPayout(spec, flag) === largestPay).reduce(
      (sum, flag) => sum + table[flag],
      0,
    );
    const bonusGamesPayingLargest = (['big', 'reg'] as const)
      .filter((kind) => spec.bonus[kind].payoutPerGame === largestPay)
      .reduce((sum, kind) => sum + (normalShare * table[kind] * spec.bonus[kind].games) / LOTTERY_SIZE, 0);
    const maxProbability = (normalShare * largestNormal) / LOTTERY_SIZE + bonusGamesPayingLargest;
    return {
      summary,
      type: 'pachislot',
      unitDescription: `one game of ${COINS_PER_GAME} coins (every game is a paid call, bonus games included)`,
      contributions: rows,
      ...totalsOf(rows),
      hitFrequency: {
        definition: HIT_FREQUENCY_DEFINITIONS.pachislot,
        value: summary.hitFrequency,
        separately: [
          { label: 'without replays (per paid game)', value: summary.hitFrequency - replayRate },
          { label: 'normal games only (per normal game)', value: summary.details!.normalGameHitFrequency! },
          { label: 'bonus games (share of all games; every one pays)', value: stats.labelRate('bonus-game') },
        ],
      },
      maxWin: {
        multiplier: largestPay / COINS_PER_GAME,
        coins: largestPay,
        probability: maxProbability,
        probabilityLog10: Math.log10(maxProbability),
        probabilityKind: 'exact',
        cap: null,
        explanation:
          `Every game stakes ${COINS_PER_GAME} coins and pays at most ${largestPay} (a watermelon or a bonus game), so ` +
          `the max win per paid call is ${largestPay / COINS_PER_GAME} × bet; the probability is per game, long-run. ` +
          `A whole BIG pays ${spec.bonus.big.games * spec.bonus.big.payoutPerGame} coins over ${spec.bonus.big.games} paid games, ` +
          `a REG ${spec.bonus.reg.games * spec.bonus.reg.payoutPerGame} over ${spec.bonus.reg.games}. No cap: the win is bounded and small.`,
      },
      volatility: volatilityOf(summary),
      notes: [
        `Setting ${setting}: BIG 1/${(LOTTERY_SIZE / table.big).toFixed(1)}, REG 1/${(LOTTERY_SIZE / table.reg).toFixed(1)} per normal game; ` +
          `normal games are ${(normalShare * 100).toFixed(4)} % of all games.`,
        `Combinations are lottery values out of ${LOTTERY_SIZE} of one normal game's draw; probabilities are per game, long-run.`,
      ],
    };
  }

  const pays: ModelPays = {
    type: 'pachislot',
    coinsPerGame: COINS_PER_GAME,
    flags: (['watermelon', 'bell', 'cherry', 'replay'] as const).map((flag) => ({
      flag,
      reels: spec.stops[flag][0]!,
      pay: spec.payouts[flag],
    })),
    bonuses: (['big', 'reg'] as const).map((kind) => ({ kind, reels: spec.stops[kind][0]!, ...spec.bonus[kind] })),
  };

  return { definition, designRtp: (setting) => spec.designRtp[setting]!, play, par, fullPar, pays };
}

const SMALL_FLAGS = { replay: 8978, cherry: 1170, watermelon: 655 } as const;

/** Golden Seven: an A-type with Juggler-like figures (BIG 1/287 → 1/240, REG 1/455 → 1/287). */
export const GOLDEN_SEVEN: PachislotSpec = {
  definition: {
    code: 'golden-seven',
    type: 'pachislot',
    names: {
      'ja-JP': 'ゴールデンセブン',
      'en-US': 'Golden Seven',
      'ko-KR': '골든 세븐',
      'zh-CN': '黄金七',
      'zh-TW': '黃金七',
      'fil-PH': 'Golden Seven',
      'vi-VN': 'Bảy Vàng',
    },
    betOptions: [COINS_PER_GAME],
    settings: [1, 2, 3, 4, 5, 6],
    defaultSetting: 1,
    volatility: 'medium',
    releasedOn: '2026-11-15',
  },
  designRtp: { 1: 0.97, 2: 0.985, 3: 1.0, 4: 1.025, 5: 1.05, 6: 1.08 },
  tables: {
    1: { big: 228, reg: 144, ...SMALL_FLAGS, bell: 6919 },
    2: { big: 234, reg: 156, ...SMALL_FLAGS, bell: 6954 },
    3: { big: 240, reg: 170, ...SMALL_FLAGS, bell: 6973 },
    4: { big: 250, reg: 190, ...SMALL_FLAGS, bell: 7041 },
    5: { big: 260, reg: 210, ...SMALL_FLAGS, bell: 7115 },
    6: { big: 273, reg: 228, ...SMALL_FLAGS, bell: 7240 },
  },
  payouts: { replay: 3, cherry: 4, bell: 10, watermelon: 15 },
  bonus: { big: { games: 24, payoutPerGame: 15 }, reg: { games: 8, payoutPerGame: 15 } },
  stops: {
    none: [
      ['BELL', 'REPLAY', 'MELON'],
      ['MELON', 'BELL', 'REPLAY'],
      ['REPLAY', 'MELON', 'BELL'],
      ['BAR', 'BELL', 'MELON'],
      ['7', '7', 'BELL'],
      ['BELL', 'BELL', 'MELON'],
      ['REPLAY', 'REPLAY', 'BAR'],
      ['MELON', '7', 'BAR'],
    ],
    replay: [['REPLAY', 'REPLAY', 'REPLAY']],
    cherry: [
      ['CHERRY', 'BELL', 'MELON'],
      ['CHERRY', 'REPLAY', 'BAR'],
      ['CHERRY', '7', 'BELL'],
    ],
    bell: [['BELL', 'BELL', 'BELL']],
    watermelon: [['MELON', 'MELON', 'MELON']],
    big: [['7', '7', '7']],
    reg: [['7', '7', 'BAR']],
    'bonus-game': [['BAR', 'BAR', 'BAR']],
  },
};
