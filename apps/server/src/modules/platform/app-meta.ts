import type { Db } from '../../db/client.ts';
import { appMeta } from './schema.ts';

/**
 * Records a fact about this installation once (e.g. `demo_seeded_at`): true the first time, so
 * the caller's transaction does what the key stands for; false when the key was already there
 * (another start or instance did it). Pass the caller's `tx`: a seed that fails forgets the key too.
 */
export async function markOnce(db: Db, input: { key: string; value: string }): Promise<boolean> {
  const inserted = await db
    .insert(appMeta)
    .values({ key: input.key, value: input.value })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  return inserted.length > 0;
}
