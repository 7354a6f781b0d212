import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/schema.ts';
import { kycSubmissions } from './schema.ts';

/**
 * Test fixture: the member's identity counts as verified (an approved submission, as a reviewer's
 * approval leaves it), for suites about withdrawals and deposits that are not about KYC. The
 * photo keys point nowhere: nothing here reads them. The KYC rules are on by default
 * (withdrawals need approved KYC), and tests keep them on rather than switching them off.
 */
export async function approveKycForTest(db: Db, userId: bigint, now: Date = new Date()): Promise<void> {
  await db.insert(kycSubmissions).values({
    userId,
    status: 'approved',
    frontKey: `kyc/${userId}/test-front.jpg`,
    backKey: `kyc/${userId}/test-back.jpg`,
    handheldKey: `kyc/${userId}/test-handheld.jpg`,
    checklist: ALL_TICKED,
    createdAt: now,
    reviewedAt: now,
  });
}

/** A reviewer's checklist with every item ticked, as an approval needs it. */
export const ALL_TICKED = {
  nameMatches: true,
  birthDateMatches: true,
  idNumberMatches: true,
  photoMatchesFace: true,
  documentNotExpired: true,
} as const;

/** Fills the profile fields an approval verifies (legal name, birth date, ID number), as the member would. */
export async function giveIdentityForTest(
  db: Db,
  userId: bigint,
  identity: { lastName?: string | null; firstName?: string | null; birthDate?: string | null; idNumber?: string | null } = {},
): Promise<void> {
  await db
    .update(users)
    .set({ lastName: 'Yamada', firstName: 'Taro', birthDate: '1990-04-01', idNumber: 'AB1234567', ...identity })
    .where(eq(users.id, userId));
}
