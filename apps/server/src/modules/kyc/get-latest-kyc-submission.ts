import type { KycIdentityField, TKycSubmission } from '@amigo/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kycSubmissions } from './schema.ts';

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;

const NO_SUBMISSION: TKycSubmission = {
  status: 'none',
  id: null,
  reason: null,
  requestedFields: [],
  submittedAt: null,
  reviewedAt: null,
};

/** The member's most recent submission row, if any. Its status is the member's KYC status. */
export async function findLatestKycSubmission(db: Db, input: { userId: bigint }): Promise<KycSubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, input.userId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  return row;
}

/** `user/kyc/latest` and `user/get/kyc`: the latest submission, or status 'none'. */
export async function getLatestKycSubmission(db: Db, input: { userId: bigint }): Promise<TKycSubmission> {
  const row = await findLatestKycSubmission(db, input);
  return row ? toKycSubmissionView(row) : NO_SUBMISSION;
}

/** The member's KYC status: 'none' until the first submission. */
export async function getKycStatus(db: Db, input: { userId: bigint }): Promise<TKycSubmission['status']> {
  const row = await findLatestKycSubmission(db, input);
  return row?.status ?? 'none';
}

export function toKycSubmissionView(row: KycSubmissionRow): TKycSubmission {
  return {
    status: row.status,
    id: String(row.id),
    reason: row.reason,
    requestedFields: row.status === 'more_info' ? (row.requestedFields ?? []) : [],
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * What the member's latest submission allows of the identity fields (users/identity-lock.ts): its
 * status, and while `more_info` the fields the reviewer unlocked.
 */
export async function getKycIdentityState(
  db: Db,
  input: { userId: bigint },
): Promise<{ status: TKycSubmission['status']; unlockedFields: readonly KycIdentityField[] }> {
  const row = await findLatestKycSubmission(db, input);
  if (!row) return { status: 'none', unlockedFields: [] };
  return { status: row.status, unlockedFields: row.status === 'more_info' ? (row.requestedFields ?? []) : [] };
}
