import type { FullParSheet } from '../par/full-sheet.ts';
import type { ModelPays } from '../par/rules.ts';
import type { ModelDefinition, OutcomeSink, ParSheet, RoundInput, RoundResult } from '../types.ts';

/**
 * A model's data (`definition`) together with its maths. `play` receives an input whose bet
 * and setting were already checked against the definition (see play.ts).
 */
export interface ModelMaths {
  definition: ModelDefinition;
  /** The RTP the model is designed to at a setting (the exact PAR must match it within 0.0001). */
  designRtp(setting: number): number;
  /** `recall`, when given, receives every free spin / draw of the call (see OutcomeSink). */
  play(input: RoundInput, recall?: OutcomeSink): RoundResult;
  par(setting: number): ParSheet;
  /** The lab's full PAR sheet (contributions, max win, confidence limits). */
  fullPar(setting: number): FullParSheet;
  /** The pays and features the rules panel lists (model data, no computation). */
  pays: ModelPays;
}

/** An integer probability numerator / denominator, drawn exactly with `nextInt(denominator) < numerator`. */
export interface Odds {
  numerator: number;
  denominator: number;
}

export function oddsValue(odds: Odds): number {
  return odds.numerator / odds.denominator;
}
