import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { machines } from './schema.ts';
import { allModels } from './catalogue.ts';

/** Machines each model gets on a new floor. Operators add, remove and re-set them in the console. */
const MACHINES_PER_MODEL = 6;

/**
 * Fills an empty floor: every model gets its machines. Pachislot settings are spread over 1–6
 * the way halls do (mostly low, a few high); other models have one setting. Runs at start and
 * does nothing once the floor has machines, so operators' changes are never undone.
 */
export async function ensureHallFloor(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Several server processes may start at once: one fills the floor, the others then see it filled.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('amigo:hall-floor'))`);
    const [existing] = await tx.select({ n: count() }).from(machines);
    if ((existing?.n ?? 0) > 0) return;
    await tx.insert(machines).values(floorRows());
  });
}

function floorRows() {
  return allModels().flatMap((model) =>
    Array.from({ length: MACHINES_PER_MODEL }, (_, index) => ({
      modelCode: model.code,
      setting: model.settings.length > 1 ? spreadSetting(model.settings, index) : model.defaultSetting,
    })),
  );
}

const SETTING_SPREAD = [1, 2, 1, 4, 3, 6];

function spreadSetting(settings: readonly number[], index: number): number {
  const wanted = SETTING_SPREAD[index % SETTING_SPREAD.length]!;
  return settings.includes(wanted) ? wanted : settings[0]!;
}

/** Every machine's number, model and status: what the content check needs to tell a real machine from a typo. */
export async function listFloorMachines(db: Db): Promise<{ id: number; modelCode: string; status: string }[]> {
  return db.select({ id: machines.id, modelCode: machines.modelCode, status: machines.status }).from(machines);
}
