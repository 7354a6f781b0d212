import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type jaCommon from '../apps/web/src/locales/ja-JP/common.json';

/** Saves a full-page screenshot to e2e/artifacts/<project>/<name>.png for people to look at. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  const file = path.join(import.meta.dirname, 'artifacts', testInfo.project.name, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

/**
 * A picture of the screen with one part of the page (a section, a field, a card) scrolled into
 * view, for a form in the middle of being filled. A full-page picture, or one of an element taller
 * than the screen, resizes the browser's viewport for a moment, which flips the player site's
 * desktop/mobile layout (useIsDesktop) and remounts the page, losing what was typed and chosen.
 */
export async function snapPart(part: Locator, testInfo: TestInfo, name: string) {
  const file = path.join(import.meta.dirname, 'artifacts', testInfo.project.name, `${name}.png`);
  await part.scrollIntoViewIfNeeded();
  await part.page().screenshot({ path: file });
}

// ---------------------------------------------------------------------------------------------
// The peers of scripts/e2e-server.mjs.

const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 8126}`;
/** A catalogue text with its {{placeholders}} as wildcards. */
export function template(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+'));
}

export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 8180}`;
/** The fixed captcha answer the e2e server runs with (CAPTCHA_TEST_ANSWER). */
export const CAPTCHA = 'TEST';

export type Catalogue = typeof jaCommon;

export function catalogue(language: string): Catalogue {
  const file = path.join(import.meta.dirname, '../apps/web/src/locales', language, 'common.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

/** A profile as the contract's ZUserProfile describes it, for specs that stub `user/info` in the browser. */
export const STUB_PROFILE = {
  id: '1001',
  username: 'player01',
  email: 'player01@example.com',
  nickname: 'さくら',
  firstName: null,
  lastName: null,
  name: null,
  pinyinName: null,
  phone: null,
  idNumberMasked: null,
  hasPaymentPassword: false,
  recommendedCode: null,
  kycStatus: 'none',
  balance: 0,
  lastLoginAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/**
 * Stubs, in the browser, the member calls the site shell makes for a signed-in member with a
 * made-up token: the profile, the unread-letter badge and the agent flag. Any of them answering
 * 401 would (rightly) sign the member out.
 */
export async function stubSignedInShell(page: Page): Promise<void> {
  const answer = (data: unknown) => JSON.stringify({ code: 200, msg: 'OK', data });
  await page.route('**/v2/app/user/info', (route) =>
    route.fulfill({ contentType: 'application/json', body: answer(STUB_PROFILE) }),
  );
  await page.route('**/v2/app/station/unread', (route) =>
    route.fulfill({ contentType: 'application/json', body: answer({ unreadCount: 0 }) }),
  );
  await page.route('**/v2/app/agent/is/agent', (route) =>
    route.fulfill({ contentType: 'application/json', body: answer(false) }),
  );
}

/** A made-up client address (documentation range 198.18.0.0/15) so per-address limits apply per test. */
export function clientAddress(): string {
  return `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * Every test is its own client: the e2e server trusts X-Forwarded-For (TRUST_PROXY), so the
 * per-address limits (captchas per 5 minutes, codes per hour, login failures) never add up
 * across the suite.
 */
export const test = base.extend<{ clientIp: string }>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use) => {
    await use(clientAddress());
  },
  context: async ({ context, clientIp }, use) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientIp });
    await use(context);
  },
});
export { expect };

interface Mail {
  to: string[];
  subject: string;
  text: string;
  createdAt: string;
}

/** Waits for a mail to `to` that arrived after `since` and returns the 6-digit code in it. */
export async function mailedCode(to: string, since: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_API}/mails?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as Mail[];
        const fresh = mails.find((mail) => new Date(mail.createdAt) >= since);
        code = fresh ? /\b(\d{6})\b/.exec(fresh.text)?.[1] : undefined;
        return code;
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Chooses who the next sign-in at the mock provider is. */
export async function nextSocialIdentity(provider: 'google' | 'line', identity: { sub: string; email: string; name: string }) {
  const response = await fetch(`${MAIL_API}/oidc/${provider}/next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(identity),
  });
  expect(response.ok).toBe(true);
}

export interface Member {
  username: string;
  email: string;
  password: string;
}

/** A member nobody has registered yet: letters and digits, 4–16 characters. */
export function newMember(): Member {
  const username = `e2e${randomBytes(6).toString('hex')}`.slice(0, 15);
  return { username, email: `${username}@example.test`, password: `Hall#${randomBytes(4).toString('hex')}Ab9` };
}

/**
 * Registers a member through the API (for tests about something else than registering):
 * send the code, read it from the SMTP peer, verify it, create the member. Returns the token.
 */
/** A member's API client (their session token, the test's client address, the XSRF pair). */
export async function memberApi(token: string, clientIp: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp, 'X-XSRF-TOKEN': 'e2e', Cookie: 'XSRF-TOKEN=e2e', TOKEN: token },
  });
}

/** One call through `api`: answers its `data`; any envelope code but 200 fails the test with the message. */
export async function apiCall(api: APIRequestContext, path: string, data: unknown) {
  const body = (await (await api.post(path, { data })).json()) as { code: number; msg: string; data: any };
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

/**
 * Runs `action` (a click that makes the page call `path`) and fails the test with the server's
 * own message unless the call answered a code-200 envelope: a refused or failed call then says
 * why, instead of a later expectation timing out on a page that never changed.
 */
export async function expectPageCallSucceeds(page: Page, path: string, action: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === path);
  await action();
  const response = await answered;
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, `${path} (HTTP ${response.status()}): ${body.msg}`).toBe(200);
}

/**
 * A genuine device cookie value (`<id>.<signature>`, decision 0020) as the server hands it to a
 * new browser: the server ignores an id it did not sign, so a test cannot make one up.
 */
export async function issuedDeviceCookie(clientIp: string): Promise<string> {
  const api = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp, 'X-XSRF-TOKEN': 'e2e', Cookie: 'XSRF-TOKEN=e2e' },
  });
  try {
    const response = await api.post('/v2/app/platform/config', { data: {} });
    const cookie = response
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('AMIGO-DEVICE='));
    if (!cookie) throw new Error('the server handed out no device cookie');
    return cookie.value.slice('AMIGO-DEVICE='.length, cookie.value.indexOf(';'));
  } finally {
    await api.dispose();
  }
}

export async function registerByApi(member: Member, clientIp: string, options: { deviceCookie?: string } = {}): Promise<string> {
  // `deviceCookie`: register from that browser (its AMIGO-DEVICE cookie, from issuedDeviceCookie); otherwise each call is a browser of its own.
  const device = options.deviceCookie ? `; AMIGO-DEVICE=${options.deviceCookie}` : '';
  const api = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp, 'X-XSRF-TOKEN': 'e2e', Cookie: `XSRF-TOKEN=e2e${device}` },
  });
  try {
    const call = async (pathName: string, data: unknown) => {
      const response = await api.post(pathName, { data });
      const body = (await response.json()) as { code: number; msg: string; data: any };
      expect(body.code, `${pathName}: ${body.msg}`).toBe(200);
      return body.data;
    };
    const since = new Date(Date.now() - 1000);
    await call('/v2/app/register/send/email/code', { email: member.email });
    const code = await mailedCode(member.email, since);
    await call('/v2/app/register/valid', { email: member.email, code, acceptTerms: true });
    const { token } = (await call('/v2/app/register/user', {
      account: member.username,
      email: member.email,
      password: member.password,
      code,
    })) as { token: string };
    return token;
  } finally {
    await api.dispose();
  }
}

/**
 * Opens the site signed in with a token, stored the way the app stores it before any of the
 * app's code runs (once: a later logout in the same test is not undone).
 */
export async function signInWithToken(page: Page, token: string, target = '/') {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-token-seeded')) return;
    sessionStorage.setItem('e2e-token-seeded', '1');
    localStorage.setItem('token', value);
  }, token);
  await page.goto(target);
}

// ---------------------------------------------------------------------------------------------
// The operator console.

/** The password scripts/e2e-server.mjs gives its console staff accounts. */
export const STAFF_PASSWORD = process.env.E2E_STAFF_PASSWORD ?? 'E2e-Console-Owner-0427';

/** A seeded staff account's first sign-in: password, then TOTP enrolment with the shown secret. */
export async function signInAndEnrol(page: Page, username: string): Promise<void> {
  await page.goto('/console/login');
  await page.getByLabel('スタッフユーザー名').fill(username);
  await page.getByLabel('パスワード').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'サインイン' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('認証コード（6桁）').fill(totp(secret));
  await page.getByRole('button', { name: '確認してサインイン' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from a base32 key, as an authenticator app computes it. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

// ---------------------------------------------------------------------------------------------
// Identity verification (issue 21): withdrawals need approved KYC on the e2e server as everywhere.

/** The compliance account scripts/e2e-server.mjs creates for approving members' KYC by API. */
const KYC_APPROVER = 'e2e-kyc-approver';
const ALL_TICKED = {
  nameMatches: true,
  birthDateMatches: true,
  idNumberMatches: true,
  photoMatchesFace: true,
  documentNotExpired: true,
};
let approver: APIRequestContext | undefined;

/** A plain photo for a KYC upload (a real PNG the server re-encodes). */
export async function kycPhoto(color: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function envelope(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  const body = (await response.json()) as { code: number; msg: string; data: any };
  expect(body.code, `${what}: ${body.msg}`).toBe(200);
  return body.data;
}

/**
 * A signed-in staff session of the KYC approver (compliance), kept for the run. Its first sign-in
 * enrols TOTP through the API and keeps the key in the temp folder (per server port), so a new
 * worker process signs in with a code instead; a code already used in this 30-second step is
 * refused, so then it waits for the next step once.
 */
async function approverSession(): Promise<APIRequestContext> {
  if (approver) return approver;
  const api = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'X-XSRF-TOKEN': 'e2e', 'X-Forwarded-For': clientAddress() },
    storageState: {
      cookies: [
        {
          name: 'XSRF-TOKEN',
          value: 'e2e',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  });
  const secretFile = path.join(tmpdir(), `amigo-e2e-${KYC_APPROVER}-${new URL(BASE_URL).port}.totp`);
  type Answer = { code: number; data?: { totpEnrolled: boolean; verified: boolean } };
  const login = async (code?: string) =>
    (await (
      await api.post('/v2/admin/auth/login', {
        data: { username: KYC_APPROVER, password: STAFF_PASSWORD, ...(code ? { code } : {}) },
      })
    ).json()) as Answer;
  const enrol = async () => {
    const { secret } = (await envelope(await api.post('/v2/admin/auth/totp/setup', { data: {} }), 'totp/setup')) as {
      secret: string;
    };
    writeFileSync(secretFile, secret, { mode: 0o600 });
    await envelope(await api.post('/v2/admin/auth/totp/enable', { data: { code: totp(secret) } }), 'totp/enable');
  };
  // A key file may be left by an earlier e2e server on this port, whose database is gone: this
  // server's answer says whether its approver has enrolled (a code is ignored until then).
  const saved = existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : undefined;
  let answer = await login(saved ? totp(saved) : undefined);
  if (answer.code !== 200 && saved) {
    // That step's code was used already (another worker signed in): wait for the next step once.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    answer = await login(totp(saved));
  }
  expect(answer.code, 'KYC approver sign-in').toBe(200);
  if (!answer.data?.totpEnrolled) await enrol();
  approver = api;
  return api;
}

/**
 * Makes a member's identity verified the way it really happens (for tests about something else,
 * e.g. withdrawals, which need approved KYC): the member fills the profile fields an approval
 * checks (legal name Yamada Taro unless given, birth date, ID number) and uploads three photos,
 * then the KYC approver approves with every checklist item ticked.
 */
export async function verifyIdentityByApi(
  token: string,
  clientIp: string,
  identity: { lastName?: string; firstName?: string; pinyinName?: string } = {},
): Promise<void> {
  const member = await memberApi(token, clientIp);
  try {
    const profile = { lastName: 'Yamada', firstName: 'Taro', pinyinName: 'ヤマダ タロウ', ...identity, birthDate: '1990-04-01' };
    await envelope(await member.post('/v2/app/user/update', { data: profile }), 'user/update');
    const idNumber = `E2E${randomBytes(4).toString('hex').toUpperCase()}`;
    await envelope(await member.post('/v2/app/user/update/idNumber', { data: { idNumber } }), 'user/update/idNumber');
    const submission = (await envelope(
      await member.post('/v2/app/user/kyc/add', {
        multipart: {
          front: { name: 'front.png', mimeType: 'image/png', buffer: await kycPhoto('#dbeafe') },
          back: { name: 'back.png', mimeType: 'image/png', buffer: await kycPhoto('#fde68a') },
          handheld: { name: 'handheld.png', mimeType: 'image/png', buffer: await kycPhoto('#bbf7d0') },
        },
      }),
      'user/kyc/add',
    )) as { id: string };
    const staff = await approverSession();
    await envelope(
      await staff.post('/v2/admin/kyc/decide', { data: { id: submission.id, decision: 'approved', checklist: ALL_TICKED } }),
      'admin/kyc/decide',
    );
  } finally {
    await member.dispose();
  }
}
