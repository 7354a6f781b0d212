import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogue, expect, snap, stubSignedInShell, test } from '../support.ts';

/**
 * The route guard of SPEC §2: a guest on a login-required route gets the auth dialog; it
 * cannot be dismissed by clicking outside; dismissed, the guest stays where they were, or
 * goes home on a first visit. A member with a token gets their profile fetched first.
 */
const common = catalogue('ja-JP');
const agentCatalogue = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP/agent.json'), 'utf8'),
);

/** Stands in for the shell's member calls, so these cases need no registered member (accounts.spec.ts uses real ones). */
const serveProfile = stubSignedInShell;

test('a guest following a link to an auth route gets the dialog and stays put when dismissing it', async ({ page }, testInfo) => {
  await page.goto('/game/notice');
  await expect(page.getByRole('heading', { level: 1, name: common.routes.notice })).toBeVisible();

  await page.locator('a[href="/amigo"]:visible').first().click();
  const dialog = page.getByRole('dialog', { name: common.auth.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: common.auth.tabs.login })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel(common.auth.fields.account, { exact: true })).toBeVisible();
  await snap(page, testInfo, 'auth-dialog-login');

  // A click outside does not close it.
  await page.mouse.click(3, 300);
  await expect(dialog).toBeVisible();

  // Register tab and the forgot-password screen.
  await dialog.getByRole('tab', { name: common.auth.tabs.register }).click();
  await expect(dialog.getByLabel(common.auth.fields.email, { exact: true })).toBeVisible();
  await dialog.getByRole('tab', { name: common.auth.tabs.login }).click();
  await dialog.getByRole('button', { name: common.auth.login.forgotPassword }).click();
  await expect(page.getByRole('dialog', { name: common.auth.findPassword.title })).toBeVisible();
  await snap(page, testInfo, 'auth-dialog-find-password');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/game\/notice$/);
  await expect(page.getByRole('heading', { level: 1, name: common.routes.notice })).toBeVisible();
});

test('a guest opening an auth route directly goes home when dismissing the dialog', async ({ page }, testInfo) => {
  await page.goto('/user/user-center');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await snap(page, testInfo, 'auth-dialog-direct');
  await dialog.getByRole('button', { name: common.actions.close }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: common.home.hero.title })).toBeVisible();
});

for (const authPath of ['/agent/agent-center', '/user/finance', '/amigo-springboard', '/redirect/user%2Frecord']) {
  test(`${authPath} asks a guest to log in`, async ({ page }) => {
    await page.goto(authPath);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test('a member reaches auth routes, and the redirect routes forward', async ({ page }, testInfo) => {
  await serveProfile(page);
  await page.addInitScript(() => localStorage.setItem('token', 'e2e-token'));

  await page.goto('/user/user-center');
  await expect(page.getByRole('heading', { level: 1, name: common.routes.userCenter })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await snap(page, testInfo, 'member-user-center');

  await page.goto('/user/finance');
  await expect(page).toHaveURL(/\/user\/finance\/deposit$/);
  await page.goto('/agent/agent-center');
  await expect(page).toHaveURL(/\/agent\/subordinate-management$/);
  await page.goto('/redirect/user%2Frecord?from=mail');
  await expect(page).toHaveURL(/\/user\/record\?from=mail$/);
  // A member who is not an agent reaches the agent pages and is offered the application.
  await page.route('**/v2/app/agent/apply/status', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        code: 200,
        msg: 'OK',
        data: { status: 'none', reason: null, appliedAt: null, decidedAt: null, agentCode: null },
      }),
    }),
  );
  await page.goto('/agent/team-report/1234');
  await expect(page).toHaveURL(/\/agent\/team-report\/1234$/);
  await expect(page.getByRole('button', { name: agentCatalogue.apply.button })).toBeVisible();

  // The login route sends a member to their home page.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a failed profile fetch logs out and goes to login with the redirect query', async ({ page }) => {
  await page.route('**/v2/app/user/info', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 401, msg: 'ログインしてください', data: { reason: 'UNAUTHENTICATED' } }),
    }),
  );
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', 'expired-token');
    }
  });
  await page.goto('/user/record?page=2');
  await expect(page).toHaveURL(/\/login\?redirect=record&page=2$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a member logs out to the site root', async ({ page }) => {
  await serveProfile(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', 'e2e-token');
    }
  });
  await page.goto('/game/promotion');
  await page.getByRole('button', { name: /さくら/ }).click();
  await page.getByRole('menuitem', { name: common.header.logout }).click();
  const confirm = page.getByRole('dialog', { name: common.logout.title });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: common.header.logout }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: common.header.login }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
