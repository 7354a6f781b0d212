import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { snap } from '../support.ts';

/**
 * The operator console shell at /console/: its layout, navigation, sign-in page and language
 * switch. The browser locale is ja-JP, so the console opens in Japanese. The operator API is
 * stubbed in the browser with a signed-in owner and empty queues (the real sign-in with TOTP and
 * the real queues are in console-queues.spec.ts), so these tests are about the shell only.
 */
const SECTIONS = [
  { path: '/console/', title: 'ダッシュボード' },
  { path: '/console/kyc', title: '本人確認審査' },
  { path: '/console/withdrawals', title: '出金審査' },
  { path: '/console/deposits', title: '入金確認' },
  { path: '/console/agent-applications', title: '代理店申請' },
  { path: '/console/risk', title: 'リスクアラート' },
  { path: '/console/members', title: '会員管理' },
  { path: '/console/content', title: 'コンテンツ管理' },
  { path: '/console/letters', title: 'メッセージ' },
  { path: '/console/games', title: 'ゲーム管理' },
  { path: '/console/legacy-import', title: '旧アカウント取込' },
  { path: '/console/audit-log', title: '監査ログ' },
  { path: '/console/staff', title: 'スタッフ管理' },
] as const;

const STUB_OWNER = {
  id: '1',
  username: 'owner',
  displayName: 'Stub Owner',
  roles: ['owner'],
  permissions: [
    'dashboard.read',
    'members.read',
    'members.lock',
    'balance.adjust',
    'balance.approve',
    'kyc.review',
    'withdrawals.review',
    'deposits.review',
    'agents.review',
    'risk.review',
    'content.write',
    'letters.send',
    'games.manage',
    'audit.read',
    'staff.manage',
  ],
  totpEnrolled: true,
  verified: true,
};
const zeroDay = (day: string) => ({
  day,
  registrations: 0,
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
  ftdCount: 0,
  ftdAmount: 0,
  bonuses: 0,
  rebates: 0,
  ngr: 0,
  activePlayers: 0,
});
const days = Array.from({ length: 30 }, (_, i) => zeroDay(new Date(Date.UTC(2026, 3, 1 + i)).toISOString().slice(0, 10)));
const STUBS: Record<string, unknown> = {
  '/v2/admin/auth/me': STUB_OWNER,
  '/v2/admin/dashboard': {
    today: days[29],
    days,
    agents: [],
    liability: 0,
    queues: {
      kyc: 0,
      withdrawals: 0,
      deposits: 0,
      agentApplications: 0,
      adjustments: 0,
      cryptoWithdrawals: 0,
      refunds: 0,
      heldChainDeposits: 0,
      riskAlerts: 0,
    },
  },
  '/v2/admin/staff/list': [],
  '/v2/admin/machine/list': { machines: [], models: [], nextDay: '2026-05-01', floorRtp: { today: 0, next: 0 } },
};

test.beforeEach(async ({ page }) => {
  await page.route('**/v2/admin/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const data = STUBS[path] ?? { list: [], total: 0, pageNum: 1, pageSize: 20 };
    await route.fulfill({ json: { code: 200, msg: 'OK', data } });
  });
});

const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'メニュー' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('console shell', () => {
  test('the dashboard renders inside the console layout', async ({ page }, testInfo) => {
    await page.goto('/console/');
    await expect(heading(page, 'ダッシュボード')).toBeVisible();
    await expect(page.getByText('本日（2026-04-30）')).toBeVisible();
    await expect(page).toHaveTitle(/ダッシュボード/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    if (isDesktop(testInfo)) {
      await expect(mainMenu(page)).toBeVisible();
      await expect(menuButton(page)).toBeHidden();
    } else {
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(mainMenu(page)).toBeHidden();
    }
    await snap(page, testInfo, 'console-dashboard');

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: '本文へスキップ' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
  });

  test('staff sign-in shows the fields with the right autofill hints', async ({ page }, testInfo) => {
    await page.unrouteAll();
    await page.goto('/console/login');
    await expect(heading(page, 'スタッフサインイン')).toBeVisible();
    await expect(page.getByLabel('スタッフユーザー名')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('パスワード')).toHaveAttribute('autocomplete', 'current-password');
    const code = page.getByLabel('認証コード（6桁）');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    // A wrong password is refused with the server's message.
    await page.getByLabel('スタッフユーザー名').fill('nobody');
    await page.getByLabel('パスワード').fill('not-the-password');
    await page.getByRole('button', { name: 'サインイン' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await snap(page, testInfo, 'console-login');
  });

  test('a signed-out visitor is sent to sign-in', async ({ page }) => {
    await page.unrouteAll();
    await page.goto('/console/kyc');
    await expect(page).toHaveURL(/\/console\/login$/);
    await expect(heading(page, 'スタッフサインイン')).toBeVisible();
  });

  // The sidebar is the desktop navigation.
  test('the sidebar reaches every page @desktop-only', async ({ page }, testInfo) => {
    await page.goto('/console/staff');
    for (const { path, title } of SECTIONS) {
      const link = mainMenu(page).getByRole('link', { name: title, exact: true });
      await link.click();
      // React Router writes the root under a basename without the slash: /console.
      await expect(page).toHaveURL(path === '/console/' ? /\/console\/?$/ : path);
      await expect(heading(page, title)).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
    }
    await snap(page, testInfo, 'console-staff');
  });

  // The menu button is the mobile navigation.
  test('the mobile menu opens, navigates and closes @mobile-only', async ({ page }, testInfo) => {
    await page.goto('/console/');
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page)).toBeVisible();
    await snap(page, testInfo, 'console-mobile-menu');

    await mainMenu(page).getByRole('link', { name: '出金審査', exact: true }).click();
    await expect(page).toHaveURL('/console/withdrawals');
    await expect(heading(page, '出金審査')).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page)).toBeHidden();

    await menuButton(page).click();
    await page.keyboard.press('Escape');
    await expect(mainMenu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('switching the language changes the text and survives a reload', async ({ page }, testInfo) => {
    await page.goto('/console/');
    if (!isDesktop(testInfo)) await menuButton(page).click();
    await page.getByLabel('表示言語').filter({ visible: true }).selectOption('en-US');

    await expect(heading(page, 'Dashboard')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => localStorage.getItem('console.lang'))).toBe('en-US');
    await page.reload();
    await expect(heading(page, 'Dashboard')).toBeVisible();
    await snap(page, testInfo, 'console-dashboard-en-US');

    await page.goto('/console/login');
    await expect(heading(page, 'Staff sign-in')).toBeVisible();
    await page.getByLabel('Language').selectOption('ko-KR');
    await expect(heading(page, '직원 로그인')).toBeVisible();
  });

  test('an unknown console path shows the not-found page with a way back', async ({ page }) => {
    await page.goto('/console/no-such-page');
    await expect(heading(page, 'ページが見つかりません')).toBeVisible();
    await page.getByRole('link', { name: 'ダッシュボードへ戻る' }).click();
    await expect(heading(page, 'ダッシュボード')).toBeVisible();
  });
});
