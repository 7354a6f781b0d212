import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cryptoDeposits, cryptoWithdrawals } from './schema.ts';

export interface ListInput {
  userId: bigint;
  kind?: 'deposit' | 'withdrawal' | undefined;
  status?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/**
 * A member's crypto deposits and withdrawals, newest first: one page of (kind, id) across both
 * tables, then the rows themselves.
 */
export async function listCryptoOrders(db: Db, input: ListInput) {
  const depositWhere = and(
    eq(cryptoDeposits.userId, input.userId),
    input.status ? sql`${cryptoDeposits.status} = ${input.status}` : undefined,
  );
  const withdrawalWhere = and(
    eq(cryptoWithdrawals.userId, input.userId),
    input.status ? sql`${cryptoWithdrawals.status} = ${input.status}` : undefined,
  );
  const parts: SQL[] = [];
  if (input.kind !== 'withdrawal') {
    parts.push(sql`select 'deposit' as kind, id, created_at from ${cryptoDeposits} where ${depositWhere}`);
  }
  if (input.kind !== 'deposit') {
    parts.push(sql`select 'withdrawal' as kind, id, created_at from ${cryptoWithdrawals} where ${withdrawalWhere}`);
  }
  const union = sql.join(parts, sql` union all `);
  const offset = (input.pageNum - 1) * input.pageSize;
  const [page, count] = await Promise.all([
    db.execute(
      sql`select kind, id::text as id from (${union}) o order by created_at desc, id desc limit ${input.pageSize} offset ${offset}`,
    ),
    db.execute(sql`select count(*)::int as total from (${union}) o`),
  ]);
  const keys = rowsOf<{ kind: 'deposit' | 'withdrawal'; id: string }>(page);
  const depositIds = keys.filter((k) => k.kind === 'deposit').map((k) => BigInt(k.id));
  const withdrawalIds = keys.filter((k) => k.kind === 'withdrawal').map((k) => BigInt(k.id));
  const [deposits, withdrawals] = await Promise.all([
    depositIds.length
      ? db
          .select()
          .from(cryptoDeposits)
          .where(and(eq(cryptoDeposits.userId, input.userId), inArray(cryptoDeposits.id, depositIds)))
      : [],
    withdrawalIds.length
      ? db
          .select()
          .from(cryptoWithdrawals)
          .where(and(eq(cryptoWithdrawals.userId, input.userId), inArray(cryptoWithdrawals.id, withdrawalIds)))
      : [],
  ]);
  const rows = keys.map((k) =>
    k.kind === 'deposit'
      ? { kind: 'deposit' as const, row: deposits.find((d) => d.id === BigInt(k.id))! }
      : { kind: 'withdrawal' as const, row: withdrawals.find((w) => w.id === BigInt(k.id))! },
  );
  return { rows, total: rowsOf<{ total: number }>(count)[0]?.total ?? 0 };
}
