import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { captchas } from '../schema.ts';
import { AppError } from '../../../http/app-error.ts';

/**
 * Checks a captcha answer and burns the captcha whatever the outcome: one UPDATE marks it
 * used and returns it, so two requests can never both use it and a wrong guess costs a new one.
 */
export async function consumeCaptcha(db: Db, input: { id: string; answer: string; now: Date }): Promise<void> {
  const [captcha] = await db
    .update(captchas)
    .set({ usedAt: input.now })
    .where(and(eq(captchas.id, input.id), isNull(captchas.usedAt)))
    .returning({ answer: captchas.answer, expiresAt: captchas.expiresAt });
  if (!captcha) throw new AppError('WRONG_CAPTCHA', { field: 'qrcode' });
  if (captcha.expiresAt.getTime() <= input.now.getTime()) throw new AppError('CAPTCHA_EXPIRED', { field: 'qrcode' });
  if (captcha.answer.toLowerCase() !== input.answer.trim().toLowerCase())
    throw new AppError('WRONG_CAPTCHA', { field: 'qrcode' });
}
