import type { TKycSubmission } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { lockMember } from '../users/index.ts';
import { findLatestKycSubmission, toKycSubmissionView } from './get-latest-kyc-submission.ts';
import { assertProfileComplete } from './profile-complete.ts';
import { kycSubmissions } from './schema.ts';

/**
 * `user/kyc/resubmit` (issue 26): the member answers a request for more information. Their latest
 * submission must be waiting for them (`more_info`, else 409 `KYC_NOT_AWAITING_INFO`) and their
 * profile complete (422 `KYC_PROFILE_INCOMPLETE`, the missing field named); it goes back to
 * `pending` with the same photos, which locks every identity field again for the reviewer. Under
 * the member's row lock, the lock a profile change takes (users/identity-lock.ts), so a change and
 * the resubmission cannot interleave.
 */
export async function resubmitKycDocuments(db: Db, input: { userId: bigint; now: Date }): Promise<TKycSubmission> {
  return db.transaction(async (tx) => {
    await lockMember(tx, input.userId);
    const latest = await findLatestKycSubmission(tx, { userId: input.userId });
    if (latest?.status !== 'more_info') throw new AppError('KYC_NOT_AWAITING_INFO');
    await assertProfileComplete(tx, { userId: input.userId, for: 'member' });
    const [row] = await tx
      .update(kycSubmissions)
      .set({
        status: 'pending',
        reason: null,
        requestedFields: null,
        reviewedAt: null,
        reviewedBy: null,
        reviewerUsername: null,
        checklist: null,
      })
      .where(
        and(eq(kycSubmissions.userId, input.userId), eq(kycSubmissions.id, latest.id), eq(kycSubmissions.status, 'more_info')),
      )
      .returning();
    if (!row) throw new AppError('KYC_NOT_AWAITING_INFO');
    return toKycSubmissionView(row);
  });
}
