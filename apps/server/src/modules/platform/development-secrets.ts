import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta } from './schema.ts';

const PREFIX = 'development-secret:';

/**
 * Secrets the hall makes for itself outside production when they are not configured: the bank card
 * key and the test crypto account keys. They live in the database (`app_meta`), so every instance on
 * it uses the same ones — instances with data folders of their own included — where a file in each
 * DATA_DIR would give each instance its own key (and the second would refuse to start). The first
 * instance's candidate wins; the others read it. Production never comes here: it must configure them.
 */
export async function shareDevelopmentSecret(db: Db, input: { name: string; candidate: string }): Promise<string> {
  const key = `${PREFIX}${input.name}`;
  await db.insert(appMeta).values({ key, value: input.candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  if (!row) throw new Error(`development secret ${input.name} vanished right after it was stored`);
  return row.value;
}
