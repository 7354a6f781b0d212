import { defineConfig } from '@playwright/test';

/**
 * Browser tests run on Debian's Chromium (/usr/bin/chromium), never a downloaded browser.
 * The server is the real built one (apps/server/dist) on an embedded database in a
 * throw-away data folder, started by scripts/e2e-server.mjs.
 */
const port = Number(process.env.E2E_PORT ?? 8180);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'off',
  },
  projects: [
    // Tests tagged @mobile-only / @desktop-only check what exists at one width only.
    { name: 'desktop', grepInvert: /@mobile-only/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs ${port}`,
        cwd: '..',
        url: `${baseURL}/healthz`,
        reuseExistingServer: false,
        timeout: 180_000,
        // The server logs at warn (E2E_LOG_LEVEL in scripts/e2e-server.mjs): its warnings and errors
        // (a 500, a refused upload) are printed with the run, so a CI log says what the server saw.
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
