import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { lockedUntil, spendAttempt, type BudgetTarget } from '../auth/index.ts';

export interface RejectedUpload {
  userId: bigint;
  /** Which upload: the KYC photos (content images are staff uploads and are not counted here). */
  kind: 'kyc';
  /** The refusal's reason (KYC_FILE_INVALID, IMAGE_TOO_MANY_PIXELS, KYC_FILE_TOO_LARGE …). */
  reason: string;
  now: Date;
}

const uploadTarget = (userId: bigint): BudgetTarget => ({ scope: 'upload', target: `user:${userId}` });

/**
 * Before an upload is read: a member whose refused uploads spent their budget (ten an hour)
 * waits for the lock to end, so nobody can keep the image pool busy with junk.
 */
export async function assertMayUpload(db: Db, input: { userId: bigint; now: Date }): Promise<void> {
  const until = await lockedUntil(db, uploadTarget(input.userId), input.now);
  if (!until) return;
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - input.now.getTime()) / 1000));
  throw new AppError('TOO_MANY_ATTEMPTS', { retryAfter, params: { minutes: Math.ceil(retryAfter / 60) } });
}

/**
 * The one place a member's upload is known to have been refused: every refused KYC submission
 * passes here once (not a full image pool, which is our load, not the member's doing). It is
 * logged for operators and counted as a failed try of the member's upload budget, on the pool.
 */
export async function onRejectedUpload(db: Db, log: Pick<FastifyBaseLogger, 'warn'>, upload: RejectedUpload): Promise<void> {
  log.warn(
    { userId: String(upload.userId), kind: upload.kind, reason: upload.reason, at: upload.now.toISOString() },
    'upload refused',
  );
  const attempt = await spendAttempt(db, [uploadTarget(upload.userId)], upload.now);
  if (!attempt.refused) await attempt.failed();
}
