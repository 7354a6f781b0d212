import type { Page } from '@playwright/test';
import { expect, snap, test, totp } from '../support.ts';

/**
 * Issue 18 §2: on the floor page a games manager plans a pachislot's setting for the next business
 * day; today's committed setting stays as it was, and the floor's average RTP is shown for both
 * days. One games account per Playwright project (scripts/e2e-server.mjs). 1280 and 390 px.
 */
const PASSWORD = process.env.E2E_STAFF_PASSWORD ?? 'E2e-Console-Owner-0427';

async function signInAndEnrol(page: Page, username: string) {
  await page.goto('/console/login');
  await page.getByLabel('スタッフユーザー名').fill(username);
  await page.getByLabel('パスワード').fill(PASSWORD);
  await page.getByRole('button', { name: 'サインイン' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('認証コード（6桁）').fill(totp(secret));
  await page.getByRole('button', { name: '確認してサインイン' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
}

test('a setting change applies from the next business day', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signInAndEnrol(page, `e2e-games-${testInfo.project.name}`);
  await page.goto('/console/games');
  await expect(page.getByRole('heading', { level: 1, name: 'ゲーム管理' })).toBeVisible();
  await expect(page.getByTestId('floor-rtp')).toContainText('%');

  // A pachislot (settings 1–6) that is in service: the select is enabled.
  const select = page.locator('select[id^="setting-"]:not([disabled])').first();
  const machineId = (await select.getAttribute('id'))!.replace('setting-', '');
  const today = (await page.getByTestId(`setting-today-${machineId}`).textContent())!.trim();
  const planned = (await select.inputValue()) === '1' ? '2' : '1';
  await select.selectOption(planned);
  await expect(select).toHaveValue(planned);
  await expect(page.getByTestId(`setting-today-${machineId}`)).toHaveText(today);
  await select.scrollIntoViewIfNeeded();
  await snap(page, testInfo, `console-floor-settings-${testInfo.project.name}`);
});
