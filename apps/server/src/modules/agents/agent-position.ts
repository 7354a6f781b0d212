import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from './schema.ts';

/** Where an approved agent sits in the hierarchy (depth 0 = top level); undefined for a member who is not an agent. */
export async function agentPositionOf(db: Db, userId: bigint): Promise<{ depth: number } | undefined> {
  const [row] = await db.select({ depth: agents.depth }).from(agents).where(eq(agents.userId, userId)).limit(1);
  return row;
}
