import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentApplications } from './schema.ts';

/** Agent applications waiting for an operator. */
export async function pendingAgentApplicationCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(agentApplications).where(eq(agentApplications.status, 'pending'));
  return row?.n ?? 0;
}
