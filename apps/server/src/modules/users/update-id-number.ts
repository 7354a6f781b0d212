import type { TUserProfile } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';
import { getProfile } from './get-profile.ts';
import { assertIdentityMayChange } from './identity-lock.ts';

/**
 * `user/update/idNumber`: sets the ID document number. While the member's documents are under
 * review, and once they are approved, the number is locked (identity-lock.ts).
 */
export async function updateIdNumber(db: Db, input: { userId: bigint; idNumber: string }): Promise<TUserProfile> {
  await db.transaction(async (tx) => {
    await assertIdentityMayChange(tx, { userId: input.userId, changes: { idNumber: input.idNumber } });
    await tx.update(users).set({ idNumber: input.idNumber }).where(eq(users.id, input.userId));
  });
  return getProfile(db, { userId: input.userId });
}
