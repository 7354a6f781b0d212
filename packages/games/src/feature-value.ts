import { oddsValue } from './models/model.ts';
import { SAKURA_RUSH_1, SAKURA_RUSH_4, type PachinkoSpec } from './models/pachinko.ts';
import { playRound } from './play.ts';
import type { MachineState, RandomSource } from './types.ts';

/**
 * What an open feature is worth to its owner: the expected net coins (wins − stakes) of playing
 * it on with one bet until the machine is back in its base state — what the server pays an
 * absent owner when their hold ends (docs/decisions/0006). Exact, not simulated.
 *
 * - Pachislot BIG/REG: the bonus games need no draw, so the value is certain: played here.
 * - Pachinko rush: a Markov chain over (draws left, balls left in the current call). A call is
 *   always played whole, so balls launched after the rush ended in that call count too (and may
 *   start a new rush). Solved by value iteration to 1e-9 coins.
 */
export function featureValue(model: string, input: { setting: number; state: MachineState; bet: number }): number {
  if (input.state === null) return 0;
  const pachinko = PACHINKO_SPECS.get(model);
  if (pachinko) return pachinkoFeatureValue(pachinko, input.state, input.bet);
  return deterministicFeatureValue(model, input);
}

const PACHINKO_SPECS = new Map<string, PachinkoSpec>([SAKURA_RUSH_4, SAKURA_RUSH_1].map((spec) => [spec.definition.code, spec]));

const NO_DRAWS: RandomSource = {
  nextFloat: () => {
    throw new RangeError('this feature was expected to need no draws');
  },
  nextInt: () => {
    throw new RangeError('this feature was expected to need no draws');
  },
};

/** Bonus games with fixed pays (pachislot): played without randomness to the end. */
function deterministicFeatureValue(model: string, input: { setting: number; state: MachineState; bet: number }): number {
  let state = input.state;
  let net = 0;
  for (let game = 0; state !== null; game += 1) {
    if (game > 10_000) throw new RangeError(`${model}: the feature did not end`);
    const result = playRound(model, { setting: input.setting, state, bet: input.bet, random: NO_DRAWS });
    net += result.win - result.bet;
    state = result.state;
  }
  return net;
}

function pachinkoFeatureValue(spec: PachinkoSpec, state: Record<string, unknown>, bet: number): number {
  const drawsLeft = state.drawsLeft;
  if (state.mode !== 'rush' || typeof drawsLeft !== 'number')
    throw new RangeError(`invalid pachinko state ${JSON.stringify(state)}`);
  const ballPrice = spec.definition.ballPrice;
  const ballsPerCall = bet / ballPrice;
  const rushDraws = spec.rushDraws;
  // value[d][b]: expected net balls from here to the end (d draws left, b balls left in the call).
  const value = Array.from({ length: rushDraws + 1 }, () => new Float64Array(ballsPerCall + 1));
  for (let sweep = 0; sweep < 1_000_000; sweep += 1) {
    let change = 0;
    for (let balls = 1; balls <= ballsPerCall; balls += 1) {
      for (let d = 0; d <= rushDraws; d += 1) {
        const inRush = d > 0;
        const start = oddsValue(inRush ? spec.startPocket.rush : spec.startPocket.normal);
        const table = inRush ? spec.lottery.rush : spec.lottery.normal;
        const after = (next: number) => value[next]![balls - 1]!;
        let entered = spec.prizeBallsPerEntry;
        let missProbability = 1;
        for (const kind of table.jackpots) {
          const p = kind.count / table.denominator;
          missProbability -= p;
          entered += p * (kind.rounds * kind.ballsPerRound + after(kind.rush ? rushDraws : 0));
        }
        entered += missProbability * after(inRush ? d - 1 : 0);
        const next = -1 + (1 - start) * after(d) + start * entered;
        change = Math.max(change, Math.abs(next - value[d]![balls]!));
        value[d]![balls] = next;
      }
    }
    // A call ends with the rush still on: the next call starts with a full batch of balls.
    for (let d = 1; d <= rushDraws; d += 1) value[d]![0] = value[d]![ballsPerCall]!;
    if (change < 1e-9 / ballPrice) return value[drawsLeft]![ballsPerCall]! * ballPrice;
  }
  throw new RangeError(`${spec.definition.code}: the rush value did not converge`);
}
