import { KYC_CHECKLIST_ITEMS, type KycIdentityField, type TKycChecklist, type TKycSubmission } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycSubmissions } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { toKycSubmissionView } from './get-latest-kyc-submission.ts';
import { assertProfileComplete } from './profile-complete.ts';

const MAX_REASON_LENGTH = 500;

/**
 * An operator's decision on a pending submission (for the operator console). Only a pending
 * submission can be decided, once: the conditional update makes two operators deciding at
 * the same time safe. A rejection must say why, because the member sees the reason and
 * fixes the photos; an approval carries no reason. Asking for more information (`more_info`,
 * issue 26) says why and names the profile fields the member may change: they are unlocked
 * (users/identity-lock.ts) until the member sends the submission back (`resubmitKycDocuments`).
 *
 * An approval means something (issue 21): the member's profile must hold the legal name, birth
 * date and ID number (withdrawals are paid to that name, and the profile row is the verified
 * identity once approved — decision 0015), and the reviewer must have ticked every checklist item
 * (each of them matches the document, the photo matches the face, the document is valid). The
 * checklist is stored with the decision either way.
 */
export async function reviewKycSubmission(
  db: Db,
  input: {
    submissionId: bigint;
    /**
     * The submission's member, when the caller knows it (the console's decision has read the
     * row): every statement then names the member (router queries on Citus). Without it the
     * member is found by the submission id first (kyc_submissions_id_idx; a fan-out on Citus).
     */
    userId?: bigint | undefined;
    decision: 'approved' | 'rejected' | 'more_info';
    reason?: string;
    /** `more_info`: the profile fields to unlock (at least one). */
    fields?: readonly KycIdentityField[] | undefined;
    checklist?: TKycChecklist | undefined;
    reviewerId?: number;
    reviewerUsername?: string;
    now: Date;
  },
): Promise<TKycSubmission> {
  const reason = input.reason?.trim() ?? '';
  if (input.decision !== 'approved' && !reason) {
    throw new AppError('INVALID_INPUT', { field: 'reason', messageKey: 'validation.required', params: { field: 'reason' } });
  }
  if (reason.length > MAX_REASON_LENGTH) {
    throw new AppError('INVALID_INPUT', {
      field: 'reason',
      messageKey: 'validation.tooLong',
      params: { field: 'reason', max: MAX_REASON_LENGTH },
    });
  }
  if (input.decision === 'approved') assertChecklistComplete(input.checklist);
  const fields = input.decision === 'more_info' ? [...new Set(input.fields ?? [])] : null;
  if (fields?.length === 0) {
    throw new AppError('INVALID_INPUT', { field: 'fields', messageKey: 'validation.required', params: { field: 'fields' } });
  }
  const userId = input.userId ?? (await memberOfSubmission(db, input.submissionId));
  if (userId === undefined) throw new AppError('NOT_FOUND');
  const submission = and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.id, input.submissionId));
  // The decision and the member's letter about it are one transaction.
  const row = await db.transaction(async (tx) => {
    if (input.decision === 'approved') await assertProfileComplete(tx, { userId, for: 'operator' });
    const [decided] = await tx
      .update(kycSubmissions)
      .set({
        status: input.decision,
        reason: input.decision === 'approved' ? null : reason,
        requestedFields: fields,
        reviewedAt: input.now,
        reviewedBy: input.reviewerId ?? null,
        reviewerUsername: input.reviewerUsername ?? null,
        checklist: input.checklist ?? null,
      })
      .where(and(submission, eq(kycSubmissions.status, 'pending')))
      .returning();
    if (decided) {
      await sendLetter(tx, {
        to: { userId: decided.userId },
        content: letterOf(input.decision, reason),
        // A submission asked about and sent back is decided again: each decision has its own letter.
        dedupeKey: input.decision === 'more_info' ? `kyc:${decided.id}:more-info:${input.now.getTime()}` : `kyc:${decided.id}`,
        now: input.now,
      });
    }
    return decided;
  });
  if (row) return toKycSubmissionView(row);
  throw await whyNotPending(db, userId, input.submissionId);
}

function letterOf(decision: 'approved' | 'rejected' | 'more_info', reason: string) {
  if (decision === 'approved') return { template: 'kycApproved' } as const;
  if (decision === 'rejected') return { template: 'kycRejected', params: { reason } } as const;
  return { template: 'kycMoreInfo', params: { reason } } as const;
}

/** The member a submission belongs to, by its id alone (the plain index kyc_submissions_id_idx). */
async function memberOfSubmission(db: Db, submissionId: bigint): Promise<bigint | undefined> {
  const [row] = await db
    .select({ userId: kycSubmissions.userId })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, submissionId))
    .limit(1);
  return row?.userId;
}

/** An approval carries the checklist with every item ticked; the first one missing is named. */
function assertChecklistComplete(checklist: TKycChecklist | undefined): void {
  if (!checklist) {
    throw new AppError('INVALID_INPUT', {
      field: 'checklist',
      messageKey: 'validation.required',
      params: { field: 'checklist' },
    });
  }
  const missing = KYC_CHECKLIST_ITEMS.find((item) => !checklist[item]);
  if (missing) {
    throw new AppError('KYC_CHECKLIST_INCOMPLETE', {
      field: `checklist.${missing}`,
      messageKey: `kyc.checklistMissing.${missing}`,
    });
  }
}

async function whyNotPending(db: Db, userId: bigint, submissionId: bigint): Promise<AppError> {
  const [existing] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.id, submissionId)))
    .limit(1);
  return existing ? new AppError('CONFLICT') : new AppError('NOT_FOUND');
}
