import type { Page } from '@playwright/test';
import { BASE_URL, expect, test } from '../support.ts';

/**
 * The boot screens of the built page (apps/web/vite.config.ts bootScreens()): "/" is painted
 * from the HTML with the home page's header and hero, which the app then replaces in place;
 * every other address gets the plain boot screen. Checked at both widths.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element): Box => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    });

test('the home page is painted from the HTML with its hero, and other addresses get the plain boot screen', async ({
  request,
}) => {
  const home = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(home).toMatch(/<div id="boot"[\s\S]*<img[^>]*src="\/hero\/hall-hero-800\.webp"[^>]*fetchpriority="high"/);
  for (const address of ['/game/notice', '/user/station-letter', '/no/such/page']) {
    const page = await (await request.get(address, { headers: { accept: 'text/html' } })).text();
    expect(page, address).toContain('<div id="boot"');
    expect(page, address).not.toContain('/hero/hall-hero-800.webp');
  }
  // The code is fetched after what the first paint needs.
  expect(home).toMatch(/<script type="module" crossorigin fetchpriority="low" src="\/assets\//);
});

test('the app puts its header and hero exactly where the boot screen painted them', async ({ browser }, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
  const options = { viewport, isMobile: testInfo.project.use.isMobile, locale: 'ja-JP', baseURL: BASE_URL };

  // The boot screen alone: the page's code never arrives.
  const staticContext = await browser.newContext(options);
  const staticPage = await staticContext.newPage();
  await staticPage.route('**/assets/*.js', (route) => route.abort());
  await staticPage.goto('/');
  const bootHero = staticPage.locator('#boot img');
  await expect.poll(() => bootHero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const bootBoxes = { hero: await boxOf(staticPage, '#boot img'), header: await boxOf(staticPage, '#boot header') };
  await staticContext.close();

  // The app, watched for layout shifts from the first paint on.
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('home-hero-image')).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
  expect(await boxOf(page, '[data-testid="home-hero-image"]')).toEqual(bootBoxes.hero);
  expect(await boxOf(page, 'header')).toEqual(bootBoxes.header);
  // The banners, notices and promotions arrive without moving what is on screen.
  await expect(page.getByTestId('banner-slide').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  await context.close();
});
