import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { getKycIdentityState } from '../kyc/index.ts';

/** The profile fields an identity check verifies: the legal name, its reading, the birth date and the ID number. */
export const IDENTITY_FIELDS = ['lastName', 'firstName', 'pinyinName', 'birthDate', 'idNumber'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
type IdentityValues = Record<IdentityField, string | null>;

/**
 * Locks the member's row for the caller's transaction and refuses a change to an identity field
 * while an identity check is pending (the operator is comparing the documents with these values)
 * or approved (they are the verified identity, which withdrawals are paid to). When the reviewer
 * asked for more information, the fields they named are free and the others stay locked. Sending the stored
 * value again is not a change, so a form that sends every field still saves the others.
 * docs/decisions/0015-identity-after-kyc.md says why this refuses instead of starting a new review.
 */
export async function assertIdentityMayChange(
  tx: Db,
  input: { userId: bigint; changes: Partial<IdentityValues> },
): Promise<void> {
  const [current] = await tx
    .select({
      lastName: users.lastName,
      firstName: users.firstName,
      pinyinName: users.pinyinName,
      birthDate: users.birthDate,
      idNumber: users.idNumber,
    })
    .from(users)
    .where(eq(users.id, input.userId))
    .for('update');
  // A live session always has its member; a missing row means the account was removed.
  if (!current) throw new AppError('UNAUTHENTICATED');
  const changed = IDENTITY_FIELDS.filter((field) => field in input.changes && input.changes[field] !== current[field]);
  if (changed.length === 0) return;
  const { status, unlockedFields } = await getKycIdentityState(tx, { userId: input.userId });
  if (status === 'approved') throw new AppError('IDENTITY_LOCKED', { field: changed[0] });
  if (status === 'pending') throw new AppError('IDENTITY_UNDER_REVIEW', { field: changed[0] });
  // The reviewer asked for more information (issue 26): exactly the fields they named may change.
  const stillLocked = changed.find((field) => !unlockedFields.includes(field));
  if (status === 'more_info' && stillLocked) throw new AppError('IDENTITY_UNDER_REVIEW', { field: stillLocked });
}
