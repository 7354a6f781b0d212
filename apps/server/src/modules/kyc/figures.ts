import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycSubmissions } from './schema.ts';

/** KYC submissions waiting for a reviewer. */
export async function pendingKycCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(kycSubmissions).where(eq(kycSubmissions.status, 'pending'));
  return row?.n ?? 0;
}
