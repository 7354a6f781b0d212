import type { TUserProfile } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { getKycStatus } from '../kyc/index.ts';
import { getProfile } from './get-profile.ts';

/**
 * `user/update/idNumber`: sets the ID document number. Once an operator has approved the
 * member's documents the number is the verified one and can no longer change.
 */
export async function updateIdNumber(db: Db, input: { userId: bigint; idNumber: string }): Promise<TUserProfile> {
  if ((await getKycStatus(db, { userId: input.userId })) === 'approved') throw new AppError('ID_NUMBER_LOCKED');
  await db.update(users).set({ idNumber: input.idNumber }).where(eq(users.id, input.userId));
  return getProfile(db, { userId: input.userId });
}
