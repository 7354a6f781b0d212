import type { RequestOf, TUserProfile, calls } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';
import { getProfile } from './get-profile.ts';
import { assertIdentityMayChange } from './identity-lock.ts';

export type ProfileChanges = RequestOf<typeof calls.userUpdate>;
type ProfileField = keyof ProfileChanges;

/**
 * `user/update`: changes only the fields that were sent. An empty string clears a field
 * (stored as null, so "not set" has one representation). Text is stored exactly as given:
 * markup or SQL in a name is data, escaped by whoever renders it and bound as a parameter here.
 * The legal name, its reading, the birth date and the ID number cannot change while an identity
 * check is pending or approved (identity-lock.ts IDENTITY_FIELDS); the check and the write share
 * one transaction and the member's row lock.
 */
export async function updateProfile(db: Db, input: { userId: bigint; changes: ProfileChanges }): Promise<TUserProfile> {
  const set = columnsToSet(input.changes);
  if (Object.keys(set).length > 0) {
    await db.transaction(async (tx) => {
      await assertIdentityMayChange(tx, { userId: input.userId, changes: set });
      await tx.update(users).set(set).where(eq(users.id, input.userId));
    });
  }
  return getProfile(db, { userId: input.userId });
}

function columnsToSet(changes: ProfileChanges): Partial<Record<ProfileField, string | null>> {
  const set: Partial<Record<ProfileField, string | null>> = {};
  for (const [field, value] of Object.entries(changes) as [ProfileField, string | undefined][]) {
    if (value === undefined) continue;
    set[field] = value === '' ? null : value;
  }
  return set;
}
