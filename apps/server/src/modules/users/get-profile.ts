import type { TUserProfile } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { getKycStatus } from '../kyc/index.ts';
import { getBalance } from '../wallet/index.ts';

type UserRow = typeof users.$inferSelect;

/** `user/info` and `user/get/info`: the signed-in member's profile (SPEC §3). */
export async function getProfile(db: Db, input: { userId: bigint }): Promise<TUserProfile> {
  const [[user], kycStatus, balance] = await Promise.all([
    db.select().from(users).where(eq(users.id, input.userId)).limit(1),
    getKycStatus(db, { userId: input.userId }),
    getBalance(db, input.userId),
  ]);
  // A live session always has its member; a missing row means the account was removed.
  if (!user) throw new AppError('UNAUTHENTICATED');
  return toProfile(user, kycStatus, balance);
}

export function toProfile(user: UserRow, kycStatus: TUserProfile['kycStatus'], balance: bigint): TUserProfile {
  return {
    id: String(user.id),
    username: user.username,
    email: user.email,
    nickname: user.nickname,
    firstName: user.firstName,
    lastName: user.lastName,
    name: fullName(user),
    pinyinName: user.pinyinName,
    phone: user.phone,
    birthDate: user.birthDate,
    idNumberMasked: maskIdNumber(user.idNumber),
    // Only whether it is set: the hash itself never leaves the server.
    hasPaymentPassword: user.paymentPasswordHash !== null,
    recommendedCode: user.recommendedCode,
    kycStatus,
    balance: Number(balance),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** "Last first", as written on Japanese and Chinese documents. */
function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string | null {
  return `${user.lastName ?? ''} ${user.firstName ?? ''}`.trim() || null;
}

/** The full document number never goes back to the browser: enough to recognise it, not to reuse it. */
function maskIdNumber(idNumber: string | null): string | null {
  return idNumber ? `****${idNumber.slice(-4)}` : null;
}
