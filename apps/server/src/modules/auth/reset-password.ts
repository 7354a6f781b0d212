import type { Language } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueMail, renderMail } from '../mail/index.ts';
import { consumeCaptcha } from './captcha/consume-captcha.ts';
import { checkEmailCode, CODE_TTL_MS, issueEmailCode, RESEND_AFTER_S } from './email-codes.ts';
import { findMemberByAccount } from './find-member.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { revokeAllSessions } from './sessions.ts';

/**
 * Find password step 1: account + captcha. A code goes to the account's e-mail. The answer
 * is the same whether or not the account exists, so the form cannot be used to find members.
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
  },
) {
  await consumeCaptcha(db, { id: input.captchaId, answer: input.captchaAnswer, now: input.now });
  const user = await findMemberByAccount(db, input.account);
  if (!user) return { resendAfter: RESEND_AFTER_S };
  await db.transaction(async (tx) => {
    const code = await issueEmailCode(tx, { email: user.email, purpose: 'reset_password', ip: input.ip, now: input.now });
    const mail = renderMail(input.lang, 'resetCode', { code, minutes: CODE_TTL_MS / 60_000, siteUrl: input.siteUrl });
    await enqueueMail(tx, { to: user.email, ...mail, smtpConfigured: input.smtpConfigured });
  });
  return { resendAfter: RESEND_AFTER_S };
}

/** Find password step 2: the e-mailed code sets a new password and ends every session. */
export async function resetPassword(
  db: Db,
  input: { account: string; newPassword: string; code: string; now: Date },
): Promise<void> {
  const user = await findMemberByAccount(db, input.account);
  if (!user) throw new AppError('EMAIL_CODE_INVALID', { field: 'qrcode' });
  assertAcceptablePassword(input.newPassword, user.username, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await checkEmailCode(tx, {
      email: user.email,
      purpose: 'reset_password',
      code: input.code,
      mode: 'consume',
      now: input.now,
      field: 'qrcode',
    });
    await tx.update(users).set({ passwordHash, passwordChangedAt: input.now }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, { userId: user.id, reason: 'password_reset', now: input.now });
  });
}
