import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from './schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaTestAnswer: 'AbCd' });
});
afterAll(() => t.close());

const tryLogin = (uuid: string, qrcode: string) =>
  t.call('/v2/app/auth/login', { account: 'nobody', password: 'whatever-123', uuid, qrcode }, { lang: 'en-US' });

describe('captcha', () => {
  it('answers a GIF picture and an id, and keeps the answer on the server', async () => {
    const res = await t.call('/v2/app/auth/get', {});
    expect(res.body.code).toBe(200);
    expect(Buffer.from(res.body.data.img, 'base64').subarray(0, 6).toString()).toBe('GIF89a');
    expect(res.body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(res.body)).not.toContain('AbCd');
  });

  it('accepts the answer in any case, once', async () => {
    const { uuid } = (await t.call('/v2/app/auth/get', {})).body.data;
    expect((await tryLogin(uuid, 'abcd')).body.data.reason).toBe('INVALID_CREDENTIALS');
    const reused = await tryLogin(uuid, 'ABCD');
    expect(reused.body).toMatchObject({ code: 422, data: { reason: 'WRONG_CAPTCHA', field: 'qrcode' } });
  });

  it('burns the captcha on a wrong answer', async () => {
    const { uuid } = (await t.call('/v2/app/auth/get', {})).body.data;
    expect((await tryLogin(uuid, 'zzzz')).body.data.reason).toBe('WRONG_CAPTCHA');
    expect((await tryLogin(uuid, 'abcd')).body.data.reason).toBe('WRONG_CAPTCHA');
  });

  it('expires after five minutes', async () => {
    const { uuid } = (await t.call('/v2/app/auth/get', {})).body.data;
    await t.app.database.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.id, uuid));
    expect((await tryLogin(uuid, 'abcd')).body.data.reason).toBe('CAPTCHA_EXPIRED');
  });

  it('refuses an unknown id', async () => {
    expect((await tryLogin('00000000-0000-4000-8000-000000000000', 'abcd')).body.data.reason).toBe('WRONG_CAPTCHA');
  });

  it('bounds how many captchas one address may fetch', async () => {
    const other = { headers: { 'x-forwarded-for': '1.2.3.4' } };
    let last = 200;
    for (let i = 0; i < 45 && last === 200; i += 1) last = (await t.call('/v2/app/auth/get', {}, other)).body.code;
    expect(last).toBe(429);
  });
});
