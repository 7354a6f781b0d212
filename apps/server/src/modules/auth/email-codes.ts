import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCodes } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_S = 60;
export const MAX_WRONG_TRIES = 5;
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
 * Checks a code against the latest live code of the address. `verify` marks it verified and
 * keeps it (register step 1); `consume` uses it up (register step 2, password reset), and for
 * registration requires that step 1 verified it. Five wrong tries lock the code: the sixth
 * try is refused even with the right code.
 */
export async function checkEmailCode(
  db: Db,
  input: { email: string; purpose: CodePurpose; code: string; mode: 'verify' | 'consume'; now: Date; field?: string },
): Promise<void> {
  const email = input.email.toLowerCase();
  const field = input.field ?? 'code';
  const [live] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, input.purpose), isNull(emailCodes.usedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!live) throw new AppError('EMAIL_CODE_INVALID', { field });
  if (live.failedAttempts >= MAX_WRONG_TRIES) throw new AppError('EMAIL_CODE_LOCKED', { field });
  if (live.expiresAt.getTime() <= input.now.getTime()) throw new AppError('EMAIL_CODE_EXPIRED', { field });
  if (live.codeHash !== hashCode(email, input.code)) {
    const [after] = await db
      .update(emailCodes)
      .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
      .where(eq(emailCodes.id, live.id))
      .returning({ failedAttempts: emailCodes.failedAttempts });
    throw new AppError((after?.failedAttempts ?? 0) >= MAX_WRONG_TRIES ? 'EMAIL_CODE_LOCKED' : 'EMAIL_CODE_INVALID', { field });
  }
  if (input.mode === 'verify') {
    await db.update(emailCodes).set({ verifiedAt: input.now }).where(eq(emailCodes.id, live.id));
    return;
  }
  if (input.purpose === 'register') {
    const verifiedInTime = live.verifiedAt && input.now.getTime() - live.verifiedAt.getTime() < VERIFIED_WINDOW_MS;
    if (!verifiedInTime) throw new AppError('EMAIL_NOT_VERIFIED', { field: 'email' });
  }
  // Used exactly once, even when two requests race: only one UPDATE finds it unused.
  const used = await db
    .update(emailCodes)
    .set({ usedAt: input.now })
    .where(and(eq(emailCodes.id, live.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw new AppError('EMAIL_CODE_INVALID', { field });
}
