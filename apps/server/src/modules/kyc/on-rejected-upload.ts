import type { FastifyBaseLogger } from 'fastify';

export interface RejectedUpload {
  userId: bigint;
  /** Which upload: the KYC photos (content images are staff uploads and are not counted here). */
  kind: 'kyc';
  /** The refusal's reason (KYC_FILE_INVALID, IMAGE_TOO_MANY_PIXELS, KYC_FILE_TOO_LARGE …). */
  reason: string;
  now: Date;
}

/**
 * The one place a member's upload is known to have been refused: every refused KYC submission
 * passes here once (not a full image pool, which is our load, not the member's doing). It is
 * logged for operators; this is also where the member's upload attempt budget is to be spent
 * (issue 17: repeated failed submissions count against it).
 */
export function onRejectedUpload(log: Pick<FastifyBaseLogger, 'warn'>, upload: RejectedUpload): void {
  log.warn(
    { userId: String(upload.userId), kind: upload.kind, reason: upload.reason, at: upload.now.toISOString() },
    'upload refused',
  );
}
