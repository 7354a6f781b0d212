import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type jaCommon from '../../apps/web/src/locales/ja-JP/common.json';
import { expect, snap, test } from '../support.ts';

type Catalogue = typeof jaCommon;

/**
 * Every public route of SPEC §2 renders its page in the home or default layout, with its
 * title as the h1 and no console errors, at desktop (1280 px) and mobile (390 px) widths.
 * Texts are read from the Japanese catalogues (the default language).
 */
const localesDir = path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP');
const common = JSON.parse(readFileSync(path.join(localesDir, 'common.json'), 'utf8')) as Catalogue;
const legal = readLegal();

function readLegal(): Record<string, { title: string }> {
  try {
    return JSON.parse(readFileSync(path.join(localesDir, 'legal.json'), 'utf8')) as Record<string, { title: string }>;
  } catch {
    return {};
  }
}

/** The h1 of an account-transfer page, from its fixed language's catalogue. */
function migrationTitle(language: string): string {
  const file = path.join(localesDir, '..', language, 'migration.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { title: string }).title;
}

/** The h1 of a legal page: the document's title, or the "in preparation" notice when it is missing. */
function legalTitle(key: string): string {
  return legal[key]?.title ?? common.legal.unavailableTitle;
}

const PUBLIC_ROUTES: Array<{ path: string; name: string; heading: string }> = [
  { path: '/', name: 'home', heading: common.home.hero.title },
  { path: '/about/about-us', name: 'about-us', heading: legalTitle('aboutUs') },
  { path: '/about/privacy-policy', name: 'about-privacy-policy', heading: legalTitle('privacy') },
  { path: '/about/user-agreement', name: 'about-user-agreement', heading: legalTitle('terms') },
  { path: '/about/responsible-game', name: 'about-responsible-game', heading: legalTitle('responsibleGaming') },
  { path: '/about/discount-statute', name: 'about-discount-statute', heading: legalTitle('discountStatute') },
  // The account-transfer pages speak their own language (features/migration): Chinese (zh-CN on a Japanese site), Japanese.
  { path: '/account-transfer', name: 'account-transfer', heading: migrationTitle('zh-CN') },
  { path: '/account-transfer-jp', name: 'account-transfer-jp', heading: migrationTitle('ja-JP') },
  { path: '/activity', name: 'activity', heading: common.routes.activity },
  { path: '/download', name: 'download', heading: common.routes.download },
  { path: '/game/guide', name: 'guide', heading: common.routes.guide },
  { path: '/game/guide/2', name: 'guide-tab-2', heading: common.routes.guide },
  { path: '/game/guide/deposit', name: 'guide-deposit', heading: common.routes.depositGuide },
  { path: '/game/guide/faq', name: 'guide-faq', heading: common.routes.faq },
  { path: '/game/promotion', name: 'promotion', heading: common.routes.promotion },
  { path: '/game/notice', name: 'notice', heading: common.routes.notice },
  { path: '/privacy-policy', name: 'privacy-policy', heading: legalTitle('privacy') },
  { path: '/terms-conditions', name: 'terms-conditions', heading: legalTitle('terms') },
  { path: '/responsible-gaming', name: 'responsible-gaming', heading: legalTitle('responsibleGaming') },
  { path: '/user/station-letter', name: 'station-letter', heading: common.routes.stationLetter },
  { path: '/user-agreement', name: 'user-agreement', heading: legalTitle('terms') },
  { path: '/springboard', name: 'springboard', heading: common.routes.springboard },
  { path: '/login', name: 'login', heading: common.routes.login },
];

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const route of PUBLIC_ROUTES) {
  test(`public route ${route.path} renders`, async ({ page }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto(route.path);
    // A modal dialog hides the page from assistive technology, so read the h1 by tag there.
    await expect(page.locator('h1', { hasText: route.heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${route.path === '/' ? '/$' : route.path.replaceAll('/', '\\/')}`));
    if (route.path === '/login') {
      // The login route opens the auth dialog over its page.
      await expect(page.getByRole('dialog')).toBeVisible();
    } else {
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.waitForLoadState('networkidle');
    await snap(page, testInfo, `route-${route.name}`);
    expect(errors).toEqual([]);
  });
}

test('the page has no horizontal scroll', async ({ page }) => {
  for (const path of ['/', '/about/about-us', '/game/guide/deposit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('an unknown path shows the not-found page with a working link home', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: common.notFound.title })).toBeVisible();
  await snap(page, testInfo, 'not-found');
  await page.getByRole('link', { name: common.notFound.backHome }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: common.home.hero.title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the page scrolls to top on a route change', async ({ page }) => {
  await page.goto('/about/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.locator('footer').getByRole('link', { name: common.routes.faq }).click();
  await expect(page.getByRole('heading', { level: 1, name: common.routes.faq })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
