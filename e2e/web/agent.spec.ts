import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type Page, type TestInfo } from '@playwright/test';
import type jaAgent from '../../apps/web/src/locales/ja-JP/agent.json';
import { BASE_URL, catalogue, expect, newMember, registerByApi, signInWithToken, snap, test, type Member } from '../support.ts';

/**
 * The agent programme against the real server: a new member applies (confirm dialog), is
 * approved by the dev review call (the operator console's stand-in outside production), sees
 * the agent centre with the referral link and QR code, creates a subordinate, sends coins and
 * takes some back with the payment password, and finds it all in the team report.
 * Desktop (1280 px) and mobile (390 px), in Japanese.
 */
test.describe.configure({ timeout: 120_000 });

const a = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP/agent.json'), 'utf8'),
) as typeof jaAgent;
const c = catalogue('ja-JP');
const PAYMENT_PASSWORD = '804613';

async function api(clientIp: string, token?: string) {
  return playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: {
      'X-Forwarded-For': clientIp,
      'X-XSRF-TOKEN': 'e2e-agent',
      Cookie: 'XSRF-TOKEN=e2e-agent',
      ...(token ? { TOKEN: token } : {}),
    },
  });
}

/** Payment password, and 10,000 coins through the sandbox provider's checkout (its "pay" form, posted directly). */
async function prepareAgentWallet(token: string, member: Member, clientIp: string) {
  const context = await api(clientIp, token);
  try {
    const call = async (pathName: string, data: unknown) => {
      const body = (await (await context.post(pathName, { data })).json()) as { code: number; msg: string; data: any };
      expect(body.code, `${pathName}: ${body.msg}`).toBe(200);
      return body.data;
    };
    await call('/v2/app/auth/password/update/payment', { loginPassword: member.password, newPaymentPassword: PAYMENT_PASSWORD });
    const { order } = (await call('/v2/app/pay/order', { channel: 'sandbox', amount: 10_000, idempotencyKey: randomUUID() })) as {
      order: { orderSn: string };
    };
    const paid = await context.post(`/sandbox-pay/${order.orderSn}/pay`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: '',
      maxRedirects: 0,
    });
    expect(paid.status()).toBeLessThan(400);
    await expect.poll(async () => ((await call('/v2/app/user/info', {})) as { balance: number }).balance).toBe(10_000);
  } finally {
    await context.dispose();
  }
}

async function approveByDevCall(username: string, clientIp: string) {
  const context = await api(clientIp);
  try {
    const body = (await (await context.post('/dev/agent/decide', { data: { username, action: 'approve' } })).json()) as {
      code: number;
      msg: string;
    };
    expect(body.code, body.msg).toBe(200);
  } finally {
    await context.dispose();
  }
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Viewport only for open dialogs: a full-page capture resizes the window and would swap layouts. */
async function snapViewport(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts', testInfo.project.name, `${name}.png`) });
}

function memberRow(page: Page, username: string) {
  return page.getByTestId('agent-member-row').filter({ hasText: username });
}

test('apply, get approved, create a subordinate, transfer both ways and read the team report', async ({
  page,
  clientIp,
}, testInfo) => {
  const agent = newMember();
  const token = await registerByApi(agent, clientIp);
  await prepareAgentWallet(token, agent, clientIp);

  // A member who is not an agent: the agent centre offers the application, without the agent menu.
  await signInWithToken(page, token, '/agent/agent-center');
  await page.waitForURL(/\/agent\/subordinate-management$/);
  await expect(page.getByRole('heading', { level: 1, name: a.apply.title })).toBeVisible();
  await expect(page.getByTestId('agent-apply-status')).toHaveAttribute('data-status', 'none');
  await expect(page.getByRole('navigation', { name: c.menus.agentMenu })).toHaveCount(0);
  await page.getByRole('button', { name: a.apply.button }).click();
  const confirm = page.getByRole('dialog', { name: a.apply.confirmTitle });
  await expect(confirm).toContainText(a.apply.confirmBody);
  await confirm.getByLabel(a.apply.remark).fill('E2E の申請です');
  await snapViewport(page, testInfo, 'agent-apply-confirm');
  await confirm.getByRole('button', { name: a.apply.button }).click();
  await expect(page.getByTestId('agent-apply-status')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('agent-apply-status')).toHaveText(a.apply.status.pending);
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'agent-apply-pending');

  // Approved (the operator console's stand-in): the agent centre opens with the referral link.
  await approveByDevCall(agent.username, clientIp);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: c.routes.subordinateManagement })).toBeVisible();
  await expect(page.getByTestId('agent-code')).toHaveText(/^[A-HJ-NP-Z2-9]{8}$/);
  const code = await page.getByTestId('agent-code').textContent();
  await expect(page.getByTestId('agent-referral-url')).toHaveText(`${BASE_URL}/?agentCode=${code}`);
  await expect(page.getByRole('img', { name: a.referral.qr })).toBeVisible();
  await expect(page.getByTestId('agent-balance')).toHaveText('10,000');
  await expect(page.getByRole('navigation', { name: c.menus.agentMenu })).toBeVisible();

  // A subordinate, created here.
  const sub = newMember();
  await page.getByTestId('agent-create-open').click();
  const create = page.getByRole('dialog', { name: a.create.title });
  await create.getByLabel(a.create.account, { exact: true }).fill(sub.username);
  await create.getByLabel(a.create.password, { exact: true }).fill(sub.password);
  await snapViewport(page, testInfo, 'agent-create-subordinate');
  await create.getByRole('button', { name: a.create.submit }).click();
  await expect(create).toBeHidden();
  await expect(memberRow(page, sub.username)).toBeVisible();
  await expect(memberRow(page, sub.username).getByTestId('agent-member-balance')).toHaveText('0');

  // Send 3,000 coins, then take 1,000 back; a wrong payment password first, shown on its field.
  await memberRow(page, sub.username).getByTestId('agent-transfer-in').click();
  const send = page.getByRole('dialog', { name: a.transfer.inTitle.replace('{{name}}', sub.username) });
  await send.getByLabel(a.transfer.amount, { exact: true }).fill('3000');
  await send.getByLabel(a.transfer.paymentPassword, { exact: true }).fill('135792');
  await send.getByRole('button', { name: a.transfer.submitIn }).click();
  await expect(send.getByLabel(a.transfer.paymentPassword, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await send.getByLabel(a.transfer.paymentPassword, { exact: true }).fill(PAYMENT_PASSWORD);
  await snapViewport(page, testInfo, 'agent-transfer');
  await send.getByRole('button', { name: a.transfer.submitIn }).click();
  await expect(send).toBeHidden();
  await expect(memberRow(page, sub.username).getByTestId('agent-member-balance')).toHaveText('3,000');
  await expect(page.getByTestId('agent-balance')).toHaveText('7,000');
  await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('7,000');

  await memberRow(page, sub.username).getByTestId('agent-transfer-out').click();
  const takeBack = page.getByRole('dialog', { name: a.transfer.outTitle.replace('{{name}}', sub.username) });
  await takeBack.getByLabel(a.transfer.amount, { exact: true }).fill('1000');
  await takeBack.getByLabel(a.transfer.paymentPassword, { exact: true }).fill(PAYMENT_PASSWORD);
  await takeBack.getByRole('button', { name: a.transfer.submitOut }).click();
  await expect(takeBack).toBeHidden();
  await expect(memberRow(page, sub.username).getByTestId('agent-member-balance')).toHaveText('2,000');
  await expect(page.getByTestId('agent-balance')).toHaveText('8,000');
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'agent-centre');

  // The team report: today's totals and the subordinate's row.
  await page.goto('/agent/team-report');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.teamReport })).toBeVisible();
  await expect(page.getByTestId('agent-total-teamSize')).toContainText('1');
  await expect(page.getByTestId('agent-total-teamBalance')).toContainText('2,000');
  await expect(page.getByTestId('agent-total-transferToMembers')).toContainText('3,000');
  await expect(page.getByTestId('agent-total-transferFromMembers')).toContainText('1,000');
  await expect(page.getByTestId('agent-report-row').filter({ hasText: sub.username })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'agent-team-report');

  // Team recharges and withdrawals: the subordinate has none yet.
  await page.goto('/agent/team-recharge');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.teamRecharge })).toBeVisible();
  await expect(page.getByText(a.shared.empty)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'agent-team-recharge');
  await page.goto('/agent/team-withdraw');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.teamWithdraw })).toBeVisible();
  await expect(page.getByText(a.shared.empty)).toBeVisible();
});
