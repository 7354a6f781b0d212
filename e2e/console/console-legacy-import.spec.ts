import { randomBytes } from 'node:crypto';
import { expect, snap, test, totp } from '../support.ts';

/**
 * Legacy accounts imported from the console (issue 10): a compliance officer (created by
 * scripts/e2e-server.mjs, enrolling TOTP here) uploads a CSV with one good and one bad row,
 * checks it (a dry run), then imports it. Desktop only.
 */
const STAFF = {
  username: 'e2e-compliance',
  password: process.env.E2E_STAFF_PASSWORD ?? 'E2e-Console-Owner-0427',
};

test('a compliance officer checks and imports a legacy CSV @desktop-only', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const tag = randomBytes(3).toString('hex');
  const good = `jsy_good_${tag}`;
  const bad = `jsy_bad_${tag}`;
  const csv = [
    'legacy_username,password_hash,secret,email,phone,holder_name,card_last4,balance',
    `${good},,Move-Me-2026,${good}@legacy.example.test,,"SATO, JIRO",4242,15000`,
    `${bad},,Move-Me-2026,${bad}@legacy.example.test,,SATO,42x2,100`,
  ].join('\n');

  // First sign-in: enrol TOTP with the key shown.
  await page.goto('/console/login');
  await page.getByLabel('スタッフユーザー名').fill(STAFF.username);
  await page.getByLabel('パスワード').fill(STAFF.password);
  await page.getByRole('button', { name: 'サインイン' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '二要素認証の設定' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('認証コード（6桁）').fill(totp(secret));
  await page.getByRole('button', { name: '確認してサインイン' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();

  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '旧アカウント取込' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '旧アカウント取込' })).toBeVisible();
  await expect(page.getByRole('button', { name: '取込', exact: true })).toBeDisabled();
  await page.getByLabel('CSV ファイル').setInputFiles({ name: 'legacy.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('legacy.csv を読み込みました')).toBeVisible();
  await expect(page.getByLabel('または CSV を貼り付け')).toHaveValue(csv);

  const report = page.getByTestId('legacy-report');
  const count = (label: string) =>
    report
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');

  // Check: a dry run counts and lists the bad row; nothing is written yet.
  await page.getByRole('button', { name: 'チェック', exact: true }).click();
  await expect(report.getByRole('heading', { level: 2, name: 'チェック結果' })).toBeVisible();
  await expect(count('取込予定')).toHaveText('1');
  await expect(count('取込済み（変更なし）')).toHaveText('0');
  await expect(count('除外')).toHaveText('1');
  const rejected = report.getByRole('table', { name: '除外された行' });
  await expect(rejected.getByRole('row')).toHaveCount(2);
  await expect(rejected.getByRole('row').nth(1)).toContainText(`3${bad}card_last4 must be 4 digits`);

  // Import: the good row goes in, the bad one is reported again.
  await page.getByRole('button', { name: '取込', exact: true }).click();
  await expect(report.getByRole('heading', { level: 2, name: '取込完了' })).toBeVisible();
  await expect(count('取込件数')).toHaveText('1');
  await expect(count('除外')).toHaveText('1');
  await expect(page.getByRole('button', { name: '取込', exact: true })).toBeDisabled();
  await snap(page, testInfo, 'console-legacy-import');

  // Checking the same file again: the good row is already there and stays as it is.
  await page.getByRole('button', { name: 'チェック', exact: true }).click();
  await expect(count('取込予定')).toHaveText('0');
  await expect(count('取込済み（変更なし）')).toHaveText('1');
});
