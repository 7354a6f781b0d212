import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findMemberByAccount, recordSignIn } from '../users/index.ts';
import { guardSecret, type BudgetTarget } from './attempt-budget.ts';
import { consumeCaptcha } from './captcha/consume-captcha.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { createSession, type SessionPolicy } from './sessions.ts';

export interface LoginInput {
  account: string;
  password: string;
  captchaId: string;
  captchaAnswer: string;
  ip: string;
  userAgent: string | undefined;
  deviceId?: string | undefined;
  now: Date;
  policy: SessionPolicy;
}

/**
 * The login budgets of one try: the member's (keyed on the account, so the username and the
 * e-mail of one member share it; an unknown account is keyed on what was typed) and the
 * client address's.
 */
export function loginTargets(userId: bigint | undefined, account: string, ip: string): BudgetTarget[] {
  const who = userId === undefined ? `unknown:${account.trim().toLowerCase()}` : `user:${userId}`;
  return [
    { scope: 'login_account', target: who, clearOnSuccess: true },
    { scope: 'login_ip', target: `ip:${ip}` },
  ];
}

/**
 * Account + password + captcha. The captcha is burned first (right or wrong), then a try of
 * the login budgets is spent, then the password is checked. An unknown account costs the same
 * argon2 time and answers the same message as a wrong password.
 */
export async function loginWithPassword(db: Db, input: LoginInput): Promise<{ token: string }> {
  await consumeCaptcha(db, { id: input.captchaId, answer: input.captchaAnswer, now: input.now });
  const user = await findMemberByAccount(db, input.account);
  await guardSecret(db, {
    targets: loginTargets(user?.id, input.account, input.ip),
    now: input.now,
    check: async () =>
      user ? verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false),
    wrong: () => new AppError('INVALID_CREDENTIALS'),
    locked: (refusal) =>
      new AppError('LOGIN_THROTTLED', { retryAfter: refusal.retryAfter, params: { retryAfter: refusal.retryAfter } }),
  });
  if (!user) throw new AppError('INVALID_CREDENTIALS');
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');

  await recordSignIn(db, { userId: user.id, now: input.now });
  const token = await createSession(db, {
    userId: user.id,
    ip: input.ip,
    userAgent: input.userAgent,
    deviceId: input.deviceId,
    now: input.now,
    policy: input.policy,
  });
  return { token };
}
