import type { Language } from '@amigo/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueMail, renderMail } from '../mail/index.ts';
import { findMemberByAccount, setPasswordHash } from '../users/index.ts';
import { consumeCaptcha } from './captcha/consume-captcha.ts';
import { CODE_TTL_MS, issueEmailCode, RESEND_AFTER_S, useEmailCode, verifyEmailCode } from './email-codes.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { revokeAllSessions } from './sessions.ts';

/**
 * How long step 1 takes, whoever asks: issuing and queueing a code for a real member takes a
 * few milliseconds that an unknown account would not, so every answer waits for this floor.
 */
export const FIND_PASSWORD_ANSWER_MS = 250;

/**
 * Find password step 1: account + captcha. A code goes to the account's e-mail. The answer is
 * the same, and comes after the same time, whether or not the account exists, and whether or
 * not a code was sent a moment ago (too soon or over the sending limit, nothing is sent, but
 * the answer does not say so): the form cannot be used to find members (docs/security.md).
 */
export async function sendResetCode(
  db: Db,
  input: {
    account: string;
    captchaId: string;
    captchaAnswer: string;
    ip: string;
    lang: Language;
    now: Date;
    siteUrl: string;
    smtpConfigured: boolean;
    /** Tests shorten the floor; the answer never depends on the account. */
    answerFloorMs?: number;
  },
) {
  await consumeCaptcha(db, { id: input.captchaId, answer: input.captchaAnswer, now: input.now });
  const floor = delay(input.answerFloorMs ?? FIND_PASSWORD_ANSWER_MS);
  const user = await findMemberByAccount(db, input.account);
  if (user) {
    try {
      await db.transaction(async (tx) => {
        const code = await issueEmailCode(tx, { email: user.email, purpose: 'reset_password', ip: input.ip, now: input.now });
        const mail = renderMail(input.lang, 'resetCode', { code, minutes: CODE_TTL_MS / 60_000, siteUrl: input.siteUrl });
        await enqueueMail(tx, { to: user.email, ...mail, smtpConfigured: input.smtpConfigured });
      });
    } catch (error) {
      const quietly = error instanceof AppError && (error.reason === 'RESEND_TOO_SOON' || error.reason === 'SEND_LIMIT_REACHED');
      if (!quietly) throw error;
    }
  }
  await floor;
  return { resendAfter: RESEND_AFTER_S };
}

/**
 * Find password step 2: the e-mailed code sets a new password and ends every session. The
 * code is checked first (a try of its budget spent on the pool, so a wrong code counts even
 * though nothing else happens); only a right code pays for hashing the new password.
 */
export async function resetPassword(
  db: Db,
  input: { account: string; newPassword: string; code: string; now: Date },
): Promise<void> {
  const user = await findMemberByAccount(db, input.account);
  // An unknown account spends the tries of the address it names, like a wrong code would.
  const email = user?.email ?? `unknown:${input.account.trim().toLowerCase()}`;
  const codeId = await verifyEmailCode(db, {
    email,
    purpose: 'reset_password',
    code: input.code,
    now: input.now,
    field: 'qrcode',
  });
  if (!user) throw new AppError('EMAIL_CODE_INVALID', { field: 'qrcode' });
  assertAcceptablePassword(input.newPassword, user.username, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await useEmailCode(tx, { id: codeId, purpose: 'reset_password', now: input.now, field: 'qrcode' });
    await setPasswordHash(tx, { userId: user.id, passwordHash, now: input.now });
    await revokeAllSessions(tx, { userId: user.id, reason: 'password_reset', now: input.now });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
