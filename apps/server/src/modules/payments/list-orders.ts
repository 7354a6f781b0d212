import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositOrders, withdrawalOrders } from './schema.ts';

const TOKYO_OFFSET = '+09:00';

/** [from 00:00, to+1 00:00) in Tokyo time, as ARCHITECTURE §4 reads date filters. */
function dateRange(
  column: typeof depositOrders.createdAt | typeof withdrawalOrders.createdAt,
  from?: string,
  to?: string,
): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, new Date(`${from}T00:00:00${TOKYO_OFFSET}`)));
  if (to) conditions.push(lt(column, new Date(new Date(`${to}T00:00:00${TOKYO_OFFSET}`).getTime() + 86_400_000)));
  return conditions;
}

export interface ListInput<S> {
  userId: bigint;
  pageNum: number;
  pageSize: number;
  status?: S | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export async function listDeposits(db: Db, input: ListInput<(typeof depositOrders.$inferSelect)['status']>) {
  const where = and(
    eq(depositOrders.userId, input.userId),
    ...(input.status ? [eq(depositOrders.status, input.status)] : []),
    ...dateRange(depositOrders.createdAt, input.from, input.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(depositOrders)
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(depositOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listWithdrawals(db: Db, input: ListInput<(typeof withdrawalOrders.$inferSelect)['status']>) {
  const where = and(
    eq(withdrawalOrders.userId, input.userId),
    ...(input.status ? [eq(withdrawalOrders.status, input.status)] : []),
    ...dateRange(withdrawalOrders.createdAt, input.from, input.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawalOrders)
      .where(where)
      .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(withdrawalOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
