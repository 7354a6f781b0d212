import type { TAuditEntry, TPage } from '@amigo/contract';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
