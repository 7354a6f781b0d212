import { readFileSync } from 'node:fs';
import { expect, newMember, registerByApi, signInAndEnrol, snap, test } from '../support.ts';

/**
 * The dashboard (issue 21) at 1280 and 390 px: a finance officer (one account per Playwright
 * project, created by scripts/e2e-server.mjs) reads today's figures with FTD, NGR and the players'
 * balance liability, downloads the daily report as CSV, and follows a queue's size to its queue.
 */
test('the dashboard: figures, CSV export, queue links', async ({ page, clientIp }, testInfo) => {
  test.setTimeout(60_000);
  await registerByApi(newMember(), clientIp);
  await signInAndEnrol(page, `e2e-dashboard-${testInfo.project.name}`);

  const today = page.getByRole('region', { name: /^本日/ });
  for (const figure of [
    '新規登録',
    '初回入金（人）',
    '初回入金額',
    'GGR',
    'ボーナス',
    'リベート',
    'NGR',
    'プレイヤー残高（負債）',
  ]) {
    await expect(today.getByText(figure, { exact: true })).toBeVisible();
  }
  const daily = page.getByRole('table', { name: '日別レポート（過去30日間）' });
  await expect(daily.getByRole('row')).toHaveCount(31);
  await expect(page.getByRole('heading', { name: '代理店別（過去30日間）' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '日別レポート（過去30日間）を CSV でダウンロード' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^daily-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    '日付,新規登録,初回入金（人）,初回入金額,入金,出金,ベット,払い出し,GGR,ボーナス,リベート,NGR,アクティブプレイヤー',
  );
  expect(lines).toHaveLength(31);
  expect(Number(lines[1]!.split(',')[1])).toBeGreaterThanOrEqual(1);

  const noPageScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  expect(noPageScroll).toBe(true);
  await snap(page, testInfo, 'console-dashboard-figures');

  await page.getByRole('link', { name: /^出金：\d+ 件を開く$/ }).click();
  await expect(page).toHaveURL(/\/console\/withdrawals$/);
});
