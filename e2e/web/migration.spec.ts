import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route, TestInfo } from '@playwright/test';
import type jaMigration from '../../apps/web/src/locales/ja-JP/migration.json';
import { CAPTCHA, catalogue, expect, mailedCode, newMember, registerByApi, signInWithToken, snap, test } from '../support.ts';

/**
 * Account migration from the legacy platform (issue 10) against the real server: the seeded
 * legacy accounts (apps/server/src/modules/migration/seed-demo-legacy.ts) move once per
 * database, and the e2e server starts on a fresh one each run. The two real migrations run at
 * desktop width only (@desktop-only), so the mobile project never finds them already moved; at
 * 390 px the steps are shown with the flow's answers played in the browser (@mobile-only).
 */
test.describe.configure({ timeout: 90_000 });

type MigrationCatalogue = typeof jaMigration;

function migrationCatalogue(language: string): MigrationCatalogue {
  const file = path.join(import.meta.dirname, '../../apps/web/src/locales', language, 'migration.json');
  return JSON.parse(readFileSync(file, 'utf8')) as MigrationCatalogue;
}

const ja = migrationCatalogue('ja-JP');
const zh = migrationCatalogue('zh-CN');
const tw = migrationCatalogue('zh-TW');

const LEGACY_SECRET = 'Legacy-Move-2026';

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

/** A full-page screenshot from the top (a focused step heading scrolls the page; the sticky header would land mid-picture). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, testInfo, name);
}

const stepHeading = (page: Page) => page.locator('#migration-step-heading');
const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

async function currentStep(page: Page): Promise<string> {
  return (await page.getByTestId('migration-steps').locator('[aria-current="step"]').innerText()).trim();
}

async function legacyLogin(page: Page, c: MigrationCatalogue, account: string, password: string) {
  await expect(page.getByRole('img', { name: c.login.captchaImage })).toBeVisible();
  await page.getByLabel(c.login.account, { exact: true }).fill(account);
  await page.getByLabel(c.login.password, { exact: true }).fill(password);
  await page.getByLabel(c.login.captcha, { exact: true }).fill(CAPTCHA);
  await page.getByRole('button', { name: c.login.submit, exact: true }).click();
}

async function checkCard(page: Page, c: MigrationCatalogue, holder: string, last4: string) {
  await page.getByLabel(c.card.holderName, { exact: true }).fill(holder);
  await page.getByLabel(c.card.last4, { exact: true }).fill(last4);
  await page.getByRole('button', { name: c.card.submit, exact: true }).click();
}

test('@desktop-only jsy_tanaka moves on the Japanese page into a new account, signed in after', async ({ page }, testInfo) => {
  await page.goto('/account-transfer-jp');
  await expect(page.getByRole('heading', { level: 1, name: ja.title })).toBeVisible();
  expect(await currentStep(page)).toContain(ja.steps.login);
  await shot(page, testInfo, 'migration-jp-step1');

  // A wrong password: the server's message, in Japanese, on the password field.
  await legacyLogin(page, ja, 'jsy_tanaka', 'not-the-secret');
  const password = page.getByLabel(ja.login.password, { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(page.locator('#migration-password-error')).toContainText('旧プラットフォーム');
  await shot(page, testInfo, 'migration-jp-step1-error');

  await legacyLogin(page, ja, 'jsy_tanaka', LEGACY_SECRET);
  await expect(stepHeading(page)).toHaveText(new RegExp(ja.card.heading));
  await expect(stepHeading(page)).toBeFocused();
  expect(await currentStep(page)).toContain(ja.steps.card);

  // A wrong last four: told inline, the flow goes on.
  await checkCard(page, ja, 'TANAKA HANAKO', '1111');
  await expect(page.locator('#migration-last4-error')).toContainText('下4桁');
  await shot(page, testInfo, 'migration-jp-step2-error');

  const since = new Date(Date.now() - 1000);
  await checkCard(page, ja, 'tanaka hanako', '4321');
  await expect(stepHeading(page)).toHaveText(new RegExp(ja.code.heading));
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByTestId('migration-code-intro')).toContainText('ta***@example.test');
  // The resend button waits out the server's countdown.
  await expect(page.getByRole('button', { name: /再送信/ })).toBeDisabled();
  await shot(page, testInfo, 'migration-jp-step3');
  const code = await mailedCode('tanaka.legacy@example.test', since);
  await page.getByLabel(ja.code.code, { exact: true }).fill(code);
  await page.getByRole('button', { name: ja.code.submit, exact: true }).click();

  // What moves, before anything moves; a guest can only create a new account.
  await expect(stepHeading(page)).toHaveText(new RegExp(ja.confirm.heading));
  await expect(stepHeading(page)).toBeFocused();
  const summary = page.getByTestId('migration-summary');
  await expect(summary).toContainText('jsy_tanaka');
  await expect(summary).toContainText('12,345');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByText(ja.confirm.create, { exact: true })).toBeVisible();

  const username = `mig${randomBytes(5).toString('hex')}`;
  await page.getByLabel(ja.confirm.username, { exact: true }).fill('ab');
  await page.getByLabel(ja.confirm.username, { exact: true }).blur();
  await expect(page.locator('#migration-username-error')).toHaveText(catalogue('ja-JP').auth.register.usernameFormat);
  await page.getByLabel(ja.confirm.username, { exact: true }).fill(username);
  await page.getByLabel(ja.confirm.password, { exact: true }).fill('Moved#2026hall');
  await page.getByLabel(ja.confirm.confirmPassword, { exact: true }).fill('Moved#2026hall');
  await shot(page, testInfo, 'migration-jp-step4');
  await page.getByRole('button', { name: ja.confirm.submit, exact: true }).click();

  const done = page.getByTestId('migration-done');
  await expect(stepHeading(page)).toHaveText(ja.done.heading);
  await expect(stepHeading(page)).toBeFocused();
  await expect(done.getByTestId('migration-moved')).toHaveText('12,345');
  await expect(done.getByTestId('migration-into')).toHaveText(username);
  await expect(done).toContainText(fill(ja.done.created, { username }));
  // Signed in with the answer's token: the header shows the moved coins.
  await expect(headerBalance(page)).toHaveText('12,345');
  await shot(page, testInfo, 'migration-jp-done');

  // Once only: the same legacy account is refused now, above the form.
  await page.reload();
  await legacyLogin(page, ja, 'jsy_tanaka', LEGACY_SECRET);
  await expect(page.getByTestId('migration-error')).toContainText('移行済み');
  await expect(headerBalance(page)).toHaveText('12,345');
});

test('@desktop-only jsy_wang moves on the Chinese page into the signed-in member', async ({ page, clientIp }, testInfo) => {
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  await signInWithToken(page, token, '/account-transfer');
  // The site is Japanese; the Chinese page is in simplified Chinese, and so are the server's messages.
  await expect(page.getByRole('heading', { level: 1, name: zh.title })).toBeVisible();
  await expect(page.locator('div[lang="zh-CN"]')).toBeVisible();
  await expect(headerBalance(page)).toHaveText('0');

  await legacyLogin(page, zh, 'jsy_wang', LEGACY_SECRET);
  await expect(stepHeading(page)).toHaveText(new RegExp(zh.card.heading));
  const since = new Date(Date.now() - 1000);
  await checkCard(page, zh, '王小明', '8888');
  await expect(stepHeading(page)).toHaveText(new RegExp(zh.code.heading));
  await expect(page.getByTestId('migration-code-intro')).toContainText('wa***@example.test');
  const code = await mailedCode('wang.legacy@example.test', since);

  // A wrong code first: the server's Chinese message on the field.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(zh.code.code, { exact: true }).fill(wrong);
  await page.getByRole('button', { name: zh.code.submit, exact: true }).click();
  await expect(page.locator('#migration-code-error')).toContainText('验证码');
  await shot(page, testInfo, 'migration-zh-step3-error');
  await page.getByLabel(zh.code.code, { exact: true }).fill(code);
  await page.getByRole('button', { name: zh.code.submit, exact: true }).click();

  await expect(stepHeading(page)).toHaveText(new RegExp(zh.confirm.heading));
  await expect(page.getByTestId('migration-summary')).toContainText('54,321');
  const attach = page.getByRole('radio', { name: new RegExp(zh.confirm.attach) });
  await expect(attach).toBeChecked();
  await expect(page.getByText(fill(zh.confirm.attachDetail, { username: member.username }))).toBeVisible();
  // Choosing "new" shows its fields; back to "attach" hides them.
  await page.getByRole('radio', { name: new RegExp(zh.confirm.create) }).check();
  await expect(page.getByLabel(zh.confirm.username, { exact: true })).toBeVisible();
  await attach.check();
  await expect(page.getByLabel(zh.confirm.username, { exact: true })).toHaveCount(0);
  await shot(page, testInfo, 'migration-zh-step4');
  await page.getByRole('button', { name: zh.confirm.submit, exact: true }).click();

  const done = page.getByTestId('migration-done');
  await expect(stepHeading(page)).toHaveText(zh.done.heading);
  await expect(done.getByTestId('migration-moved')).toHaveText('54,321');
  await expect(done.getByTestId('migration-into')).toHaveText(member.username);
  await expect(done).toContainText(fill(zh.done.attached, { username: member.username }));
  await expect(headerBalance(page)).toHaveText('54,321');
  await shot(page, testInfo, 'migration-zh-done');
});

test('@mobile-only the Chinese page follows a zh-TW site, and an unknown legacy account is told in Chinese', async ({
  page,
}, testInfo) => {
  await page.goto('/account-transfer');
  await expect(page.getByRole('heading', { level: 1, name: zh.title })).toBeVisible();
  await legacyLogin(page, zh, 'jsy_nobody', 'whatever-2026');
  await expect(page.locator('#migration-password-error')).toContainText('旧平台');
  await shot(page, testInfo, 'migration-zh-step1-error');

  await page.evaluate(() => localStorage.setItem('lang', 'zh-TW'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: tw.title })).toBeVisible();
  await shot(page, testInfo, 'migration-tw-step1');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/** The flow's answers, played in the browser so the mobile layout of every step can be seen without moving an account. */
async function playFlow(page: Page) {
  const flow = {
    flowId: 'A'.repeat(43),
    step: 'validated',
    maskedEmail: 'ta***@example.test',
    resendAfterSeconds: 0,
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  };
  const answer = (route: Route, data: unknown) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'success', data }) });
  await page.route('**/v2/app/jsy/transfer/validate', (route) => answer(route, flow));
  await page.route('**/v2/app/jsy/transfer/validate/card', (route) => answer(route, { ...flow, step: 'card_checked' }));
  await page.route('**/v2/app/jsy/transfer/resend/validate/code', (route) =>
    answer(route, { ...flow, step: 'card_checked', resendAfterSeconds: 60 }),
  );
  await page.route('**/v2/app/jsy/transfer/login', (route) =>
    answer(route, { ...flow, step: 'code_checked', summary: { legacyUsername: 'jsy_tanaka', balance: 12345 } }),
  );
  await page.route('**/v2/app/jsy/transfer/confirm', (route) =>
    answer(route, {
      legacyUsername: 'jsy_tanaka',
      userId: '1',
      username: 'tanakahanako2026',
      movedCoins: 12345,
      created: true,
      token: null,
    }),
  );
}

test('@mobile-only every step of the Japanese page at 390 px', async ({ page }, testInfo) => {
  await playFlow(page);
  await page.goto('/account-transfer-jp');
  await expect(page.getByRole('heading', { level: 1, name: ja.title })).toBeVisible();
  await shot(page, testInfo, 'migration-jp-step1');
  await legacyLogin(page, ja, 'jsy_tanaka', LEGACY_SECRET);
  await expect(stepHeading(page)).toBeFocused();
  await shot(page, testInfo, 'migration-jp-step2');
  await checkCard(page, ja, 'TANAKA HANAKO', '4321');
  await expect(stepHeading(page)).toHaveText(new RegExp(ja.code.heading));
  await shot(page, testInfo, 'migration-jp-step3');
  await page.getByLabel(ja.code.code, { exact: true }).fill('123456');
  await page.getByRole('button', { name: ja.code.submit, exact: true }).click();
  await expect(stepHeading(page)).toHaveText(new RegExp(ja.confirm.heading));
  await page.getByLabel(ja.confirm.username, { exact: true }).fill('tanakahanako2026');
  await page.getByLabel(ja.confirm.password, { exact: true }).fill('Moved#2026hall');
  await page.getByLabel(ja.confirm.confirmPassword, { exact: true }).fill('Moved#2026hall');
  await shot(page, testInfo, 'migration-jp-step4');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: ja.confirm.submit, exact: true }).click();
  await expect(stepHeading(page)).toHaveText(ja.done.heading);
  await expect(page.getByTestId('migration-moved')).toHaveText('12,345');
  await shot(page, testInfo, 'migration-jp-done');
});
