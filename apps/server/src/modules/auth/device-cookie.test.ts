import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from './schema.ts';
import { hashToken } from './sessions.ts';
import { CAPTCHA, login, registerMember } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEVICE_COOKIE, deviceCookieKeys, signedDeviceCookie } from '../../http/device-cookie.ts';

/**
 * The browser's device cookie (device-cookie.ts): handed out signed with page and API answers,
 * kept while its signature verifies, recorded on each session opened from that browser (the risk
 * rules' devices); a forged or unsigned one counts as no device, and a refused request never
 * touches it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaTestAnswer: CAPTCHA });
});
afterAll(() => t.close());

const XSRF = 'device-xsrf-0123456789';
const withCookies = (cookies: string) => ({ cookie: `XSRF-TOKEN=${XSRF}; ${cookies}`, 'x-xsrf-token': XSRF });

function deviceCookieOf(setCookie: unknown): string | undefined {
  const all: string[] = Array.isArray(setCookie) ? setCookie.map(String) : typeof setCookie === 'string' ? [setCookie] : [];
  return all.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
}

const SIGNED = new RegExp(`^${DEVICE_COOKIE}=([A-Za-z0-9_-]{22})\\.[A-Za-z0-9_-]{22};`);

/** A genuine device cookie value, as the first answer hands it out. */
async function issuedDeviceCookie(): Promise<string> {
  const first = await t.call('/v2/app/platform/config', {});
  const cookie = deviceCookieOf(first.headers['set-cookie']) ?? '';
  return cookie.slice(DEVICE_COOKIE.length + 1, cookie.indexOf(';'));
}

async function deviceOf(sessionToken: string): Promise<string | null> {
  const [session] = await t.app.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(sessionToken)));
  return session!.deviceId;
}

describe('the device cookie', () => {
  it('is handed out once, signed, HttpOnly and lasting, and kept while its signature verifies', async () => {
    const first = await t.call('/v2/app/platform/config', {});
    const cookie = deviceCookieOf(first.headers['set-cookie']);
    expect(cookie).toMatch(SIGNED);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${400 * 24 * 60 * 60}`);

    const value = await issuedDeviceCookie();
    const kept = await t.call('/v2/app/platform/config', {}, { headers: withCookies(`${DEVICE_COOKIE}=${value}`) });
    expect(deviceCookieOf(kept.headers['set-cookie'])).toBeUndefined();
    const replaced = await t.call('/v2/app/platform/config', {}, { headers: withCookies(`${DEVICE_COOKIE}=not-a-device-id`) });
    expect(deviceCookieOf(replaced.headers['set-cookie'])).toMatch(SIGNED);
  });

  it('is recorded on the sessions opened from the browser: registration and sign-in', async () => {
    const value = await issuedDeviceCookie();
    const device = value.split('.')[0];
    const name = `dev${randomBytes(4).toString('hex')}`;
    const { token, password } = await registerMember(t, { account: name, email: `${name}@example.test` });
    const signedIn = await login(t, name, password, withCookies(`${DEVICE_COOKIE}=${value}`));
    expect(signedIn.body.code, signedIn.body.msg).toBe(200);
    expect(await deviceOf(signedIn.body.data.token)).toBe(device);
    // Registered without the cookie (the first answer hands it out): a device id of its own, never empty.
    expect(await deviceOf(token)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await deviceOf(token)).not.toBe(device);
  });

  it.each([
    ['another id with a made-up signature', (id: string) => `${randomBytes(16).toString('base64url')}.${id.split('.')[1]}`],
    ['an id signed with a key of its own', () => signedDeviceCookie(randomBytes(16).toString('base64url'), randomBytes(32))],
    ['an unsigned id from before signing', () => randomBytes(16).toString('base64url')],
  ])(
    'counts %s as no device: the session falls back to User-Agent at IP, and a genuine cookie replaces it',
    async (_name, forge) => {
      const forged = forge(await issuedDeviceCookie());
      const name = `fgd${randomBytes(4).toString('hex')}`;
      const { password } = await registerMember(t, { account: name, email: `${name}@example.test` });
      const signedIn = await login(t, name, password, withCookies(`${DEVICE_COOKIE}=${forged}`));
      expect(signedIn.body.code, signedIn.body.msg).toBe(200);
      expect(await deviceOf(signedIn.body.data.token)).toBeNull();
      const replacement = deviceCookieOf(signedIn.headers['set-cookie']);
      expect(replacement).toMatch(SIGNED);
      expect(replacement).not.toContain(forged.split('.')[0]);
    },
  );

  it('keeps the id of a cookie signed under an old card key, signed again with the current one', async () => {
    const oldCardKey = randomBytes(32);
    const rotated = await createTestApp({ cardEncryptionOldKeys: [oldCardKey] });
    try {
      const id = randomBytes(16).toString('base64url');
      const oldCookie = signedDeviceCookie(id, deviceCookieKeys({ current: oldCardKey, all: [oldCardKey] }).current);
      const answer = await rotated.call('/v2/app/platform/config', {}, { headers: withCookies(`${DEVICE_COOKIE}=${oldCookie}`) });
      const resigned = deviceCookieOf(answer.headers['set-cookie']);
      expect(resigned).toMatch(SIGNED);
      expect(resigned).toContain(`${DEVICE_COOKIE}=${id}.`);
      expect(resigned).not.toContain(oldCookie);
    } finally {
      await rotated.close();
    }
  });

  it('is never written on a refused request: an XSRF refusal leaves the browser its cookie', async () => {
    const value = await issuedDeviceCookie();
    // A sign-in sent without the XSRF pair, as a cross-site form would.
    const refused = await t.call('/v2/app/auth/login', {}, { headers: { cookie: `${DEVICE_COOKIE}=${value}` } });
    expect(refused.body).toMatchObject({ code: 403, data: { reason: 'XSRF_MISMATCH' } });
    expect(deviceCookieOf(refused.headers['set-cookie'])).toBeUndefined();
    // Nor handed out to a browser that has none yet, nor replacing a forged one, while refused.
    const bare = await t.call('/v2/app/auth/login', {}, { headers: { cookie: `${DEVICE_COOKIE}=forged` } });
    expect(bare.body.code).toBe(403);
    expect(deviceCookieOf(bare.headers['set-cookie'])).toBeUndefined();
    // Any refusal: a sign-in with a wrong password, from a browser with no cookie yet.
    const wrong = await t.call('/v2/app/auth/login', {
      account: 'Nobody001',
      password: 'Wrong-Pass-123',
      uuid: 'x',
      qrcode: 'x',
    });
    expect(wrong.body.code).not.toBe(200);
    expect(deviceCookieOf(wrong.headers['set-cookie'])).toBeUndefined();
  });
});
