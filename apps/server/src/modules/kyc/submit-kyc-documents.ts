import { KYC_SIDES, type TKycSubmission } from '@amigo/contract';
import type { Db } from '../../db/client.ts';
import { kycSubmissions } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { BlobStore } from '../blobs/index.ts';
import { lockMember } from '../users/index.ts';
import { assertMayUpload, onRejectedUpload, type RejectedUpload } from './on-rejected-upload.ts';
import { findLatestKycSubmission, toKycSubmissionView } from './get-latest-kyc-submission.ts';
import { assertProfileComplete } from './profile-complete.ts';
import { removeKycImages, writeKycImage } from './kyc-storage.ts';
import { normalizeKycImage, type KycSide } from './normalize-kyc-image.ts';
import type { KycUpload } from './read-kyc-upload.ts';

/**
 * `user/kyc/add`: checks that the member may submit (nothing pending or approved, a complete
 * profile), reads and re-encodes the three photos,
 * stores them and records a pending submission. The status is checked before the upload is
 * read (no work for a refused member) and again under a lock on the member's row, so two
 * submissions sent at once cannot both become pending. Files are written before the row and
 * removed again if anything fails, so a failure leaves neither a row nor a file behind.
 */
export async function submitKycDocuments(
  db: Db,
  input: {
    userId: bigint;
    blobs: BlobStore;
    maxPixels: number;
    readUpload: () => Promise<KycUpload>;
    now: Date;
    log: Parameters<typeof onRejectedUpload>[1];
  },
): Promise<TKycSubmission> {
  await assertMaySubmit(db, { userId: input.userId });
  await assertMayUpload(db, { userId: input.userId, now: input.now });
  let jpegs: Record<KycSide, Buffer>;
  try {
    jpegs = await normalizeAll(await input.readUpload(), input.maxPixels);
  } catch (error) {
    // The member's files were refused (not an image, too large, too many pixels, undecodable).
    if (error instanceof AppError && error.reason !== 'IMAGE_WORK_BUSY') {
      const rejected: RejectedUpload = { userId: input.userId, kind: 'kyc', reason: error.reason, now: input.now };
      await onRejectedUpload(db, input.log, rejected);
    }
    throw error;
  }

  const keys: string[] = [];
  try {
    for (const side of KYC_SIDES) {
      keys.push(await writeKycImage(input.blobs, { userId: input.userId, jpeg: jpegs[side] }));
    }
    const [frontKey, backKey, handheldKey] = keys as [string, string, string];
    const row = await db.transaction(async (tx) => {
      await lockMember(tx, input.userId);
      await assertMaySubmit(tx, { userId: input.userId });
      const [inserted] = await tx
        .insert(kycSubmissions)
        .values({ userId: input.userId, status: 'pending', frontKey, backKey, handheldKey, createdAt: input.now })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('KYC submission insert returned no row');
    return toKycSubmissionView(row);
  } catch (error) {
    await removeKycImages(input.blobs, keys);
    throw error;
  }
}

/**
 * A pending submission waits for its review; an approved one is final. After a rejection the
 * member may try again. The profile must hold what a reviewer verifies (legal name, birth date, ID
 * number): a submission without them could never be approved, and would lock the very fields the
 * member has to add (users/identity-lock.ts) — the deadlock of issue 26.
 */
async function assertMaySubmit(db: Db, input: { userId: bigint }): Promise<void> {
  const latest = await findLatestKycSubmission(db, input);
  if (latest?.status === 'pending') throw new AppError('KYC_ALREADY_PENDING');
  if (latest?.status === 'approved') throw new AppError('KYC_ALREADY_APPROVED');
  await assertProfileComplete(db, { userId: input.userId, for: 'member' });
}

/**
 * One at a time: each decode may take a few hundred MB (the shared image pool bounds the
 * process as a whole), and a refused first photo spares the work on the others.
 */
async function normalizeAll(upload: KycUpload, maxPixels: number): Promise<Record<KycSide, Buffer>> {
  const front = await normalizeKycImage({ side: 'front', bytes: upload.front, maxPixels });
  const back = await normalizeKycImage({ side: 'back', bytes: upload.back, maxPixels });
  const handheld = await normalizeKycImage({ side: 'handheld', bytes: upload.handheld, maxPixels });
  return { front, back, handheld };
}
