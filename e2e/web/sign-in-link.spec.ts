import { randomBytes } from 'node:crypto';
import { catalogue, expect, snap, stubSignedInShell, test } from '../support.ts';

/**
 * SPEC §2's `/?token=` made safe (docs/decisions/0016): the address carries a one-time sign-in
 * code, which leaves the address at once and is traded for a session; a refused one leaves the
 * visitor as they were. At 1280 and 390 px.
 */
const common = catalogue('ja-JP');
const newCode = () => randomBytes(32).toString('base64url');

test('a hand-back with a sign-in code lands signed in, and the address keeps no code', async ({ page }, testInfo) => {
  // No flow of ours hands back through the address today; the exchange answers as the server
  // does for a valid code (its own tests cover the server: once, expiry, races).
  await stubSignedInShell(page);
  const code = newCode();
  const sent: unknown[] = [];
  await page.route('**/v2/app/auth/exchange', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 200, msg: 'OK', data: { token: 'session-from-code-0123456789' } }),
    });
  });
  const profile = page.waitForRequest('**/v2/app/user/info');
  await page.goto(`/game/notice?token=${code}&keep=1`);
  expect((await profile).headers().token).toBe('session-from-code-0123456789');
  await expect(page).toHaveURL(/\/game\/notice\?keep=1$/);
  expect(sent).toEqual([{ code }]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('session-from-code-0123456789');
  await expect(page.getByRole('button', { name: /さくら/ })).toBeVisible();
  await snap(page, testInfo, 'sign-in-link-member');
});

test('a used, expired or unknown code: a clear message, still signed out, no code in the address', async ({ page }, testInfo) => {
  await page.goto(`/?token=${newCode()}`);
  await expect(page.getByText(common.auth.callback.linkInvalid)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await snap(page, testInfo, 'sign-in-link-refused');
});

test('an old link carrying a session token is never stored nor sent', async ({ page }) => {
  let exchanged = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/v2/app/auth/exchange')) exchanged = true;
  });
  await page.goto('/?token=abc123');
  await expect(page.getByText(common.auth.callback.linkInvalid)).toBeVisible();
  expect(exchanged).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(new URL(page.url()).search).toBe('');
});

test('a refused code leaves a stored session alone', async ({ page }) => {
  await stubSignedInShell(page);
  await page.addInitScript(() => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', 'stored-session-0123456789');
  });
  await page.goto(`/game/notice?token=${newCode()}`);
  await expect(page.getByText(common.auth.callback.linkInvalid)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('stored-session-0123456789');
  await expect(page.getByRole('button', { name: /さくら/ })).toBeVisible();
  await expect(page).toHaveURL(/\/game\/notice$/);
});
