import { request as playwrightRequest } from '@playwright/test';
import { BASE_URL, expect, issuedDeviceCookie, newMember, registerByApi, signInAndEnrol, snap, test } from '../support.ts';

/**
 * The risk queue (issue 21), at 1280 and 390 px: two members register from one browser (one device
 * cookie, decision 0020) at one address, one of
 * them deposits 500,000 coins through the sandbox provider (its largest, and RISK_LARGE_DEPOSIT_COINS
 * by default: the rule fires at its threshold). A compliance officer (one account per Playwright project, created by
 * scripts/e2e-server.mjs) runs the scan, finds the large-deposit alert with its evidence,
 * escalates it as a risk, then opens the member's file: the risk flag with the note as its reason,
 * the escalated alert, and the other member among the linked accounts (same IP and device).
 */
async function sandboxDeposit(token: string, clientIp: string, amount: number): Promise<string> {
  const api = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp, 'X-XSRF-TOKEN': 'e2e', Cookie: 'XSRF-TOKEN=e2e', token },
  });
  try {
    const created = await api.post('/v2/app/pay/order', {
      data: { channel: 'sandbox', amount, idempotencyKey: crypto.randomUUID() },
    });
    const body = (await created.json()) as { code: number; msg: string; data: { order: { orderSn: string } } };
    expect(body.code, body.msg).toBe(200);
    const orderSn = body.data.order.orderSn;
    // The sandbox checkout's "pay" button: the provider then delivers its signed webhook.
    const paid = await api.post(`/sandbox-pay/${orderSn}/pay`, { form: {}, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    return orderSn;
  } finally {
    await api.dispose();
  }
}

test('the risk queue: a large deposit is flagged, escalated, and the member file shows the flag and linked accounts', async ({
  page,
  clientIp,
}, testInfo) => {
  test.setTimeout(120_000);
  const depositor = newMember();
  const neighbour = newMember();
  // One browser: the same device cookie, as the server signed it, on both registrations.
  const deviceCookie = await issuedDeviceCookie(clientIp);
  const token = await registerByApi(depositor, clientIp, { deviceCookie });
  await registerByApi(neighbour, clientIp, { deviceCookie });
  const orderSn = await sandboxDeposit(token, clientIp, 500_000);

  await signInAndEnrol(page, `e2e-risk-${testInfo.project.name}`);
  // The dashboard's pending-queue figures include the open risk alerts, linking to the queue.
  await page.getByRole('link', { name: /^リスクアラート：\d+ 件を開く$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'リスクアラート' })).toBeVisible();
  // The scheduled scan runs every few minutes; the button runs the same rules now.
  await page.getByRole('button', { name: '今すぐスキャン' }).click();
  await expect(page.getByText(/スキャン完了/)).toBeVisible();
  await page.getByLabel('ルール').selectOption('large_deposit');
  await page.getByRole('searchbox', { name: '検索' }).fill(depositor.username);
  await page.getByRole('search').getByRole('button', { name: '検索' }).click();

  const row = page.getByTestId(`risk-alert-large_deposit-${depositor.username}`);
  await expect(row).toContainText(orderSn);
  await expect(row).toContainText('500,000');
  await snap(page, testInfo, 'console-risk-queue');

  await row.getByRole('button', { name: 'エスカレーション：リスク' }).click();
  await row.getByLabel('理由').fill('入金元の確認が必要');
  await row.getByRole('button', { name: 'このメモでリスクフラグを設定' }).click();
  await expect(row).toBeHidden();

  await page.getByRole('button', { name: 'エスカレーション済み' }).click();
  const escalated = page.getByTestId(`risk-alert-large_deposit-${depositor.username}`);
  await expect(escalated).toContainText('入金元の確認が必要');
  await escalated.getByRole('link', { name: depositor.username }).click();

  await expect(page).toHaveURL(/\/console\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(depositor.username);
  await expect(page.getByRole('group', { name: 'フラグ' })).toContainText('リスク');
  await expect(page.getByRole('region', { name: 'フラグ' })).toContainText('入金元の確認が必要');
  const linked = page.getByRole('region', { name: '関連アカウント' });
  await expect(linked.getByTestId('linked-ip')).toContainText(clientIp);
  await expect(linked.getByTestId('linked-ip').getByRole('link', { name: neighbour.username })).toBeVisible();
  await expect(linked.getByTestId('linked-device').getByRole('link', { name: neighbour.username })).toBeVisible();
  const alerts = page.getByRole('table', { name: 'リスクアラート' });
  await expect(alerts).toContainText('高額入金');
  await expect(alerts).toContainText('エスカレーション済み');
  await linked.scrollIntoViewIfNeeded();
  const noPageScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  expect(noPageScroll).toBe(true);
  await snap(page, testInfo, 'console-risk-member-file');
});
