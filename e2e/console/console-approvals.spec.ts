import { randomUUID } from 'node:crypto';
import { type Browser, type Page, type TestInfo } from '@playwright/test';
import { apiCall, expect, memberApi, newMember, registerByApi, signInAndEnrol, snap, test } from '../support.ts';

/**
 * The money controls' one approval queue (issue 26 §2), at both widths: a finance member confirms
 * a 150,000-yen manual deposit, which passes the threshold (100,000) and waits instead of
 * crediting; they see it on the Approvals screen without buttons (never their own approver). A
 * second finance member approves it there through the confirm step (Reject is apart from Approve),
 * reads the success line, and the member's balance shows the coins once.
 */
async function staffPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndEnrol(page, username);
  return page;
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  await snap(page, testInfo, `${name}-${testInfo.project.name}`);
}

test('a manual deposit above the threshold waits for a second approver in the Approvals queue', async ({
  page,
  browser,
  clientIp,
}, testInfo) => {
  test.setTimeout(180_000);
  const member = newMember();
  const api = await memberApi(await registerByApi(member, clientIp), clientIp);
  const deposit = await apiCall(api, '/v2/app/pay/order', {
    channel: 'manual_bank',
    amount: 150_000,
    idempotencyKey: randomUUID(),
  });
  const orderSn = deposit.order.orderSn as string;
  await apiCall(api, '/v2/app/pay/manual/submit', { orderSn, payerName: 'ヤマダ タロウ' });

  // The requester confirms it: it waits, nothing is credited, and the queue says so.
  await signInAndEnrol(page, `e2e-requester-${testInfo.project.name}`);
  await page.goto('/console/deposits');
  const row = page.getByTestId(`deposit-${orderSn}`);
  await row.getByRole('button', { name: '確認して入金' }).click();
  await row.getByRole('group', { name: '確認して入金' }).getByRole('button', { name: '入金を反映する' }).click();
  await expect(page.getByRole('status').filter({ hasText: '別のスタッフの承認待ち' })).toBeVisible();
  expect((await apiCall(api, '/v2/app/user/info', {})).balance).toBe(0);

  // On the Approvals screen the requester sees their own item with no buttons.
  await page.goto('/console/approvals');
  await expect(page.getByRole('heading', { level: 1, name: '承認待ち' })).toBeVisible();
  const own = page.locator('tr', { hasText: orderSn });
  await expect(own).toContainText('手動入金');
  await expect(own).toContainText('150,000');
  await expect(own.getByRole('button', { name: '承認' })).toHaveCount(0);
  await shoot(page, testInfo, 'console-approvals-requester');

  // A second finance member approves it through the confirm step, by keyboard.
  const approver = await staffPage(browser, `e2e-approver-${testInfo.project.name}`);
  await approver.goto('/console/approvals');
  const item = approver.locator('tr', { hasText: orderSn });
  await expect(item.getByRole('button', { name: '却下' })).toBeVisible();
  const approve = item.getByRole('button', { name: '承認', exact: true });
  await approve.focus();
  await approver.keyboard.press('Enter');
  const question = item.getByRole('group', { name: '承認' });
  await expect(question).toContainText('この手動入金を承認しますか？');
  await expect(question).toContainText('150,000');
  await shoot(approver, testInfo, 'console-approvals-confirm');
  await question.getByRole('button', { name: '承認して実行' }).click();
  await expect(approver.getByRole('status').filter({ hasText: '承認しました：手動入金' })).toBeVisible();
  await expect(item).toBeHidden();
  expect((await apiCall(api, '/v2/app/user/info', {})).balance).toBe(150_000);

  // Applied items are listed under their status.
  await approver.getByRole('button', { name: '実行済み' }).click();
  await expect(approver.locator('tr', { hasText: orderSn })).toBeVisible();
  await shoot(approver, testInfo, 'console-approvals-applied');
  await approver.context().close();
});
