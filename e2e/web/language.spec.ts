import { readFileSync } from 'node:fs';
import path from 'node:path';
import type jaCommon from '../../apps/web/src/locales/ja-JP/common.json';
import { expect, snap, test } from '../support.ts';

type Catalogue = typeof jaCommon;

/**
 * SPEC §1: seven languages; the choice is stored under `lang` in localStorage and the page
 * reloads in it. Each switch must change the visible text and survive a reload.
 */
const LANGUAGES = [
  { code: 'en-US', name: 'English' },
  { code: 'ko-KR', name: '한국어' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'zh-TW', name: '繁體中文' },
  { code: 'fil-PH', name: 'Filipino' },
  { code: 'vi-VN', name: 'Tiếng Việt' },
  { code: 'ja-JP', name: '日本語' },
] as const;

function catalogue(code: string): Catalogue {
  const file = path.join(import.meta.dirname, '../../apps/web/src/locales', code, 'common.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

test('switching to each of the seven languages changes the text and persists across reload', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: catalogue('ja-JP').home.hero.title })).toBeVisible();

  for (const language of LANGUAGES) {
    const texts = catalogue(language.code);
    // The footer carries the full selector (all seven) on desktop and mobile.
    await page.locator('footer').getByRole('button').click();
    await page.getByRole('menuitemradio', { name: language.name, exact: true }).click();
    await page.waitForLoadState('load');

    await expect(page.getByRole('heading', { level: 1, name: texts.home.hero.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(language.code);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: texts.home.hero.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await snap(page, testInfo, `language-${language.code}`);
  }
});

// The compact selector is the mobile header's.
test('the compact selector shows Vietnamese and Filipino as labelled icons @mobile-only', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.locator('header').getByRole('button', { name: /言語/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveCount(6);
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
  const vietnamese = menu.getByRole('menuitemradio', { name: 'Tiếng Việt' });
  await expect(vietnamese).toBeVisible();
  // Icon only: the name comes from aria-label, no visible text.
  expect((await vietnamese.innerText()).trim()).toBe('');
  await snap(page, testInfo, 'compact-language-selector');
  await vietnamese.click();
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
  await expect(page.getByRole('heading', { level: 1, name: catalogue('vi-VN').home.hero.title })).toBeVisible();
});

test('API calls carry the chosen language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'zh-TW'));
  const request = page.waitForRequest('**/v2/app/platform/config');
  await page.goto('/');
  expect((await request).headers()['accept-language']).toBe('zh-TW');
});
