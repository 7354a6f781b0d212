import type { ModelDefinition } from '../types.ts';
import type { FullParSheet } from './full-sheet.ts';
import type { PublishedFigures } from './rules.ts';

const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });

/**
 * The figures the rules panel shows, from a model's full sheets (one per setting): RTP, hit
 * frequency and σ as ranges over the settings, and the max win per paid call. The max win's
 * probability is the default setting's (it moves little between settings).
 */
export function publishedFigures(definition: ModelDefinition, sheets: readonly FullParSheet[]): PublishedFigures {
  const shown = sheets.find((sheet) => sheet.summary.setting === definition.defaultSetting) ?? sheets[0]!;
  const { maxWin } = shown;
  const figures: PublishedFigures = {
    rtp: range(sheets.map((sheet) => sheet.summary.rtp)),
    hitFrequency: range(sheets.map((sheet) => sheet.hitFrequency.value)),
    standardDeviation: range(sheets.map((sheet) => sheet.summary.standardDeviation)),
    maxWin: {
      multiplier: maxWin.multiplier,
      probability: maxWin.probability,
      probabilityLog10: maxWin.probabilityLog10,
      kind: maxWin.probabilityKind,
      capped: maxWin.cap !== null,
    },
  };
  if (definition.type === 'pachislot') figures.bonusOneIn = range(sheets.map((sheet) => sheet.summary.details!.bonusOneIn!));
  if (definition.type === 'pachinko') figures.rushContinuation = shown.summary.details!.rushContinuation!;
  return figures;
}
