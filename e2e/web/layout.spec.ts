import { catalogue, expect, snap, test } from '../support.ts';

/** SPEC §2: desktop layout from 768 px, mobile below with a bottom bar (?token= sign-in: sign-in-link.spec.ts). */
const common = catalogue('ja-JP');

test('mobile shows the bottom navigation, desktop the menu bar instead', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const bottomNav = page.getByRole('navigation', { name: common.menus.bottomNav });
  const menuBar = page.locator('header').getByRole('navigation', { name: common.menus.gameMenu });
  if (testInfo.project.name === 'mobile') {
    await expect(bottomNav).toBeVisible();
    await expect(bottomNav.getByRole('link')).toHaveCount(5);
    await expect(menuBar).toHaveCount(0);
    await bottomNav.getByRole('link', { name: common.bottomNav.promotion }).click();
    await expect(page.getByRole('heading', { level: 1, name: common.routes.promotion })).toBeVisible();
    await expect(bottomNav.getByRole('link', { name: common.bottomNav.promotion })).toHaveAttribute('aria-current', 'page');
  } else {
    await expect(bottomNav).toHaveCount(0);
    await expect(menuBar).toBeVisible();
    await menuBar.getByRole('link', { name: common.routes.promotion }).click();
    await expect(page.getByRole('heading', { level: 1, name: common.routes.promotion })).toBeVisible();
  }
  await snap(page, testInfo, 'layout-promotion');
});

// Keyboard navigation is checked on desktop.
test('the skip link jumps to the main content @desktop-only', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: common.app.skipToContent });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('POST calls send the XSRF cookie value in the X-XSRF-TOKEN header', async ({ page, context }) => {
  const request = page.waitForRequest('**/v2/app/platform/config');
  await page.goto('/');
  const sent = (await request).headers()['x-xsrf-token'];
  expect(sent).toBeTruthy();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value).toBe(sent);
});

test('the browser keeps one HttpOnly device cookie across pages (decision 0020)', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const device = async () => (await context.cookies()).find((cookie) => cookie.name === 'AMIGO-DEVICE');
  const first = await device();
  // The id and its signature (decision 0020).
  expect(first?.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
  expect(first).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  // About 400 days: the longest a browser keeps a cookie.
  expect(first!.expires).toBeGreaterThan(Date.now() / 1000 + 399 * 86_400);
  // Scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('AMIGO-DEVICE');
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await device())?.value).toBe(first!.value);
});
