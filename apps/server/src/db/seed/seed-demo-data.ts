import type { FastifyBaseLogger } from 'fastify';
import { appMeta } from '../schema/index.ts';
import type { Db } from '../client.ts';

/**
 * Seeds demo data into an empty database, once. Each module adds its demo rows here
 * (members, content, machines...) as it ships; the seed records when it ran so a restart
 * never seeds twice.
 */
export async function seedDemoData(db: Db, log: FastifyBaseLogger): Promise<void> {
  const inserted = await db
    .insert(appMeta)
    .values({ key: 'demo_seeded_at', value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) return;
  log.info('demo data seeded');
}

/** Lines for the start banner telling a newcomer what demo data there is to try. */
export function describeDemoData(seeded: boolean): string[] {
  if (!seeded) return ['  demo data    off (SEED_DEMO=false or production)'];
  return ['  demo data    seeded into an empty database; each module adds its demo rows and lists them here'];
}
