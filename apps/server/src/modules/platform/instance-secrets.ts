import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instanceSecrets } from './schema.ts';

/**
 * The stored check values of the secrets every instance must share (../../instance-secrets.ts
 * decides what they mean; only a check value or a fingerprint is stored, never the secret).
 */

/** Whether a check value of this setting is stored. */
export async function hasInstanceSecret(db: Db, name: string): Promise<boolean> {
  const [known] = await db.select({ name: instanceSecrets.name }).from(instanceSecrets).where(eq(instanceSecrets.name, name));
  return known !== undefined;
}

/**
 * Inserts the value if no row of that name exists, and answers the stored value either way.
 * Safe when several instances start at once: the first insert wins, the others read it.
 */
export async function storeOrReadInstanceSecret(db: Db, input: { name: string; checkValue: string }): Promise<string> {
  await db
    .insert(instanceSecrets)
    .values({ name: input.name, checkValue: input.checkValue })
    .onConflictDoNothing({ target: instanceSecrets.name });
  const [row] = await db
    .select({ checkValue: instanceSecrets.checkValue })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, input.name));
  if (!row) throw new Error(`instance secret ${input.name} vanished right after it was stored`);
  return row.checkValue;
}

/** Moves a stored check value to `checkValue`, only from one of `previous` (a key rotation). */
export async function rotateInstanceSecret(
  db: Db,
  input: { name: string; checkValue: string; previous: string[] },
): Promise<void> {
  await db
    .update(instanceSecrets)
    .set({ checkValue: input.checkValue, updatedAt: sql`now()` })
    .where(and(eq(instanceSecrets.name, input.name), inArray(instanceSecrets.checkValue, input.previous)));
}
