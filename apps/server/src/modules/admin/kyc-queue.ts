import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycSubmissions } from '../kyc/schema.ts';
import { users } from '../users/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { reviewKycSubmission } from '../kyc/index.ts';
import { recordAudit } from './audit.ts';
import { iso, offsetOf, pageOf, type Actor, type PageInput } from './paging.ts';

type Status = 'pending' | 'approved' | 'rejected';

const columns = {
  submission: kycSubmissions,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  idNumber: users.idNumber,
};
type Row = { submission: typeof kycSubmissions.$inferSelect; username: string } & Pick<
  typeof users.$inferSelect,
  'firstName' | 'lastName' | 'idNumber'
>;

function toItem(row: Row) {
  const { submission } = row;
  const name = [row.lastName, row.firstName].filter(Boolean).join(' ');
  return {
    id: String(submission.id),
    userId: String(submission.userId),
    username: row.username,
    name: name || null,
    idNumberMasked: row.idNumber ? `${'*'.repeat(Math.max(0, row.idNumber.length - 4))}${row.idNumber.slice(-4)}` : null,
    status: submission.status,
    reason: submission.reason,
    createdAt: submission.createdAt.toISOString(),
    reviewedAt: iso(submission.reviewedAt),
  };
}

/** The KYC queue: pending submissions oldest first (first come, first served); decided ones newest first. */
export async function listKyc(db: Db, input: PageInput & { status: Status }) {
  const where = eq(kycSubmissions.status, input.status);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(kycSubmissions)
      .innerJoin(users, eq(users.id, kycSubmissions.userId))
      .where(where)
      .orderBy(input.status === 'pending' ? asc(kycSubmissions.id) : desc(kycSubmissions.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(kycSubmissions).where(where),
  ]);
  return pageOf(rows.map(toItem), total?.n ?? 0, input);
}

/**
 * Decides a submission through the KYC module (which writes the member's letter), with its
 * audit row, in one transaction. Deciding the same way twice changes nothing and answers
 * `changed: false`; the other way on a decided submission is a conflict.
 */
export async function decideKyc(
  db: Db,
  input: { id: bigint; decision: 'approved' | 'rejected'; reason?: string | undefined } & Actor,
) {
  if (input.decision === 'rejected' && !input.reason) {
    throw new AppError('INVALID_INPUT', { field: 'reason', messageKey: 'validation.required', params: { field: 'reason' } });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, input.id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'id' });
    if (before.status !== 'pending') {
      if (before.status !== input.decision) throw new AppError('CONFLICT');
      return { item: toItem(await readRow(tx, input.id)), changed: false };
    }
    await reviewKycSubmission(tx, {
      submissionId: input.id,
      decision: input.decision,
      ...(input.reason ? { reason: input.reason } : {}),
      reviewerId: Number(input.staff.id),
      now: input.now,
    });
    const after = await readRow(tx, input.id);
    await recordAudit(tx, {
      ...input,
      action: `kyc.${input.decision === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'kyc_submission',
      targetId: input.id,
      before: { status: before.status, userId: before.userId },
      after: { status: after.submission.status, reason: after.submission.reason },
    });
    return { item: toItem(after), changed: true };
  });
}

async function readRow(db: Db, id: bigint): Promise<Row> {
  const [row] = await db
    .select(columns)
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(eq(kycSubmissions.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return row;
}
