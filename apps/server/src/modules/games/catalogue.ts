import type { Language, TGame } from '@amigo/contract';
import { MODELS, getModel, publishedRtp, type ModelDefinition } from '@amigo/games';
import { AppError } from '../../http/app-error.ts';

/** The model with this code, or a clear 404 (codes come from clients). */
export function modelOrThrow(code: string): ModelDefinition {
  const model = getModel(code);
  if (!model) throw new AppError('GAME_NOT_FOUND', { field: 'modelCode' });
  return model;
}

export function allModels(): readonly ModelDefinition[] {
  return MODELS;
}

/** Floor figures joined to a model for list answers. */
export interface ModelFloorFigures {
  machines: number;
  freeMachines: number;
  playsLast7Days: number;
}

export function gameToDto(model: ModelDefinition, lang: Language, figures: ModelFloorFigures): TGame {
  // The design RTP, which the exact PAR sheet matches within 0.01 % (packages/games tests hold it).
  const rtp = publishedRtp(model);
  return {
    code: model.code,
    type: model.type,
    name: model.names[lang],
    thumbnail: `/games/${model.code}.svg`,
    rtpMin: rtp.min,
    rtpMax: rtp.max,
    volatility: model.volatility,
    betOptions: [...model.betOptions],
    ballPrice: model.ballPrice ?? null,
    releasedOn: model.releasedOn,
    ...figures,
  };
}
