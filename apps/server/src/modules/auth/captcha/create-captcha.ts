import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { captchas } from '../schema.ts';
import { AppError } from '../../../http/app-error.ts';
import { randomCaptchaText, renderCaptchaGif } from './render-captcha.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Captchas one client address may fetch per 5 minutes (each login try needs one). */
export const CAPTCHAS_PER_IP = 40;

/** A new captcha: the answer stays in the database, the client gets the picture and its id. */
export async function createCaptcha(db: Db, input: { ip: string; now: Date; testAnswer?: string }) {
  const since = new Date(input.now.getTime() - CAPTCHA_TTL_MS);
  const [recent] = await db
    .select({ n: count() })
    .from(captchas)
    .where(and(eq(captchas.ip, input.ip), gt(captchas.createdAt, since)));
  if ((recent?.n ?? 0) >= CAPTCHAS_PER_IP) {
    throw new AppError('RATE_LIMITED', { retryAfter: 60, params: { retryAfter: 60 } });
  }
  // Old captchas of this address are useless; clearing them keeps the table small.
  await db.delete(captchas).where(and(eq(captchas.ip, input.ip), lt(captchas.expiresAt, since)));

  const answer = input.testAnswer ?? randomCaptchaText();
  const id = randomUUID();
  await db
    .insert(captchas)
    .values({ id, answer, ip: input.ip, createdAt: input.now, expiresAt: new Date(input.now.getTime() + CAPTCHA_TTL_MS) });
  return { uuid: id, img: renderCaptchaGif(answer.toUpperCase()).toString('base64') };
}
