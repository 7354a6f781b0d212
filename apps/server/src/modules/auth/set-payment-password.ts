import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { findMemberById, setPaymentPasswordHash } from '../users/index.ts';
import { guardSecret, type BudgetRefusal, type BudgetTarget } from './attempt-budget.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * Sets the payment password (proved by the login password) or changes it (proved by the old
 * payment password). It is hashed like a login password; six digits that are all the same or
 * run in order are refused as too easy to guess. Both proofs spend tries of their budgets.
 */
export async function setPaymentPassword(
  db: Db,
  input: {
    userId: bigint;
    loginPassword?: string | undefined;
    oldPaymentPassword?: string | undefined;
    newPaymentPassword: string;
    now?: Date;
  },
): Promise<void> {
  const now = input.now ?? new Date();
  const user = await findMemberById(db, input.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (user.paymentPasswordHash) {
    const hash = user.paymentPasswordHash;
    const old = input.oldPaymentPassword;
    if (!old) throw new AppError('WRONG_PAYMENT_PASSWORD', { field: 'oldPaymentPassword' });
    await guardPaymentPassword(db, { userId: user.id, now, field: 'oldPaymentPassword', check: () => verifyPassword(hash, old) });
  } else {
    const login = input.loginPassword;
    if (!login) throw new AppError('LOGIN_PASSWORD_REQUIRED', { field: 'loginPassword' });
    await guardLoginPassword(db, {
      userId: user.id,
      now,
      field: 'loginPassword',
      check: () => verifyPassword(user.passwordHash, login),
    });
  }
  if (isTrivialPin(input.newPaymentPassword)) throw new AppError('PASSWORD_TOO_COMMON', { field: 'newPaymentPassword' });
  await setPaymentPasswordHash(db, { userId: user.id, paymentPasswordHash: await hashPassword(input.newPaymentPassword) });
}

/**
 * Checks a payment password for money calls (bank and crypto withdrawals, agent transfers).
 * Five wrong tries lock every call that takes it for 15 minutes (longer for locks in a row),
 * even with the right password; the member gets a station letter when the lock starts.
 */
export async function verifyPaymentPassword(
  db: Db,
  input: { userId: bigint; paymentPassword: string; now?: Date },
): Promise<void> {
  const user = await findMemberById(db, input.userId);
  if (!user?.paymentPasswordHash) throw new AppError('PAYMENT_PASSWORD_NOT_SET', { field: 'paymentPassword' });
  const hash = user.paymentPasswordHash;
  await guardPaymentPassword(db, {
    userId: user.id,
    now: input.now ?? new Date(),
    field: 'paymentPassword',
    check: () => verifyPassword(hash, input.paymentPassword),
  });
}

function paymentTarget(userId: bigint): BudgetTarget {
  return { scope: 'payment_password', target: `user:${userId}`, clearOnSuccess: true };
}

async function guardPaymentPassword(
  db: Db,
  input: { userId: bigint; now: Date; field: string; check: () => Promise<boolean> },
): Promise<void> {
  await guardSecret(db, {
    targets: [paymentTarget(input.userId)],
    now: input.now,
    check: input.check,
    wrong: () => new AppError('WRONG_PAYMENT_PASSWORD', { field: input.field }),
    locked: async (refusal, newLocks) => {
      if (newLocks.length > 0) await tellOwnerOfLock(db, input.userId, refusal, input.now);
      return lockedError('PAYMENT_PASSWORD_LOCKED', refusal, input.field);
    },
  });
}

/** The login password asked again of a signed-in member (password change, first payment password). */
export async function guardLoginPassword(
  db: Db,
  input: { userId: bigint; now: Date; field: string; check: () => Promise<boolean> },
): Promise<void> {
  await guardSecret(db, {
    targets: [{ scope: 'login_password', target: `user:${input.userId}`, clearOnSuccess: true }],
    now: input.now,
    check: input.check,
    wrong: () => new AppError('WRONG_PASSWORD', { field: input.field }),
    locked: (refusal) => lockedError('TOO_MANY_ATTEMPTS', refusal, input.field),
  });
}

/** A 429 that says how long the lock lasts, in seconds (Retry-After) and minutes (the message). */
export function lockedError(
  reason: 'PAYMENT_PASSWORD_LOCKED' | 'TOO_MANY_ATTEMPTS',
  refusal: BudgetRefusal,
  field?: string,
): AppError {
  const minutes = Math.ceil(refusal.retryAfter / 60);
  return new AppError(reason, { retryAfter: refusal.retryAfter, params: { minutes }, ...(field ? { field } : {}) });
}

async function tellOwnerOfLock(db: Db, userId: bigint, refusal: BudgetRefusal, now: Date): Promise<void> {
  const until = new Date(now.getTime() + refusal.retryAfter * 1000);
  await sendLetter(db, {
    to: { userId },
    content: {
      template: 'paymentPasswordLocked',
      params: { minutes: Math.ceil(refusal.retryAfter / 60), until: tokyoTime(until) },
    },
    dedupeKey: `payment-password-lock:${userId}:${until.toISOString()}`,
    now,
  });
}

/** `2026-11-25 15:04 (JST)`: letters state times in the hall's zone, labelled. */
function tokyoTime(at: Date): string {
  const tokyo = new Date(at.getTime() + 9 * 3_600_000).toISOString();
  return `${tokyo.slice(0, 10)} ${tokyo.slice(11, 16)} (JST)`;
}

export function isTrivialPin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1);
}
