import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCodes } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { guardSecret, type BudgetTarget } from './attempt-budget.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_S = 60;
const PER_ADDRESS_PER_HOUR = 5;
const PER_IP_PER_HOUR = 20;
/** How long a verified registration code stays usable for step 2. */
const VERIFIED_WINDOW_MS = 30 * 60_000;

export type CodePurpose = 'register' | 'reset_password';

function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}:${code}`).digest('hex');
}

/**
 * Issues a new 6-digit code for an address and purpose, after the resend and volume limits.
 * Older codes of the same purpose stop working, so only the latest mail counts.
 */
export async function issueEmailCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; ip: string; now: Date },
): Promise<string> {
  const email = input.email.toLowerCase();
  const hourAgo = new Date(input.now.getTime() - 3_600_000);
  const [latest] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, input.purpose)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (latest) {
    const waited = (input.now.getTime() - latest.createdAt.getTime()) / 1000;
    if (waited < RESEND_AFTER_S) {
      const retryAfter = Math.ceil(RESEND_AFTER_S - waited);
      throw new AppError('RESEND_TOO_SOON', { retryAfter, params: { retryAfter } });
    }
  }
  const [byAddress] = await db
    .select({ n: count() })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), gt(emailCodes.createdAt, hourAgo)));
  const [byIp] = await db
    .select({ n: count() })
    .from(emailCodes)
    .where(and(eq(emailCodes.ip, input.ip), gt(emailCodes.createdAt, hourAgo)));
  if ((byAddress?.n ?? 0) >= PER_ADDRESS_PER_HOUR || (byIp?.n ?? 0) >= PER_IP_PER_HOUR) throw new AppError('SEND_LIMIT_REACHED');

  await db
    .update(emailCodes)
    .set({ usedAt: input.now })
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, input.purpose), isNull(emailCodes.usedAt)));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(emailCodes).values({
    email,
    purpose: input.purpose,
    codeHash: hashCode(email, code),
    ip: input.ip,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/**
 * Checks a code against the latest live code of the address and answers its id. A try of the
 * code's budget (five: the sixth try is refused even with the right code) and of the address's
 * budget (across codes) is spent first, on `db`, which must be the pool, never a transaction
 * the failure rolls back (docs/security.md). Nothing is used up here: see `useEmailCode`.
 */
export async function verifyEmailCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; code: string; now: Date; field?: string },
): Promise<bigint> {
  const email = input.email.toLowerCase();
  const field = input.field ?? 'code';
  const [live] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, input.purpose), isNull(emailCodes.usedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const targets: BudgetTarget[] = [{ scope: 'email_code_address', target: `${input.purpose}:${email}` }];
  if (live) targets.unshift({ scope: 'email_code', target: `code:${live.id}` });
  await guardSecret(db, {
    targets,
    now: input.now,
    check: async () => {
      if (!live) return false;
      if (live.expiresAt.getTime() <= input.now.getTime()) throw new AppError('EMAIL_CODE_EXPIRED', { field });
      return safeEqual(live.codeHash, hashCode(email, input.code));
    },
    wrong: () => new AppError('EMAIL_CODE_INVALID', { field }),
    locked: () => new AppError('EMAIL_CODE_LOCKED', { field }),
  });
  return live!.id;
}

/** Register step 1: a right code is marked verified and kept for step 2. */
export async function verifyRegistrationCode(db: Db, input: { email: string; code: string; now: Date }): Promise<void> {
  const id = await verifyEmailCode(db, { ...input, purpose: 'register' });
  await db.update(emailCodes).set({ verifiedAt: input.now }).where(eq(emailCodes.id, id));
}

/**
 * Uses a code checked by `verifyEmailCode` up, inside the transaction of what it proves (one
 * code, one account or one password reset); a registration code must have been verified in
 * step 1 within the last half hour. Exactly once, even when two requests race.
 */
export async function useEmailCode(
  tx: Db,
  input: { id: bigint; purpose: CodePurpose; now: Date; field?: string },
): Promise<void> {
  const field = input.field ?? 'code';
  if (input.purpose === 'register') {
    const [row] = await tx.select({ verifiedAt: emailCodes.verifiedAt }).from(emailCodes).where(eq(emailCodes.id, input.id));
    const verifiedInTime = row?.verifiedAt && input.now.getTime() - row.verifiedAt.getTime() < VERIFIED_WINDOW_MS;
    if (!verifiedInTime) throw new AppError('EMAIL_NOT_VERIFIED', { field: 'email' });
  }
  const used = await tx
    .update(emailCodes)
    .set({ usedAt: input.now })
    .where(and(eq(emailCodes.id, input.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw new AppError('EMAIL_CODE_INVALID', { field });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
