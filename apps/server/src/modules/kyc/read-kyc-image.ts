import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycSubmissions } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { BlobStore } from '../blobs/index.ts';
import { loadKycImage } from './kyc-storage.ts';
import type { KycSide } from './normalize-kyc-image.ts';

/**
 * Who is looking: a member sees only their own photos; an operator (console, role-checked there)
 * sees any, naming the submission's member when the console has found it (a router read on Citus).
 */
export type KycImageViewer = { kind: 'member'; userId: bigint } | { kind: 'operator'; userId?: bigint | undefined };

const KEY_COLUMN = {
  front: kycSubmissions.frontKey,
  back: kycSubmissions.backKey,
  handheld: kycSubmissions.handheldKey,
} as const;

/**
 * One stored photo of a submission, as JPEG bytes. Another member's submission
 * is NOT_FOUND exactly like a missing one, so submission ids cannot be probed.
 */
export async function readKycImage(
  db: Db,
  input: { submissionId: bigint; side: KycSide; viewer: KycImageViewer; blobs: BlobStore },
): Promise<Buffer> {
  const conditions: SQL[] = [eq(kycSubmissions.id, input.submissionId)];
  if (input.viewer.userId !== undefined) conditions.push(eq(kycSubmissions.userId, input.viewer.userId));
  const [row] = await db
    .select({ key: KEY_COLUMN[input.side] })
    .from(kycSubmissions)
    .where(and(...conditions))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return loadKycImage(input.blobs, row.key);
}
