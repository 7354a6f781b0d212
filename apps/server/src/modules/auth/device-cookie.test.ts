import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from './schema.ts';
import { hashToken } from './sessions.ts';
import { CAPTCHA, login, registerMember } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEVICE_COOKIE } from '../../http/device-cookie.ts';

/**
 * The browser's device cookie (device-cookie.ts): handed out with page and API answers, kept when
 * well-formed, and recorded on each session opened from that browser (the risk rules' devices).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaTestAnswer: CAPTCHA });
});
afterAll(() => t.close());

const XSRF = 'device-xsrf-0123456789';
const newDeviceId = () => randomBytes(16).toString('base64url');
const withCookies = (cookies: string) => ({ cookie: `XSRF-TOKEN=${XSRF}; ${cookies}`, 'x-xsrf-token': XSRF });

function deviceCookieOf(setCookie: unknown): string | undefined {
  const all: string[] = Array.isArray(setCookie) ? setCookie.map(String) : typeof setCookie === 'string' ? [setCookie] : [];
  return all.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
}

describe('the device cookie', () => {
  it('is handed out once, HttpOnly and lasting, and kept while well-formed', async () => {
    const first = await t.call('/v2/app/platform/config', {});
    const cookie = deviceCookieOf(first.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${400 * 24 * 60 * 60}`);

    const kept = await t.call('/v2/app/platform/config', {}, { headers: withCookies(`${DEVICE_COOKIE}=${newDeviceId()}`) });
    expect(deviceCookieOf(kept.headers['set-cookie'])).toBeUndefined();
    const replaced = await t.call('/v2/app/platform/config', {}, { headers: withCookies(`${DEVICE_COOKIE}=not-a-device-id`) });
    expect(deviceCookieOf(replaced.headers['set-cookie'])).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22};`));
  });

  it('is recorded on the sessions opened from the browser: registration and sign-in', async () => {
    const device = newDeviceId();
    const name = `dev${randomBytes(4).toString('hex')}`;
    const { token, password } = await registerMember(t, { account: name, email: `${name}@example.test` });
    const signedIn = await login(t, name, password, withCookies(`${DEVICE_COOKIE}=${device}`));
    expect(signedIn.body.code, signedIn.body.msg).toBe(200);
    const deviceOf = async (sessionToken: string) =>
      (
        await t.app.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(sessionToken)))
      )[0]!.deviceId;
    expect(await deviceOf(signedIn.body.data.token)).toBe(device);
    // Registered without the cookie (the first answer hands it out): a device id of its own, never empty.
    expect(await deviceOf(token)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await deviceOf(token)).not.toBe(device);
  });
});
