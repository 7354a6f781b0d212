import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { consumeCaptcha } from './captcha/consume-captcha.ts';
import { findMemberByAccount } from './find-member.ts';
import { assertNotThrottled, clearAccountFailures, recordLoginFailure, throttleKeys } from './login-throttle.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { createSession, type SessionPolicy } from './sessions.ts';

export interface LoginInput {
  account: string;
  password: string;
  captchaId: string;
  captchaAnswer: string;
  ip: string;
  userAgent: string | undefined;
  now: Date;
  policy: SessionPolicy;
}

/**
 * Account + password + captcha. The captcha is burned first (right or wrong), then the
 * progressive delay is checked, then the password. An unknown account costs the same
 * argon2 time and answers the same message as a wrong password.
 */
export async function loginWithPassword(db: Db, input: LoginInput): Promise<{ token: string }> {
  const keys = throttleKeys(input.account, input.ip);
  await consumeCaptcha(db, { id: input.captchaId, answer: input.captchaAnswer, now: input.now });
  await assertNotThrottled(db, keys, input.now);

  const user = await findMemberByAccount(db, input.account);
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !valid) {
    await recordLoginFailure(db, keys, input.now);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');

  await clearAccountFailures(db, keys);
  await db.update(users).set({ lastLoginAt: input.now }).where(eq(users.id, user.id));
  const token = await createSession(db, {
    userId: user.id,
    ip: input.ip,
    userAgent: input.userAgent,
    now: input.now,
    policy: input.policy,
  });
  return { token };
}
