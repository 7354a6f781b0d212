import type { TAuditEntry, TPage } from '@amigo/contract';
import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { auditLog } from './schema.ts';
import type { Staff } from './staff-sessions.ts';

export interface AuditInput {
  staff: Pick<Staff, 'id' | 'username'> | { id: null; username: string };
  action: string;
  targetType: string;
  targetId: string | bigint | number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  now: Date;
}

/**
 * Appends one audit row. Call it inside the transaction of the write it describes, so a write
 * and its row commit (or roll back) together. bigint values are stored as strings.
 */
export async function recordAudit(db: Db, input: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    staffId: input.staff.id,
    staffUsername: input.staff.username,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId === null ? null : String(input.targetId),
    before: toJson(input.before),
    after: toJson(input.after),
    ip: input.ip,
    createdAt: input.now,
  });
}

/** JSON-safe copy: bigints become strings, Dates ISO strings, undefined disappears. */
export function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as unknown;
}

const TOKYO_OFFSET = '+09:00';

export async function listAudit(
  db: Db,
  input: {
    pageNum: number;
    pageSize: number;
    staff?: string | undefined;
    action?: string | undefined;
    targetType?: string | undefined;
    targetId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
): Promise<TPage<TAuditEntry>> {
  const where: SQL[] = [];
  if (input.staff) where.push(ilike(auditLog.staffUsername, escapeLike(input.staff) + '%'));
  if (input.action) where.push(ilike(auditLog.action, escapeLike(input.action) + '%'));
  if (input.targetType) where.push(eq(auditLog.targetType, input.targetType));
  if (input.targetId) where.push(eq(auditLog.targetId, input.targetId));
  if (input.from) where.push(gte(auditLog.createdAt, new Date(`${input.from}T00:00:00${TOKYO_OFFSET}`)));
  if (input.to)
    where.push(lt(auditLog.createdAt, new Date(new Date(`${input.to}T00:00:00${TOKYO_OFFSET}`).getTime() + 86_400_000)));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      staffId: row.staffId === null ? null : String(row.staffId),
      staffUsername: row.staffUsername,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The newest audit row per target, among the given actions on one target type (optionally one target). */
export interface LatestAuditRow {
  targetId: string;
  action: string;
  staffId: string | null;
  staffUsername: string;
  after: unknown;
  createdAt: Date;
}

/**
 * For state that lives in the append-only audit log, such as a machine's pending setting request:
 * the latest row per target among `actions`. Runs in the caller's transaction.
 */
export async function latestAuditPerTarget(
  db: Db,
  input: { targetType: string; actions: readonly string[]; targetId?: string | undefined },
): Promise<LatestAuditRow[]> {
  const rows = rowsOf<{
    target_id: string;
    action: string;
    staff_id: string | null;
    staff_username: string;
    after: unknown;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select distinct on (target_id) target_id, action, staff_id::text as staff_id, staff_username, after, created_at
      from audit_log
      where target_type = ${input.targetType} and action in (${sql.join(
        input.actions.map((a) => sql`${a}`),
        sql`, `,
      )})
        ${input.targetId === undefined ? sql`` : sql`and target_id = ${input.targetId}`}
      order by target_id, id desc`),
  );
  return rows.map((row) => ({
    targetId: row.target_id,
    action: row.action,
    staffId: row.staff_id,
    staffUsername: row.staff_username,
    after: row.after,
    createdAt: new Date(row.created_at),
  }));
}
