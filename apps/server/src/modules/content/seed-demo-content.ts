import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { markOnce } from '../platform/index.ts';
import { DEMO_CONTENT } from './demo-content.ts';
import { saveContentItem } from './save-content-item.ts';

/**
 * Seeds the demo hall's content once (its own app_meta key, so a database seeded before this
 * module shipped still gets it). Runs with the demo seed only: production starts empty.
 */
export async function seedDemoContent(db: Db, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markOnce(tx, { key: 'demo_content_seeded_at', value: now.toISOString() }))) return;
    for (const make of DEMO_CONTENT) await saveContentItem(tx, { item: make(now), now });
    log.info({ items: DEMO_CONTENT.length }, 'demo content seeded');
  });
}
