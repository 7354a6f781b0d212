import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from './schema.ts';
import { users } from '../users/schema.ts';
import { CAPTCHA, captcha, lastMailedCode, login, registerMember } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let password: string;
beforeAll(async () => {
  t = await createTestApp({ captchaTestAnswer: CAPTCHA });
  ({ password } = await registerMember(t, { account: 'Lucky777', email: 'lucky@example.com' }));
});
afterAll(() => t.close());

const logout = (token: string) => t.call('/v2/app/auth/logout', {}, { token });

describe('login and sessions', () => {
  it('logs in by username or e-mail in any case, with a new token each time, stored only as a hash', async () => {
    const first = await login(t, 'lucky777', password);
    const second = await login(t, 'LUCKY@example.com', password);
    expect(first.body.code).toBe(200);
    expect(second.body.code).toBe(200);
    expect(first.body.data.token).not.toBe(second.body.data.token);
    const hash = createHash('sha256').update(first.body.data.token).digest('hex');
    const [row] = await t.app.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(row).toBeDefined();
    const all = await t.app.database.db.select().from(sessions);
    expect(JSON.stringify(all, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(first.body.data.token);
    const [user] = await t.app.database.db.select().from(users).where(eq(users.username, 'Lucky777'));
    expect(user?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('answers the same message for a wrong password and an unknown account', async () => {
    const wrong = await login(t, 'Lucky777', 'not-the-password');
    const unknown = await login(t, 'Nobody999', 'not-the-password');
    expect(wrong.body).toMatchObject({ code: 422, data: { reason: 'INVALID_CREDENTIALS' } });
    expect(unknown.body.msg).toBe(wrong.body.msg);
  });

  it('asks for login when the token is missing or made up, and after logout', async () => {
    expect((await logout('')).body.code).toBe(401);
    expect((await logout('x'.repeat(43))).body.code).toBe(401);
    const { token } = (await login(t, 'Lucky777', password)).body.data;
    expect((await logout(token)).body.code).toBe(200);
    expect((await logout(token)).body).toMatchObject({ code: 401, data: { reason: 'UNAUTHENTICATED' } });
  });

  it('ends a session after its idle time and its lifetime (402)', async () => {
    const idle = (await login(t, 'Lucky777', password)).body.data.token;
    await t.app.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(sessions.tokenHash, createHash('sha256').update(idle).digest('hex')));
    expect((await logout(idle)).body).toMatchObject({ code: 402, data: { reason: 'SESSION_ENDED' } });

    const old = (await login(t, 'Lucky777', password)).body.data.token;
    await t.app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, createHash('sha256').update(old).digest('hex')));
    expect((await logout(old)).body.code).toBe(402);
  });

  it('locks the account for a while after five wrong passwords, even for the right one, and the lock ends by itself', async () => {
    const target = await registerMember(t, { account: 'Target01', email: 'target@example.com' });
    const attacker = { 'x-forwarded-for': '6.6.6.6' };
    const reasons: string[] = [];
    for (let i = 0; i < 5; i += 1) reasons.push((await login(t, 'Target01', `guess-${i}-xyz`, attacker)).body.data.reason);
    expect(reasons).toEqual([...Array(4).fill('INVALID_CREDENTIALS'), 'LOGIN_THROTTLED']);
    // The e-mail of the same member shares the budget, and the right password is refused too.
    const right = await login(t, 'target@example.com', target.password);
    expect(right.body.code).toBe(429);
    expect(right.body.data.retryAfter).toBeGreaterThanOrEqual(1);
    expect(right.body.data.retryAfter).toBeLessThanOrEqual(30);
    // The lock ends by itself (moved into the past here instead of waiting 30 s).
    await t.app.database.db.execute(
      sql`update attempt_budgets set locked_until = now() - interval '1 second' where scope = 'login_account'`,
    );
    expect((await login(t, 'Target01', target.password)).body.code).toBe(200);
  });

  it('burns the captcha on a failed login', async () => {
    const uuid = await captcha(t);
    await t.call('/v2/app/auth/login', { account: 'Lucky777', password: 'wrong-password-1', uuid, qrcode: CAPTCHA });
    const again = await t.call('/v2/app/auth/login', { account: 'Lucky777', password, uuid, qrcode: CAPTCHA });
    expect(again.body.data.reason).toBe('WRONG_CAPTCHA');
  });

  it('requires account, password and captcha', async () => {
    for (const missing of ['account', 'password', 'uuid', 'qrcode']) {
      const body: Record<string, string> = { account: 'Lucky777', password, uuid: await captcha(t), qrcode: CAPTCHA };
      delete body[missing];
      const res = await t.call('/v2/app/auth/login', body, { lang: 'en-US' });
      expect(res.body).toMatchObject({ code: 400, data: { field: missing } });
    }
  });
});

describe('passwords', () => {
  it('finds a password through a mailed code, and ends every old session', async () => {
    await registerMember(t, { account: 'Forgot01', email: 'forgot@example.com' });
    const old = (await login(t, 'Forgot01', 'Pachinko-Night-42')).body.data.token;
    const sent = await t.call('/v2/app/auth/send/email', { account: 'forgot01', uuid: await captcha(t), qrcode: CAPTCHA });
    expect(sent.body.code).toBe(200);
    const mail = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=forgot@example.com' })).json().data[0];
    expect(mail.subject).toMatch(/パスワード再設定/);
    const code = await lastMailedCode(t, 'forgot@example.com');
    const reset = await t.call('/v2/app/auth/reset/password', {
      account: 'Forgot01',
      newPassword: 'Brand-New-Reels-9',
      qrcode: code,
    });
    expect(reset.body.code).toBe(200);
    expect((await logout(old)).body.code).toBe(402);
    expect((await login(t, 'Forgot01', 'Brand-New-Reels-9')).body.code).toBe(200);
    const reused = await t.call('/v2/app/auth/reset/password', {
      account: 'Forgot01',
      newPassword: 'Another-Reels-99',
      qrcode: code,
    });
    expect(reused.body.data.reason).toBe('EMAIL_CODE_INVALID');
  });

  it('answers the same for an unknown account and mails nothing', async () => {
    const res = await t.call('/v2/app/auth/send/email', { account: 'ghost9999', uuid: await captcha(t), qrcode: CAPTCHA });
    expect(res.body).toMatchObject({ code: 200, data: { resendAfter: 60 } });
  });

  it('changes the password: every session ends with 402 and this device gets a new token', async () => {
    await registerMember(t, { account: 'Changer1', email: 'changer@example.com' });
    const a = (await login(t, 'Changer1', 'Pachinko-Night-42')).body.data.token;
    const b = (await login(t, 'Changer1', 'Pachinko-Night-42')).body.data.token;
    const wrong = await t.call(
      '/v2/app/auth/password/update',
      { oldPassword: 'nope-nope-1', newPassword: 'Silver-Ball-Rush-8' },
      { token: a },
    );
    expect(wrong.body).toMatchObject({ code: 422, data: { reason: 'WRONG_PASSWORD', field: 'oldPassword' } });
    const weak = await t.call(
      '/v2/app/auth/password/update',
      { oldPassword: 'Pachinko-Night-42', newPassword: 'aaaaaaaa' },
      { token: a },
    );
    expect(weak.body).toMatchObject({ code: 400, data: { reason: 'PASSWORD_TOO_WEAK', field: 'newPassword' } });
    const changed = await t.call(
      '/v2/app/auth/password/update',
      { oldPassword: 'Pachinko-Night-42', newPassword: 'Silver-Ball-Rush-8' },
      { token: a },
    );
    expect(changed.body.code).toBe(200);
    expect((await logout(a)).body.code).toBe(402);
    expect((await logout(b)).body).toMatchObject({ code: 402, data: { reason: 'SESSION_ENDED' } });
    expect((await logout(changed.body.data.token)).body.code).toBe(200);
  });

  it('sets the payment password with the login password, then changes it with the old one', async () => {
    const { token } = await registerMember(t, { account: 'Payer001', email: 'payer@example.com' });
    const set = (body: object) => t.call('/v2/app/auth/password/update/payment', body, { token, lang: 'en-US' });
    expect((await set({ newPaymentPassword: '482913' })).body.data.reason).toBe('LOGIN_PASSWORD_REQUIRED');
    expect((await set({ loginPassword: 'wrong-one-1', newPaymentPassword: '482913' })).body.data.reason).toBe('WRONG_PASSWORD');
    expect((await set({ loginPassword: 'Pachinko-Night-42', newPaymentPassword: '123456' })).body.data.reason).toBe(
      'PASSWORD_TOO_COMMON',
    );
    expect((await set({ loginPassword: 'Pachinko-Night-42', newPaymentPassword: '12345a' })).body).toMatchObject({
      code: 400,
      data: { field: 'newPaymentPassword' },
    });
    expect((await set({ loginPassword: 'Pachinko-Night-42', newPaymentPassword: '482913' })).body.code).toBe(200);
    expect((await set({ oldPaymentPassword: '000001', newPaymentPassword: '771942' })).body.data.reason).toBe(
      'WRONG_PAYMENT_PASSWORD',
    );
    expect((await set({ oldPaymentPassword: '482913', newPaymentPassword: '771942' })).body.code).toBe(200);
    const [row] = await t.app.database.db.select().from(users).where(eq(users.username, 'Payer001'));
    expect(row?.paymentPasswordHash).toMatch(/^\$argon2id\$/);
  });
});
