import { expect, signInAndEnrol, snap, test } from '../support.ts';

/**
 * Issue 18 §2: on the floor page a games manager plans a pachislot's setting for the next business
 * day; today's committed setting stays as it was, and the floor's average RTP is shown for both
 * days. One games account per Playwright project (scripts/e2e-server.mjs). 1280 and 390 px.
 */

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
