import { createFairRandom } from './fair.ts';
import { CATALOGUE } from './models/catalogue.ts';
import type { ModelMaths } from './models/model.ts';
import type { FullParSheet } from './par/full-sheet.ts';
import type { MachineState, ModelDefinition, ParSheet, RoundInput, RoundResult } from './types.ts';

const BY_CODE = new Map(CATALOGUE.map((maths) => [maths.definition.code, maths]));

/** The catalogue of models, in release order. */
export const MODELS: readonly ModelDefinition[] = CATALOGUE.map((maths) => maths.definition);

/** The model with this code, or `undefined` when there is none. */
export function getModel(code: string): ModelDefinition | undefined {
  return BY_CODE.get(code)?.definition;
}

/** A model given by code or definition (anything carrying a known `code`). */
export type ModelRef = string | Pick<ModelDefinition, 'code'>;

function mathsOf(model: ModelRef): ModelMaths {
  const code = typeof model === 'string' ? model : model.code;
  const maths = BY_CODE.get(code);
  if (!maths) throw new RangeError(`unknown model ${code}`);
  return maths;
}

function checkSetting(maths: ModelMaths, setting: number): void {
  if (!maths.definition.settings.includes(setting))
    throw new RangeError(`${maths.definition.code}: setting ${setting} is not one of ${maths.definition.settings.join(', ')}`);
}

/** One play call. Deterministic given `input.random`; throws RangeError on a bet or setting the model does not offer. */
export function playRound(model: ModelRef, input: RoundInput): RoundResult {
  const maths = mathsOf(model);
  checkSetting(maths, input.setting);
  if (!maths.definition.betOptions.includes(input.bet)) {
    throw new RangeError(`${maths.definition.code}: bet ${input.bet} is not one of ${maths.definition.betOptions.join(', ')}`);
  }
  return maths.play(input);
}

export interface VerifyInput {
  model: ModelRef;
  setting: number;
  state: MachineState;
  bet: number;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Replays a round from its revealed seeds: what the player's browser runs to check the hall. */
export function verifyRound({ model, setting, state, bet, serverSeed, clientSeed, nonce }: VerifyInput): RoundResult {
  return playRound(model, { setting, state, bet, random: createFairRandom({ serverSeed, clientSeed, nonce }) });
}

/** The exact PAR sheet of a model at a setting. */
export function parSheet(model: ModelRef, setting: number): ParSheet {
  const maths = mathsOf(model);
  checkSetting(maths, setting);
  return maths.par(setting);
}

/** The lab's full PAR sheet of a model at a setting (contributions, max win, confidence limits). */
export function fullParSheet(model: ModelRef, setting: number): FullParSheet {
  const maths = mathsOf(model);
  checkSetting(maths, setting);
  return maths.fullPar(setting);
}

/** A round replayed in full: the result (identical to the one played) and every free spin / draw of it. */
export interface RecalledRound {
  result: RoundResult;
  /** Slot: every free spin; pachinko: every lottery draw; pachislot: none (one game is the whole call). */
  units: Record<string, unknown>[];
}

/**
 * Game recall: replays a committed round from its seeds and machine state (deterministic, the
 * same code as play) and collects every unit of it, so a record needs to store no more than the
 * screen's display.
 */
export function recallRound({ model, setting, state, bet, serverSeed, clientSeed, nonce }: VerifyInput): RecalledRound {
  const maths = mathsOf(model);
  checkSetting(maths, setting);
  if (!maths.definition.betOptions.includes(bet))
    throw new RangeError(`${maths.definition.code}: bet ${bet} is not one of its options`);
  const units: Record<string, unknown>[] = [];
  const result = maths.play({ setting, state, bet, random: createFairRandom({ serverSeed, clientSeed, nonce }) }, (unit) =>
    units.push(unit),
  );
  return { result, units };
}

export interface PublishedRtp {
  /** Lowest and highest design RTP over the model's settings (equal when there is one setting). */
  min: number;
  max: number;
  bySetting: Record<number, number>;
}

/**
 * The RTP shown to players. It is the design RTP, which the exact PAR matches within 0.0001 (a
 * test holds it), so showing it needs no enumeration at run time.
 */
export function publishedRtp(model: ModelRef): PublishedRtp {
  const maths = mathsOf(model);
  const bySetting = Object.fromEntries(maths.definition.settings.map((setting) => [setting, maths.designRtp(setting)]));
  const values = Object.values(bySetting);
  return { min: Math.min(...values), max: Math.max(...values), bySetting };
}
