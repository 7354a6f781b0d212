import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../../config.ts';
import { attemptBudgets } from './schema.ts';
import { letters } from '../letters/schema.ts';
import { users } from '../users/schema.ts';
import { CAPTCHA, captcha, lastMailedCode, login, registerMember } from '../../test/accounts.ts';
import { createTestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { verifyLedger } from '../wallet/index.ts';
import { BUDGETS, spendAttempt } from './attempt-budget.ts';
import { hashPassword } from './passwords.ts';
import { verifyPaymentPassword } from './set-payment-password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaTestAnswer: CAPTCHA });
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  await t.close();
});

const db = () => t.app.database.db;
/** Ends every lock now instead of waiting for it (the clock of the database moves on). */
const endLocks = (scope: string) =>
  db().execute(sql`update attempt_budgets set locked_until = now() - interval '1 second' where scope = ${scope}`);

describe('the attempt budget', () => {
  it('counts every try before it is evaluated, locks at the budget, and doubles each lock in a row', async () => {
    const target = { scope: 'payment_password' as const, target: 'unit:1', clearOnSuccess: true };
    const rule = BUDGETS.payment_password;
    const now = new Date('2026-11-25T03:00:00Z');
    for (let i = 1; i < rule.tries; i += 1) {
      const attempt = await spendAttempt(db(), [target], now);
      expect(attempt.refused).toBeNull();
      expect(await attempt.failed()).toBeNull();
    }
    const last = await spendAttempt(db(), [target], now);
    expect(last.refused).toBeNull();
    const first = await last.failed();
    expect(first?.retryAfter).toBe(rule.lockMs / 1000);
    expect(last.newLocks).toEqual([target]);
    expect((await spendAttempt(db(), [target], now)).refused?.retryAfter).toBe(rule.lockMs / 1000);

    // After the lock, a fresh budget; spending it again locks twice as long.
    const later = new Date(now.getTime() + rule.lockMs + 1000);
    let second = null;
    for (let i = 0; i < rule.tries; i += 1) second = await (await spendAttempt(db(), [target], later)).failed();
    expect(second?.retryAfter).toBe((2 * rule.lockMs) / 1000);

    // A success clears the owner's budget and its escalation.
    const afterSecond = new Date(later.getTime() + 2 * rule.lockMs + 1000);
    await (await spendAttempt(db(), [target], afterSecond)).succeeded();
    const [row] = await db().select().from(attemptBudgets).where(eq(attemptBudgets.target, 'unit:1'));
    expect(row).toMatchObject({ tries: 0, pending: 0, locks: 0, lockedUntil: null });
  });

  it('evaluates at most the budget when 30 wrong payment passwords arrive at once, then refuses the right one', async () => {
    const m = await createTestMember(t);
    await db()
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(users.id, m.userId));
    const change = (old: string) =>
      t.call(
        '/v2/app/auth/password/update/payment',
        { oldPaymentPassword: old, newPaymentPassword: '135792' },
        { token: m.token },
      );
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => change(String(100000 + i))));
    const reasons = answers.map((a) => a.body.data?.reason as string);
    const evaluated = reasons.filter((r) => r === 'WRONG_PAYMENT_PASSWORD').length;
    // Tries 1–4 answer "wrong"; the fifth wrong one locks; every other try is refused unevaluated.
    expect(evaluated).toBeLessThanOrEqual(BUDGETS.payment_password.tries - 1);
    expect(reasons.filter((r) => r === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(30 - evaluated);
    const locked = answers.find((a) => a.body.data?.reason === 'PAYMENT_PASSWORD_LOCKED')!;
    expect(locked.body.code).toBe(429);
    expect(locked.body.data.retryAfter).toBeGreaterThan(14 * 60);

    // The right password no longer works, on the change and on every money call (they share verifyPaymentPassword).
    expect((await change('246810')).body.data.reason).toBe('PAYMENT_PASSWORD_LOCKED');
    await expect(verifyPaymentPassword(db(), { userId: m.userId, paymentPassword: '246810' })).rejects.toMatchObject({
      reason: 'PAYMENT_PASSWORD_LOCKED',
    });
    // The member is told once, by a station letter.
    const told = await db().select().from(letters).where(eq(letters.userId, m.userId));
    expect(told.map((l) => l.template)).toEqual(['paymentPasswordLocked']);

    await endLocks('payment_password');
    expect((await change('246810')).body.code).toBe(200);
  });

  it("lets a member's own parallel calls with the right payment password all through", async () => {
    const m = await createTestMember(t);
    await db()
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(users.id, m.userId));
    const checks = await Promise.allSettled(
      Array.from({ length: 20 }, () => verifyPaymentPassword(db(), { userId: m.userId, paymentPassword: '246810' })),
    );
    expect(checks.filter((c) => c.status === 'rejected')).toEqual([]);
  });

  it('kills a reset code after five wrong tries, even though each failed try rolls back', async () => {
    await registerMember(t, { account: 'Reset0001', email: 'reset1@example.com' });
    await t.call('/v2/app/auth/send/email', { account: 'Reset0001', uuid: await captcha(t), qrcode: CAPTCHA });
    const code = await lastMailedCode(t, 'reset1@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    const reset = (qrcode: string) =>
      t.call('/v2/app/auth/reset/password', { account: 'Reset0001', newPassword: 'Brand-New-Pass-77', qrcode });
    const reasons: string[] = [];
    for (let i = 0; i < 5; i += 1) reasons.push((await reset(wrong)).body.data.reason);
    expect(reasons).toEqual([...Array(4).fill('EMAIL_CODE_INVALID'), 'EMAIL_CODE_LOCKED']);
    expect((await reset(code)).body.data.reason).toBe('EMAIL_CODE_LOCKED');
    expect((await login(t, 'Reset0001', 'Brand-New-Pass-77')).body.code).not.toBe(200);
  });

  it('answers find-password the same for a known account, an unknown one, and a resend too soon', async () => {
    await registerMember(t, { account: 'Known0001', email: 'known1@example.com' });
    const ask = async (account: string) =>
      (await t.call('/v2/app/auth/send/email', { account, uuid: await captcha(t), qrcode: CAPTCHA })).body;
    const known = await ask('Known0001');
    const tooSoon = await ask('known1@example.com');
    const unknown = await ask('Nobody0001');
    expect(tooSoon).toEqual(known);
    expect(unknown).toEqual(known);
  });

  it('asks the old login password through its budget on a password change', async () => {
    const member = await registerMember(t, { account: 'Change0001', email: 'change1@example.com' });
    const change = (oldPassword: string) =>
      t.call('/v2/app/auth/password/update', { oldPassword, newPassword: 'Another-Pass-99' }, { token: member.token });
    const reasons: string[] = [];
    for (let i = 0; i < 5; i += 1) reasons.push((await change(`wrong-pass-${i}`)).body.data.reason);
    expect(reasons).toEqual([...Array(4).fill('WRONG_PASSWORD'), 'TOO_MANY_ATTEMPTS']);
    expect((await change(member.password)).body.data.reason).toBe('TOO_MANY_ATTEMPTS');
  });

  it.skipIf(!testDatabaseServerUrl())('counts parallel login guesses exactly on PostgreSQL', async () => {
    const target = await registerMember(t, { account: 'Parallel01', email: 'parallel1@example.com' });
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(t, 'Parallel01', `parallel-guess-${i}`, { 'x-forwarded-for': `10.0.0.${i}` })),
    );
    const evaluated = guesses.filter((g) => g.body.data.reason === 'INVALID_CREDENTIALS').length;
    expect(evaluated).toBeLessThanOrEqual(BUDGETS.login_account.tries - 1);
    expect((await login(t, 'Parallel01', target.password)).body.data.reason).toBe('LOGIN_THROTTLED');
  });
});
