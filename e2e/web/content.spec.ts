import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium, request as playwrightRequest, type Page } from '@playwright/test';
import type jaContent from '../../apps/web/src/locales/ja-JP/content.json';
import { BASE_URL, catalogue, expect, newMember, registerByApi, signInWithToken, snap, test } from '../support.ts';

/**
 * Content and station letters against the real server with the demo content seeded
 * (scripts/e2e-server.mjs sets SEED_DEMO): home carousel and notice ticker, guide tabs by
 * address, FAQ search, the letter badge, and the installable app (manifest, service worker,
 * offline page). Each in Japanese, English and Traditional Chinese, desktop and mobile.
 */
type ContentCatalogue = typeof jaContent;
function contentCatalogue(language: string): ContentCatalogue {
  const file = path.join(import.meta.dirname, '../../apps/web/src/locales', language, 'content.json');
  return JSON.parse(readFileSync(file, 'utf8')) as ContentCatalogue;
}

const LANGUAGES = [
  { code: 'ja-JP', suffix: 'Jp', search: 'パスワード' },
  { code: 'en-US', suffix: 'En', search: 'password' },
  { code: 'zh-TW', suffix: 'ZhTW', search: '密碼' },
] as const;

async function inLanguage(page: Page, code: string) {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), code);
}

async function api(pathName: string, data: unknown, token?: string) {
  const context = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'X-XSRF-TOKEN': 'e2e', Cookie: 'XSRF-TOKEN=e2e', ...(token ? { TOKEN: token } : {}) },
  });
  try {
    const body = (await (await context.post(pathName, { data })).json()) as { code: number; msg: string; data: any };
    expect(body.code, `${pathName}: ${body.msg}`).toBe(200);
    return body.data;
  } finally {
    await context.dispose();
  }
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

/** CSP violations and uncaught errors end up in the console: none are allowed on these pages. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const language of LANGUAGES) {
  test.describe(`content in ${language.code}`, () => {
    test('home: hero, banners, notice ticker and promotions', async ({ page }, testInfo) => {
      const problems = watchConsole(page);
      const ct = contentCatalogue(language.code);
      const banners = (await api('/v2/app/banner/query', {})) as Array<Record<string, string>>;
      const notices = (await api('/v2/app/notice/query', { pageSize: 5 })).list as Array<Record<string, string>>;
      expect(banners.length).toBeGreaterThanOrEqual(3);
      await inLanguage(page, language.code);
      await page.goto('/');

      const hero = page.getByTestId('home-hero-image');
      await expect(hero).toBeVisible();
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.getByTestId('banner-slide')).toHaveCount(banners.length);
      await expect(page.getByTestId('banner-slide').first()).toContainText(banners[0]![`title${language.suffix}`]!);

      const ticker = page.getByTestId('notice-ticker');
      await expect(ticker.getByRole('heading', { name: ct.home.notices })).toBeAttached();
      const shownTitles = notices.map((notice) => notice[`title${language.suffix}`]!);
      await expect(ticker.getByRole('link').first()).toHaveText(new RegExp(shownTitles.map(escape).join('|')));
      await expect(page.getByTestId('home-promotions').getByRole('link')).toHaveCount(4);

      // The carousel moves by its buttons and by swiping (a scroll of the snap row).
      await page.getByRole('button', { name: ct.carousel.pause }).click();
      await page.getByRole('button', { name: ct.carousel.goTo.replace('{{index}}', '2') }).click();
      await expect(page.getByRole('button', { name: ct.carousel.goTo.replace('{{index}}', '2') })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await page.getByTestId('home-carousel').evaluate((row) => row.scrollTo({ left: row.clientWidth * 3 }));
      await expect(page.getByRole('button', { name: ct.carousel.goTo.replace('{{index}}', '4') })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await page.getByTestId('home-carousel').evaluate((row) => row.scrollTo({ left: 0 }));
      await expect(page.getByRole('button', { name: ct.carousel.goTo.replace('{{index}}', '1') })).toHaveAttribute(
        'aria-current',
        'true',
      );

      // Our bands stay inside the viewport (the games rows in the middle belong to the game hall's suite).
      for (const testId of ['home-carousel', 'notice-ticker', 'home-promotions']) {
        const box = await page.getByTestId(testId).boundingBox();
        expect(box!.x, testId).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, testId).toBeLessThanOrEqual(page.viewportSize()!.width);
      }
      await snap(page, testInfo, `content-home-${language.code}`);

      // The ticker leads to the notice.
      await ticker.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/game\/notice\?id=\d+$/);
      await expect(page.getByTestId('content-detail').getByRole('heading', { level: 2 })).toBeFocused();
      await snap(page, testInfo, `content-notice-${language.code}`);
      expect(problems).toEqual([]);
    });

    test('guide tabs are addressed by tabIndex', async ({ page }, testInfo) => {
      const ct = contentCatalogue(language.code);
      await inLanguage(page, language.code);
      await page.goto('/game/guide/2');
      const tabs = page.getByRole('navigation', { name: ct.guide.tabsLabel });
      await expect(tabs.getByRole('link', { name: ct.guide.topics.games })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('guide-topic').getByRole('heading', { level: 2 })).toHaveText(ct.guide.topics.games);
      await expect(page.getByTestId('guide-topic').getByRole('heading', { level: 3 }).first()).toBeVisible();

      await tabs.getByRole('link', { name: ct.guide.topics.accounts }).click();
      await expect(page).toHaveURL(/\/game\/guide\/4$/);
      await expect(page.getByTestId('guide-topic').getByRole('heading', { level: 2 })).toHaveText(ct.guide.topics.accounts);
      // An index out of range shows the first tab.
      await page.goto('/game/guide/99');
      await expect(tabs.getByRole('link', { name: ct.guide.topics.deposits })).toHaveAttribute('aria-current', 'page');
      await expectNoHorizontalScroll(page);
      await snap(page, testInfo, `content-guide-${language.code}`);
    });

    test('FAQ: search narrows the accordion, entries open by keyboard', async ({ page }, testInfo) => {
      const ct = contentCatalogue(language.code);
      await inLanguage(page, language.code);
      await page.goto('/game/guide/faq');
      const list = page.getByTestId('faq-list');
      await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(9);
      const all = await list.getByRole('listitem').count();

      await page.getByLabel(ct.faq.search).fill(language.search);
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(language.search).replace(/%/g, '%')}`));
      await expect.poll(() => list.getByRole('listitem').count()).toBeLessThan(all);
      const first = list.locator('summary').first();
      await expect(first).toContainText(language.search, { ignoreCase: true });
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(list.locator('details').first()).toHaveAttribute('open', '');

      await page.getByLabel(ct.faq.search).fill('zzqqxx');
      await expect(page.getByText(ct.faq.noResults.replace('{{query}}', 'zzqqxx'))).toBeVisible();
      await page.getByLabel(ct.faq.search).fill(language.search);
      await expectNoHorizontalScroll(page);
      await snap(page, testInfo, `content-faq-${language.code}`);
    });

    test('a letter marked read decreases the badge', async ({ page, clientIp }, testInfo) => {
      const c = catalogue(language.code);
      const ct = contentCatalogue(language.code);
      // A guest sees the sign-in prompt, not an empty inbox.
      await inLanguage(page, language.code);
      await page.goto('/user/station-letter');
      await expect(page.getByText(ct.letters.signIn)).toBeVisible();
      await expect(page.getByTestId('letters-sign-in')).toBeVisible();

      // A real event sends the letter: a sandbox deposit is paid.
      const member = newMember();
      const token = await registerByApi(member, clientIp);
      const { order } = await api('/v2/app/pay/order', { channel: 'sandbox', amount: 3000, idempotencyKey: randomUUID() }, token);
      const paid = await fetch(`${BASE_URL}/sandbox-pay/${order.orderSn}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);

      await signInWithToken(page, token, '/');
      const badge = page.getByTestId('letter-badge');
      await expect(badge).toHaveAccessibleName(c.header.unreadLetters.replace('{{count}}', '1'));
      await expect(page.getByTestId('letter-badge-count')).toHaveText('1');
      await snap(page, testInfo, `content-letter-badge-${language.code}`);

      await badge.click();
      await expect(page).toHaveURL(/\/user\/station-letter$/);
      await expect(page.getByTestId('letters-unread')).toHaveText(ct.letters.unreadCount.replace('{{count}}', '1'));
      await snap(page, testInfo, `content-letters-${language.code}`);
      await page.getByTestId('letter-row').first().click();
      await expect(page.getByTestId('letter-detail')).toContainText(order.orderSn);
      await expect(page.getByTestId('letter-badge-count')).toHaveCount(0);
      await expect(badge).toHaveAccessibleName(c.header.unreadLetters.replace('{{count}}', '0'));
      await snap(page, testInfo, `content-letter-${language.code}`);

      // Delete it: the inbox is empty.
      await page.getByRole('button', { name: ct.letters.delete }).click();
      await page.getByRole('dialog').getByRole('button', { name: ct.letters.delete }).click();
      await expect(page).toHaveURL(/\/user\/station-letter$/);
      await expect(page.getByText(ct.letters.empty)).toBeVisible();
    });
  });
}

// Playwright reads a fixture's dependencies from its first parameter: this test needs none.
// eslint-disable-next-line no-empty-pattern
test('the site is an installable app with an offline page @desktop-only', async ({}, testInfo) => {
  const manifest = await (await fetch(`${BASE_URL}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ name: 'Amigo Hall', start_url: '/?source=pwa', display: 'standalone' });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const sw = await fetch(`${BASE_URL}/sw.js`);
  expect(sw.headers.get('content-type')).toContain('javascript');

  // Chromium never offers installation in an incognito-like context: use a real profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'amigo-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    baseURL: BASE_URL,
    locale: 'ja-JP',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/download');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${BASE_URL}/sw.js`);
    // Chromium's own verdict: no installability errors.
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors,
      )
      .toEqual([]);
    await expect(page.getByTestId('site-qr')).toBeVisible();
    await snap(page, testInfo, 'content-download');

    // Offline, a page visit gets the offline page from the service worker.
    await context.setOffline(true);
    await page.goto('/game/notice').catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('You are offline');
    // Drawn whole from the cache: its own stylesheet (the hall's night background) and the app icon.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(7, 6, 26)');
    await expect
      .poll(() => page.locator('main img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await snap(page, testInfo, 'content-offline');
    await context.setOffline(false);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the download page offers the install button and the QR code on phones @mobile-only', async ({ page }, testInfo) => {
  await page.goto('/download');
  await expect(page.getByTestId('site-qr')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'content-download');
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
