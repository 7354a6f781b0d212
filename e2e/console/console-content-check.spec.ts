import { randomBytes } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { expect, signInAndEnrol, snap, test } from '../support.ts';

/**
 * Issue 17: the console's content editor warns when an item names a machine that is not on the
 * floor. A content editor (one per Playwright project, created by scripts/e2e-server.mjs) types a
 * notice: a machine of the floor passes the check, an invented one is listed as the operator types,
 * and saving keeps the item (as a draft here) and says on the page what it names. 1280 and 390 px.
 */

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  await snap(page, testInfo, `${name}-${testInfo.project.name}`);
}

test('the content editor warns about a machine that is not on the floor, at 1280 and 390 px', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const tag = randomBytes(3).toString('hex');
  await signInAndEnrol(page, `e2e-content-${testInfo.project.name}`);
  await page.goto('/console/content');
  await expect(page.getByRole('heading', { level: 1, name: 'コンテンツ管理' })).toBeVisible();
  await page.getByRole('button', { name: '新規作成' }).click();

  const editor = page.getByRole('form', { name: '新規作成' });
  const japaneseTitle = editor.getByRole('group', { name: '日本語' }).getByLabel('タイトル');
  const englishTitle = editor.getByRole('group', { name: '英語' }).getByLabel('タイトル');
  const check = editor.getByTestId('machine-check');
  const liveWarnings = check.getByTestId('machine-warnings');

  // A machine of the floor: the check, asked as the operator types, finds nothing to say.
  await japaneseTitle.fill(`ドラゴンパールの遊び方 ${tag}`);
  await expect(check.getByRole('status')).toHaveText('この項目が名前を出している台は、すべてホールにあります。');
  await expect(liveWarnings).toBeHidden();

  // A machine the hall does not have, in two languages: listed by name, field and language.
  await japaneseTitle.fill(`新機種「ネオン・セブン」導入 ${tag}`);
  await englishTitle.fill('New machine: Neon Seven');
  await expect(liveWarnings).toBeVisible();
  await expect(liveWarnings).toContainText('ホールにない台の名前が含まれています');
  await expect(liveWarnings.getByRole('listitem')).toHaveText([
    '「ネオン・セブン」（タイトル · 日本語）はホールにない台か、稼働中の台がありません。',
    '「Neon Seven」（タイトル · 英語）はホールにない台か、稼働中の台がありません。',
  ]);
  await expect(liveWarnings).toContainText('このまま保存することもできます。');
  await liveWarnings.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'console-content-check-warning');

  // Saving is not refused: the draft is kept, and the page says what it names once the editor closes.
  await editor.getByLabel('公開する（外すと下書き）').uncheck();
  await editor.getByRole('button', { name: '保存', exact: true }).click();
  await expect(editor).toBeHidden();
  const saved = page.getByTestId('machine-warnings');
  await expect(saved).toContainText(`保存しました。ホールにない台の名前が含まれています： 新機種「ネオン・セブン」導入 ${tag}`);
  await expect(saved.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: tag })).toContainText('下書き');
  await shoot(page, testInfo, 'console-content-saved-with-warning');
  await saved.getByRole('button', { name: '閉じる' }).click();
  await expect(saved).toBeHidden();
});
