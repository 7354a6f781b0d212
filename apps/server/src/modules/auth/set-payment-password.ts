import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { findMemberById } from './find-member.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * Sets the payment password (proved by the login password) or changes it (proved by the old
 * payment password). It is hashed like a login password; six digits that are all the same or
 * run in order are refused as too easy to guess.
 */
export async function setPaymentPassword(
  db: Db,
  input: {
    userId: bigint;
    loginPassword?: string | undefined;
    oldPaymentPassword?: string | undefined;
    newPaymentPassword: string;
  },
): Promise<void> {
  const user = await findMemberById(db, input.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.paymentPasswordHash) {
    if (!input.oldPaymentPassword || !(await verifyPassword(user.paymentPasswordHash, input.oldPaymentPassword))) {
      throw new AppError('WRONG_PAYMENT_PASSWORD', { field: 'oldPaymentPassword' });
    }
  } else {
    if (!input.loginPassword) throw new AppError('LOGIN_PASSWORD_REQUIRED', { field: 'loginPassword' });
    if (!(await verifyPassword(user.passwordHash, input.loginPassword)))
      throw new AppError('WRONG_PASSWORD', { field: 'loginPassword' });
  }
  if (isTrivialPin(input.newPaymentPassword)) throw new AppError('PASSWORD_TOO_COMMON', { field: 'newPaymentPassword' });
  await db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword(input.newPaymentPassword) })
    .where(eq(users.id, user.id));
}

/** Checks a payment password for money calls (withdrawals, agent transfers). */
export async function verifyPaymentPassword(db: Db, input: { userId: bigint; paymentPassword: string }): Promise<void> {
  const user = await findMemberById(db, input.userId);
  if (!user?.paymentPasswordHash) throw new AppError('PAYMENT_PASSWORD_NOT_SET', { field: 'paymentPassword' });
  if (!(await verifyPassword(user.paymentPasswordHash, input.paymentPassword))) {
    throw new AppError('WRONG_PAYMENT_PASSWORD', { field: 'paymentPassword' });
  }
}

export function isTrivialPin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1);
}
