import type { ModelMaths } from './model.ts';
import { createPachinko, SAKURA_RUSH_1, SAKURA_RUSH_4 } from './pachinko.ts';
import { createPachislot, GOLDEN_SEVEN } from './pachislot.ts';
import { createSlot, DRAGON_PEARL } from './slot.ts';

/** Every model of the hall. A new model is a new entry here (its data plus one of the engines). */
export const CATALOGUE: readonly ModelMaths[] = [
  createPachinko(SAKURA_RUSH_4),
  createPachinko(SAKURA_RUSH_1),
  createPachislot(GOLDEN_SEVEN),
  createSlot(DRAGON_PEARL),
];
