import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { memberIdentitiesByIds } from '../users/index.ts';

/** The profile fields an identity check verifies and that must be there, in the order they are named. */
export type RequiredIdentityField = 'legalName' | 'birthDate' | 'idNumber';

/**
 * The first identity field the member's profile lacks: the legal name (last and first), the
 * birth date or the ID number; null when all are there.
 */
export async function missingIdentityField(db: Db, userId: bigint): Promise<RequiredIdentityField | null> {
  const member = (await memberIdentitiesByIds(db, [userId])).get(userId);
  if (!member?.lastName || !member.firstName) return 'legalName';
  if (!member.birthDate) return 'birthDate';
  if (!member.idNumber) return 'idNumber';
  return null;
}

/**
 * Refuses with 422 `KYC_PROFILE_INCOMPLETE`, the missing field named, unless the profile holds
 * every field an approval verifies. Both sides of a review call it: the member's submission
 * (`for: 'member'`, a message telling them what to fill in) — so a submission an operator can
 * never approve is never recorded (issue 26) — and the operator's approval (`for: 'operator'`).
 */
export async function assertProfileComplete(db: Db, input: { userId: bigint; for: 'member' | 'operator' }): Promise<void> {
  const missing = await missingIdentityField(db, input.userId);
  if (!missing) return;
  throw new AppError('KYC_PROFILE_INCOMPLETE', {
    field: missing,
    messageKey: input.for === 'member' ? `kyc.fillProfile.${missing}` : `kyc.profileMissing.${missing}`,
  });
}
