import type { ModelDefinition, ParSheet, RoundInput, RoundResult } from '../types.ts';

/**
 * A model's data (`definition`) together with its maths. `play` receives an input whose bet
 * and setting were already checked against the definition (see play.ts).
 */
export interface ModelMaths {
  definition: ModelDefinition;
  /** The RTP the model is designed to at a setting (the exact PAR must match it within 0.0001). */
  designRtp(setting: number): number;
  play(input: RoundInput): RoundResult;
  par(setting: number): ParSheet;
}

/** An integer probability numerator / denominator, drawn exactly with `nextInt(denominator) < numerator`. */
export interface Odds {
  numerator: number;
  denominator: number;
}

export function oddsValue(odds: Odds): number {
  return odds.numerator / odds.denominator;
}
