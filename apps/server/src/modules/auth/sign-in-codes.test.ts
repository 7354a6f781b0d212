import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCodes } from './schema.ts';
import { createTestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issueSignInCode, SIGN_IN_CODE_TTL_MS } from './sign-in-codes.ts';

const EXCHANGE = '/v2/app/auth/exchange';
const XSRF = 'sign-in-code-xsrf-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function exchange(code: unknown, remoteAddress = '203.0.113.9') {
  const response = await t.app.inject({
    method: 'POST',
    url: EXCHANGE,
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
    },
    payload: JSON.stringify({ code }),
  });
  return response.json<{ code: number; msg: string; data: { token?: string; reason?: string; field?: string } }>();
}

async function memberWithCode(issuedAt = new Date()) {
  const member = await createTestMember(t);
  const code = await issueSignInCode(t.app.database.db, { userId: member.userId, now: issuedAt });
  return { member, code };
}

describe('one-time sign-in codes', () => {
  it('trade for a new session of the member, once; only a hash of the code is kept', async () => {
    const { member, code } = await memberWithCode();
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.app.database.db.select().from(signInCodes).where(eq(signInCodes.userId, member.userId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(code);

    const first = await exchange(code);
    expect(first.code).toBe(200);
    const token = first.data.token!;
    expect(token).not.toBe(member.token);
    const info = await t.call('/v2/app/user/info', {}, { token });
    expect(info.body.data.username).toBe(member.username);

    const replay = await exchange(code);
    expect(replay).toMatchObject({ code: 422, data: { reason: 'SIGN_IN_CODE_INVALID', field: 'code' } });
    expect(replay.msg).toBe('This sign-in link is invalid or has expired. Please sign in again');
  });

  it('expire after two minutes', async () => {
    const { code } = await memberWithCode(new Date(Date.now() - SIGN_IN_CODE_TTL_MS - 1000));
    expect(await exchange(code)).toMatchObject({ code: 422, data: { reason: 'SIGN_IN_CODE_INVALID' } });
  });

  it('raced twice give exactly one session', async () => {
    const { code } = await memberWithCode();
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(code)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.data.reason === 'SIGN_IN_CODE_INVALID')).toHaveLength(5);
  });

  it('refuse an unknown code, and a malformed one as invalid input', async () => {
    expect(await exchange(randomBytes(32).toString('base64url'))).toMatchObject({
      code: 422,
      data: { reason: 'SIGN_IN_CODE_INVALID' },
    });
    for (const bad of ['', 'short', 'x'.repeat(44), `${'a'.repeat(42)}=`, 12]) {
      expect(await exchange(bad), String(bad)).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT', field: 'code' } });
    }
  });

  it('count every try of a client address: the 20th wrong one locks it, and then even a right code is refused', async () => {
    const address = '192.0.2.77';
    const wrongCode = () => randomBytes(32).toString('base64url');
    for (let i = 1; i < 20; i += 1)
      expect((await exchange(wrongCode(), address)).data.reason, `try ${i}`).toBe('SIGN_IN_CODE_INVALID');
    expect(await exchange(wrongCode(), address)).toMatchObject({ code: 429, data: { reason: 'TOO_MANY_ATTEMPTS' } });
    const { code } = await memberWithCode();
    expect(await exchange(code, address)).toMatchObject({ code: 429, data: { reason: 'TOO_MANY_ATTEMPTS' } });
    // The refused code was never evaluated, so it still works from elsewhere.
    expect((await exchange(code, '192.0.2.78')).code).toBe(200);
  });
});
