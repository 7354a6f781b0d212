import type { KycIdentityField, TKycChecklist, TKycQueueItem } from '@amigo/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { iso, offsetOf, pageOf, recordAudit, type Actor, type PageInput } from '../admin/index.ts';
import { memberIdentitiesByIds, type MemberIdentity } from '../users/index.ts';
import type { BlobStore } from '../blobs/index.ts';
import type { KycSide } from './normalize-kyc-image.ts';
import { readKycImage } from './read-kyc-image.ts';
import { reviewKycSubmission } from './review-kyc-submission.ts';
import { kycSubmissions } from './schema.ts';

type Status = 'pending' | 'approved' | 'rejected' | 'more_info';
type Submission = typeof kycSubmissions.$inferSelect;

function toItem(submission: Submission, member: MemberIdentity | undefined): TKycQueueItem {
  const name = [member?.lastName, member?.firstName].filter(Boolean).join(' ');
  return {
    id: String(submission.id),
    userId: String(submission.userId),
    username: member?.username ?? '',
    name: name || null,
    idNumberMasked: member?.idNumberMasked ?? null,
    // The values the reviewer compares with the photos; the whole ID number only while it is being reviewed.
    profile: {
      lastName: member?.lastName ?? null,
      firstName: member?.firstName ?? null,
      reading: member?.reading ?? null,
      birthDate: member?.birthDate ?? null,
      idNumber: isOpen(submission) ? (member?.idNumber ?? null) : (member?.idNumberMasked ?? null),
    },
    status: submission.status,
    reason: submission.reason,
    requestedFields: submission.status === 'more_info' ? (submission.requestedFields ?? []) : [],
    checklist: submission.checklist ?? null,
    reviewedBy: submission.reviewerUsername,
    createdAt: submission.createdAt.toISOString(),
    reviewedAt: iso(submission.reviewedAt),
  };
}

/** Still being reviewed: pending, or waiting for the member's answer to a request for more information. */
function isOpen(submission: Submission): boolean {
  return submission.status === 'pending' || submission.status === 'more_info';
}

/** Queue items for these submissions, with their members' names (one batched users call). */
async function kycItems(db: Db, submissions: Submission[]) {
  const members = await memberIdentitiesByIds(
    db,
    submissions.map((submission) => submission.userId),
  );
  return submissions.map((submission) => toItem(submission, members.get(submission.userId)));
}

/**
 * The KYC queue: pending submissions oldest first (first come, first served); the others (decided,
 * or waiting for the member's answer) newest first.
 */
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
 * `changed: false`; the other way on a decided submission is a conflict. A request for more
 * information (`more_info`, audited as `kyc.request_info` with the fields it unlocked) leaves the
 * submission with the member until they send it back; only a pending one is decided.
 */
export async function decideKyc(
  db: Db,
  input: {
    id: bigint;
    decision: 'approved' | 'rejected' | 'more_info';
    reason?: string | undefined;
    checklist?: TKycChecklist | undefined;
    fields?: readonly KycIdentityField[] | undefined;
  } & Actor,
) {
  if (input.decision !== 'approved' && !input.reason) {
    throw new AppError('INVALID_INPUT', { field: 'reason', messageKey: 'validation.required', params: { field: 'reason' } });
  }
  // The console names the submission by id alone: its member is found first (the plain index on
  // id; a fan-out read on Citus, without a lock), then every statement names the member.
  const userId = await memberOfSubmission(db, input.id);
  if (userId === undefined) throw new AppError('NOT_FOUND', { field: 'id' });
  const submission = and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.id, input.id));
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(kycSubmissions).where(submission).for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'id' });
    if (before.status !== 'pending') {
      if (before.status !== input.decision) throw new AppError('CONFLICT');
      return { item: (await kycItems(tx, [before]))[0]!, changed: false };
    }
    await reviewKycSubmission(tx, {
      submissionId: input.id,
      userId,
      decision: input.decision,
      ...(input.reason ? { reason: input.reason } : {}),
      checklist: input.checklist,
      fields: input.fields,
      reviewerId: Number(input.staff.id),
      reviewerUsername: input.staff.username,
      now: input.now,
    });
    const [after] = await tx.select().from(kycSubmissions).where(submission).limit(1);
    if (!after) throw new AppError('NOT_FOUND', { field: 'id' });
    await recordAudit(tx, {
      ...input,
      action: AUDIT_ACTIONS[input.decision],
      targetType: 'kyc_submission',
      targetId: input.id,
      before: { status: before.status, userId: before.userId },
      after: { status: after.status, reason: after.reason, checklist: after.checklist, requestedFields: after.requestedFields },
    });
    return { item: (await kycItems(tx, [after]))[0]!, changed: true };
  });
}

const AUDIT_ACTIONS = { approved: 'kyc.approve', rejected: 'kyc.reject', more_info: 'kyc.request_info' } as const;

/**
 * One photo of a submission for an operator, with its audit row (issue 21): who looked at which
 * submission's which photo, from where and when. The row is written before the bytes leave, so
 * a view that is not recorded is a view that never happened; a missing submission or photo is
 * NOT_FOUND and records nothing.
 */
export async function viewKycImage(db: Db, input: { id: bigint; side: KycSide; blobs: BlobStore } & Actor): Promise<Buffer> {
  // By id alone, as the console asks (the plain index on id); the photo's read then names the member.
  const userId = await memberOfSubmission(db, input.id);
  if (userId === undefined) throw new AppError('NOT_FOUND', { field: 'id' });
  const submission = { userId };
  const image = await readKycImage(db, {
    submissionId: input.id,
    side: input.side,
    viewer: { kind: 'operator', userId },
    blobs: input.blobs,
  });
  await recordAudit(db, {
    ...input,
    action: 'kyc.image.view',
    targetType: 'kyc_submission',
    targetId: input.id,
    before: null,
    after: { side: input.side, userId: submission.userId },
  });
  return image;
}

/** The member a submission belongs to, by its id alone (kyc_submissions_id_idx). */
async function memberOfSubmission(db: Db, id: bigint): Promise<bigint | undefined> {
  const [row] = await db.select({ userId: kycSubmissions.userId }).from(kycSubmissions).where(eq(kycSubmissions.id, id)).limit(1);
  return row?.userId;
}
