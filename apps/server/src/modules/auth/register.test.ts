import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes } from './schema.ts';
import { users } from '../users/schema.ts';
import { lastMailedCode, registerMember } from '../../test/accounts.ts';
import { giveAgentCode } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaTestAnswer: 'TEST' });
});
afterAll(() => t.close());

const send = (email: string, lang = 'en-US') => t.call('/v2/app/register/send/email/code', { email }, { lang });
const valid = (email: string, code: string) =>
  t.call('/v2/app/register/valid', { email, code, acceptTerms: true }, { lang: 'en-US' });

describe('registration', () => {
  it('registers in two steps with a mailed code and answers a working token', async () => {
    const { token } = await registerMember(t, { account: 'Player01', email: 'player01@example.com' });
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.app.database.db.select().from(users).where(eq(users.username, 'Player01'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, tc] = row!.passwordHash!.match(/m=(\d+),t=(\d+)/)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(tc)).toBeGreaterThanOrEqual(2);
    expect((await t.call('/v2/app/auth/logout', {}, { token })).body.code).toBe(200);
  });

  it('mails the code in the request language, valid for ten minutes', async () => {
    await send('ko@example.com', 'ko-KR');
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=ko@example.com' });
    const [mail] = res.json().data;
    expect(mail.subject).toContain('인증 코드');
    expect(mail.text).toMatch(/\d{6}/);
    expect(mail.createdAt).toMatch(/T/);
  });

  it('waits 60 seconds before sending again', async () => {
    await send('again@example.com');
    const res = await send('again@example.com');
    expect(res.body).toMatchObject({ code: 429, data: { reason: 'RESEND_TOO_SOON' } });
    expect(res.body.data.retryAfter).toBeGreaterThan(55);
  });

  it('locks a code after five wrong tries, even for the right code afterwards', async () => {
    await send('guess@example.com');
    const code = await lastMailedCode(t, 'guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const reasons = [];
    for (let i = 0; i < 5; i += 1) reasons.push((await valid('guess@example.com', wrong)).body.data.reason);
    expect(reasons).toEqual([
      'EMAIL_CODE_INVALID',
      'EMAIL_CODE_INVALID',
      'EMAIL_CODE_INVALID',
      'EMAIL_CODE_INVALID',
      'EMAIL_CODE_LOCKED',
    ]);
    expect((await valid('guess@example.com', code)).body.data.reason).toBe('EMAIL_CODE_LOCKED');
  });

  it('refuses an expired code and a used one', async () => {
    await send('late@example.com');
    const code = await lastMailedCode(t, 'late@example.com');
    await t.app.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailCodes.email, 'late@example.com'));
    expect((await valid('late@example.com', code)).body.data.reason).toBe('EMAIL_CODE_EXPIRED');

    await registerMember(t, { account: 'Used01', email: 'used@example.com' });
    const usedCode = await lastMailedCode(t, 'used@example.com');
    expect((await valid('used@example.com', usedCode)).body.data.reason).toBe('EMAIL_CODE_INVALID');
  });

  it('requires step 1 before step 2', async () => {
    await send('skip@example.com');
    const code = await lastMailedCode(t, 'skip@example.com');
    const res = await t.call('/v2/app/register/user', {
      account: 'Skipper1',
      email: 'skip@example.com',
      password: 'Pachinko-Night-42',
      code,
    });
    expect(res.body.data.reason).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses a username that differs only in case, and says so on the field', async () => {
    await registerMember(t, { account: 'CaseUser', email: 'case1@example.com' });
    await expect(registerMember(t, { account: 'caseuser', email: 'case2@example.com' })).rejects.toThrow(/register\/user/);
    await send('case3@example.com');
    const code = await lastMailedCode(t, 'case3@example.com');
    await valid('case3@example.com', code);
    const res = await t.call(
      '/v2/app/register/user',
      { account: 'CASEUSER', email: 'case3@example.com', password: 'Pachinko-Night-42', code },
      { lang: 'en-US' },
    );
    expect(res.body).toMatchObject({ code: 409, data: { reason: 'USERNAME_TAKEN', field: 'account' } });
  });

  it('never tells a stranger that an address is registered, and never makes a second account for it', async () => {
    await registerMember(t, { account: 'Owner001', email: 'owner@example.com' });
    // Let the 60-second resend wait pass.
    await t.app.database.db
      .update(emailCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(emailCodes.email, 'owner@example.com'));
    const res = await send('OWNER@example.com');
    expect(res.body).toMatchObject({ code: 200, data: { resendAfter: 60 } });
    const mail = (await t.app.inject({ method: 'GET', url: '/dev/outbox?to=owner@example.com' })).json().data[0];
    expect(mail.subject).toContain('already has an account');
    // The notice carries no code, so nobody can finish a second registration with it.
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
  });

  it('applies the password policy: length, common passwords, not the username', async () => {
    const attempt = async (account: string, email: string, password: string) => {
      await send(email);
      const code = await lastMailedCode(t, email);
      await valid(email, code);
      return (await t.call('/v2/app/register/user', { account, email, password, code }, { lang: 'en-US' })).body;
    };
    expect(await attempt('Short001', 'short@example.com', 'Ab1!')).toMatchObject({ code: 400, data: { field: 'password' } });
    expect(await attempt('Common01', 'common@example.com', 'password123')).toMatchObject({
      data: { reason: 'PASSWORD_TOO_COMMON', field: 'password' },
    });
    expect(await attempt('Namely01', 'namely@example.com', 'xxNamely01yy')).toMatchObject({
      data: { reason: 'PASSWORD_CONTAINS_USERNAME' },
    });
    // Long enough, in no list, and still guessed at once: refused by its pattern, said why.
    expect(await attempt('Repeat01', 'repeat@example.com', 'aaaaaaaa')).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/too easy to guess/),
      data: { reason: 'PASSWORD_TOO_WEAK', field: 'password' },
    });
    expect(await attempt('Series01', 'series@example.com', '98765432')).toMatchObject({
      data: { reason: 'PASSWORD_TOO_WEAK', field: 'password' },
    });
  });

  it('links the member under an existing agent code and refuses an unknown one', async () => {
    await registerMember(t, { account: 'Agent001', email: 'agent@example.com' });
    const [first] = await t.app.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'Agent001'));
    await giveAgentCode(t.app.database.db, first!.id, 'AMG7Q2');
    await registerMember(t, { account: 'Under001', email: 'under@example.com', agentCode: 'amg7q2' });
    const [agent] = await t.app.database.db.select().from(users).where(eq(users.username, 'Agent001'));
    const [member] = await t.app.database.db.select().from(users).where(eq(users.username, 'Under001'));
    expect(member?.parentUserId).toBe(agent?.id);
    expect(member?.recommendedCode).toBe('AMG7Q2');
    await expect(registerMember(t, { account: 'Orphan01', email: 'orphan@example.com', agentCode: 'NOPE99' })).rejects.toThrow(
      /register\/user/,
    );
  });

  it.each([
    [{ account: 'ab', email: 'a@example.com', password: 'Pachinko-Night-42', code: '123456' }, 'account'],
    [
      { account: "Robert'); DROP TABLE users;--", email: 'a@example.com', password: 'Pachinko-Night-42', code: '123456' },
      'account',
    ],
    [{ account: '<script>x</script>', email: 'a@example.com', password: 'Pachinko-Night-42', code: '123456' }, 'account'],
    [{ account: 'Valid001', email: 'not-an-email', password: 'Pachinko-Night-42', code: '123456' }, 'email'],
    [{ account: 'Valid001', email: 'a@example.com', password: 'x'.repeat(129), code: '123456' }, 'password'],
    [{ account: 'Valid001', email: 'a@example.com', password: 'Pachinko-Night-42', code: '12ab56' }, 'code'],
    [{ account: 123456, email: 'a@example.com', password: 'Pachinko-Night-42', code: '123456' }, 'account'],
  ])('refuses bad input %j on field %s and writes nothing', async (body, field) => {
    const before = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await t.call('/v2/app/register/user', body, { lang: 'en-US' });
    expect(res.body).toMatchObject({ code: 400, data: { field } });
    const after = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('requires the terms to be accepted', async () => {
    const res = await t.call(
      '/v2/app/register/valid',
      { email: 'x@example.com', code: '123456', acceptTerms: false },
      { lang: 'en-US' },
    );
    expect(res.body).toMatchObject({ code: 400, data: { field: 'acceptTerms' } });
  });
});
