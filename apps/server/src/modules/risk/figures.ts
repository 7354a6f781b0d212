import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { riskAlerts } from './schema.ts';

/** Risk alerts waiting for a decision (the dashboard's pending-queue figures). */
export async function openRiskAlertCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(riskAlerts).where(eq(riskAlerts.status, 'open'));
  return row?.n ?? 0;
}
