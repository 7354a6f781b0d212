import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { iso, offsetOf, pageOf, recordAudit, type Actor, type PageInput } from '../admin/index.ts';
import { memberIdentitiesByIds, type MemberIdentity } from '../users/index.ts';
import { reviewKycSubmission } from './review-kyc-submission.ts';
import { kycSubmissions } from './schema.ts';

type Status = 'pending' | 'approved' | 'rejected';
type Submission = typeof kycSubmissions.$inferSelect;

function toItem(submission: Submission, member: MemberIdentity | undefined) {
  const name = [member?.lastName, member?.firstName].filter(Boolean).join(' ');
  return {
    id: String(submission.id),
    userId: String(submission.userId),
    username: member?.username ?? '',
    name: name || null,
    idNumberMasked: member?.idNumberMasked ?? null,
    status: submission.status,
    reason: submission.reason,
    createdAt: submission.createdAt.toISOString(),
    reviewedAt: iso(submission.reviewedAt),
  };
}

/** Queue items for these submissions, with their members' names (one batched users call). */
async function kycItems(db: Db, submissions: Submission[]) {
  const members = await memberIdentitiesByIds(
    db,
    submissions.map((submission) => submission.userId),
  );
  return submissions.map((submission) => toItem(submission, members.get(submission.userId)));
}

/** The KYC queue: pending submissions oldest first (first come, first served); decided ones newest first. */
export async function listKyc(db: Db, input: PageInput & { status: Status }) {
  const where = eq(kycSubmissions.status, input.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(kycSubmissions)
      .where(where)
      .orderBy(input.status === 'pending' ? asc(kycSubmissions.id) : desc(kycSubmissions.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(kycSubmissions).where(where),
  ]);
  return pageOf(await kycItems(db, rows), total?.n ?? 0, input);
}

/**
 * Decides a submission through reviewKycSubmission (which writes the member's letter), with its
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
      return { item: await readItem(tx, input.id), changed: false };
    }
    await reviewKycSubmission(tx, {
      submissionId: input.id,
      decision: input.decision,
      ...(input.reason ? { reason: input.reason } : {}),
      reviewerId: Number(input.staff.id),
      now: input.now,
    });
    const [after] = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, input.id)).limit(1);
    if (!after) throw new AppError('NOT_FOUND', { field: 'id' });
    await recordAudit(tx, {
      ...input,
      action: `kyc.${input.decision === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'kyc_submission',
      targetId: input.id,
      before: { status: before.status, userId: before.userId },
      after: { status: after.status, reason: after.reason },
    });
    return { item: (await kycItems(tx, [after]))[0]!, changed: true };
  });
}

async function readItem(db: Db, id: bigint) {
  const [submission] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).limit(1);
  if (!submission) throw new AppError('NOT_FOUND', { field: 'id' });
  return (await kycItems(db, [submission]))[0]!;
}
