import type { TKycSubmission } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycSubmissions } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { toKycSubmissionView } from './get-latest-kyc-submission.ts';

const MAX_REASON_LENGTH = 500;

/**
 * An operator's decision on a pending submission (for the operator console). Only a pending
 * submission can be decided, once: the conditional update makes two operators deciding at
 * the same time safe. A rejection must say why, because the member sees the reason and
 * fixes the photos; an approval carries no reason.
 */
export async function reviewKycSubmission(
  db: Db,
  input: { submissionId: bigint; decision: 'approved' | 'rejected'; reason?: string; reviewerId?: number; now: Date },
): Promise<TKycSubmission> {
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'rejected' && !reason) {
    throw new AppError('INVALID_INPUT', { field: 'reason', messageKey: 'validation.required', params: { field: 'reason' } });
  }
  if (reason.length > MAX_REASON_LENGTH) {
    throw new AppError('INVALID_INPUT', {
      field: 'reason',
      messageKey: 'validation.tooLong',
      params: { field: 'reason', max: MAX_REASON_LENGTH },
    });
  }
  // The decision and the member's letter about it are one transaction.
  const row = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(kycSubmissions)
      .set({
        status: input.decision,
        reason: input.decision === 'rejected' ? reason : null,
        reviewedAt: input.now,
        reviewedBy: input.reviewerId ?? null,
      })
      .where(and(eq(kycSubmissions.id, input.submissionId), eq(kycSubmissions.status, 'pending')))
      .returning();
    if (decided) {
      await sendLetter(tx, {
        to: { userId: decided.userId },
        content: input.decision === 'approved' ? { template: 'kycApproved' } : { template: 'kycRejected', params: { reason } },
        dedupeKey: `kyc:${decided.id}`,
        now: input.now,
      });
    }
    return decided;
  });
  if (row) return toKycSubmissionView(row);
  throw await whyNotPending(db, input.submissionId);
}

async function whyNotPending(db: Db, submissionId: bigint): Promise<AppError> {
  const [existing] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, submissionId))
    .limit(1);
  return existing ? new AppError('CONFLICT') : new AppError('NOT_FOUND');
}
