import type { Language } from '@amigo/contract';
import type { Db } from '../../db/client.ts';
import { enqueueMail, renderMail } from '../mail/index.ts';
import { memberIdByEmail } from '../users/index.ts';
import { CODE_TTL_MS, issueEmailCode, RESEND_AFTER_S } from './email-codes.ts';

/**
 * Register step 0: mails a code to the address. When the address already has an account the
 * mail says so instead (and carries a code that cannot create a second account): the answer
 * is the same either way, so nobody learns which addresses are members.
 */
export async function sendRegistrationCode(
  db: Db,
  input: { email: string; ip: string; lang: Language; now: Date; siteUrl: string; smtpConfigured: boolean },
) {
  return db.transaction(async (tx) => {
    const code = await issueEmailCode(tx, { email: input.email, purpose: 'register', ip: input.ip, now: input.now });
    const existing = await memberIdByEmail(tx, input.email);
    const mail = renderMail(input.lang, existing !== undefined ? 'alreadyRegistered' : 'registerCode', {
      code,
      minutes: CODE_TTL_MS / 60_000,
      siteUrl: input.siteUrl,
    });
    await enqueueMail(tx, { to: input.email, ...mail, smtpConfigured: input.smtpConfigured });
    return { resendAfter: RESEND_AFTER_S };
  });
}
