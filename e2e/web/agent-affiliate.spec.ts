import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type jaAgent from '../../apps/web/src/locales/ja-JP/agent.json';
import {
  BASE_URL,
  catalogue,
  expect,
  mailedCode,
  newMember,
  registerByApi,
  signInWithToken,
  snap,
  test,
  type Member,
} from '../support.ts';

/**
 * Issue 21, agents and players: a referral link's code and campaign survive browsing until
 * registration; the member sees every transfer with their agent in the records' Transfers tab;
 * the agent reads the funnel, campaigns, statements and payouts in the affiliate centre and
 * exports CSV. Desktop (1280 px) and mobile (390 px), in Japanese.
 */
test.describe.configure({ timeout: 150_000 });

const a = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP/agent.json'), 'utf8'),
) as typeof jaAgent;
const c = catalogue('ja-JP');
const PAYMENT_PASSWORD = '804613';

type Call = (pathName: string, data: unknown) => Promise<any>;

async function withApi<T>(
  clientIp: string,
  token: string | undefined,
  run: (call: Call, context: APIRequestContext) => Promise<T>,
) {
  const context = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: {
      'X-Forwarded-For': clientIp,
      'X-XSRF-TOKEN': 'e2e-affiliate',
      Cookie: 'XSRF-TOKEN=e2e-affiliate',
      ...(token ? { TOKEN: token } : {}),
    },
  });
  try {
    const call: Call = async (pathName, data) => {
      const body = (await (await context.post(pathName, { data })).json()) as { code: number; msg: string; data: any };
      expect(body.code, `${pathName}: ${body.msg}`).toBe(200);
      return body.data;
    };
    return await run(call, context);
  } finally {
    await context.dispose();
  }
}

/** A member who applied and was approved (the dev review call), with a payment password and 10,000 coins. */
async function newAgent(clientIp: string): Promise<{ member: Member; token: string; code: string }> {
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  await withApi(clientIp, token, async (call, context) => {
    await call('/v2/app/agent/apply', {});
    await call('/dev/agent/decide', { username: member.username, action: 'approve' });
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
  });
  const { agentCode } = (await withApi(clientIp, token, (call) => call('/v2/app/agent/code', {}))) as { agentCode: string };
  return { member, token, code: agentCode };
}

/** Registers through the API under an agent code and campaign (as the site sends them). */
async function registerUnder(member: Member, clientIp: string, agentCode: string, campaign?: string): Promise<string> {
  return withApi(clientIp, undefined, async (call) => {
    const since = new Date(Date.now() - 1000);
    await call('/v2/app/register/send/email/code', { email: member.email });
    const code = await mailedCode(member.email, since);
    await call('/v2/app/register/valid', { email: member.email, code, acceptTerms: true });
    const { token } = (await call('/v2/app/register/user', {
      account: member.username,
      email: member.email,
      password: member.password,
      code,
      agentCode,
      ...(campaign ? { campaign } : {}),
    })) as { token: string };
    return token;
  });
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

test('a referral link is kept while browsing and lands on the new member, with its campaign', async ({
  page,
  clientIp,
}, testInfo) => {
  const agent = await newAgent(clientIp);

  // The link: kept at once (cookie and storage), counted as a click and a visit.
  await page.goto(`/?agentCode=${agent.code}&sub=spring`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('amigo.referral'))).toContain('"campaign":"spring"');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'amigo_ref')?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);

  // Browsing on: the address no longer carries the code.
  await page.goto('/notice');
  expect(page.url()).not.toContain('agentCode');

  // Register in the dialog: the agent code is already there.
  const member = newMember();
  await page.getByRole('button', { name: c.header.login, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: c.auth.title });
  await dialog.getByRole('tab', { name: c.auth.tabs.register }).click();
  await dialog.getByLabel(c.auth.fields.email, { exact: true }).fill(member.email);
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: c.forms.sendCode }).click();
  await dialog.getByLabel(c.auth.fields.emailCode, { exact: true }).fill(await mailedCode(member.email, since));
  await dialog.getByRole('button', { name: c.auth.register.next }).click();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: c.auth.register.next }).click();
  await expect(dialog.getByLabel(c.auth.fields.agentCode, { exact: true })).toHaveValue(agent.code);
  await dialog.getByLabel(c.auth.fields.username, { exact: true }).fill(member.username);
  await dialog.getByLabel(c.auth.fields.password, { exact: true }).fill(member.password);
  await dialog.getByLabel(c.auth.fields.confirmPassword, { exact: true }).fill(member.password);
  await snap(page, testInfo, 'referral-register-prefilled');
  await dialog.getByRole('button', { name: c.auth.register.submit }).click();
  await expect(dialog).toBeHidden();
  // Used once: the referral is forgotten after the registration.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('amigo.referral'))).toBeNull();

  // The agent's funnel: one click, one visit, one registration, all of campaign "spring".
  const funnel = (await withApi(clientIp, agent.token, (call) => call('/v2/app/agent/funnel', {}))) as {
    campaigns: Array<{ campaign: string; clicks: number; visits: number; registrations: number }>;
  };
  expect(funnel.campaigns).toEqual([expect.objectContaining({ campaign: 'spring', clicks: 1, visits: 1, registrations: 1 })]);
  const team = (await withApi(clientIp, agent.token, (call) => call('/v2/app/agent/sub/member/page', {}))) as {
    list: Array<{ username: string }>;
  };
  expect(team.list.map((row) => row.username)).toEqual([member.username]);
});

test('the member sees their agent’s transfers and take-backs in the Transfers tab', async ({ page, clientIp }, testInfo) => {
  const agent = await newAgent(clientIp);
  const member = newMember();
  const token = await registerUnder(member, clientIp, agent.code);
  const { id: userId } = (await withApi(clientIp, token, (call) => call('/v2/app/user/info', {}))) as { id: string };
  await withApi(clientIp, agent.token, async (call) => {
    const body = { userId: String(userId), paymentPassword: PAYMENT_PASSWORD };
    await call('/v2/app/agent/type/member/transfer', { ...body, amount: 3000, idempotencyKey: randomUUID() });
    await call('/v2/app/agent/type/member/transfer/decrease', { ...body, amount: 1000, idempotencyKey: randomUUID() });
  });

  await signInWithToken(page, token, '/user/record?tab=transfers');
  await expect(page.getByRole('tab', { name: a.memberTransfers.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: a.memberTransfers.title })).toBeVisible();
  const rows = page.getByTestId('agent-transfer-row').filter({ visible: true });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(a.memberTransfers.direction.from_member);
  await expect(rows.nth(0)).toContainText('1,000');
  await expect(rows.nth(1)).toContainText(a.memberTransfers.direction.to_member);
  await expect(rows.nth(1)).toContainText('3,000');
  await expect(rows.nth(0)).toContainText(agent.member.username);
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'records-transfers');

  // The take-back came with a station letter.
  await page.goto('/user/station-letter');
  await expect(page.getByText('代理店がコインを回収しました').first()).toBeVisible({ timeout: 15_000 });
});

test('the affiliate centre: funnel, campaigns, statements, payouts and CSV', async ({ page, clientIp }, testInfo) => {
  const agent = await newAgent(clientIp);
  await withApi(clientIp, undefined, async (call) => {
    for (const [browserId, campaign] of [
      ['e2e-browser-000000001', 'spring'],
      ['e2e-browser-000000001', 'spring'],
      ['e2e-browser-000000002', 'spring'],
      ['e2e-browser-000000003', 'summer'],
      ['e2e-browser-000000004', undefined],
    ] as const) {
      await call('/v2/app/agent/link/visit', { agentCode: agent.code, browserId, ...(campaign ? { campaign } : {}) });
    }
  });
  await registerUnder(newMember(), clientIp, agent.code, 'spring');

  await signInWithToken(page, agent.token, '/agent/affiliate-centre');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.affiliateCentre })).toBeVisible();
  await expect(page.getByTestId('affiliate-funnel-clicks')).toContainText('5');
  await expect(page.getByTestId('affiliate-funnel-visits')).toContainText('4');
  await expect(page.getByTestId('affiliate-funnel-registrations')).toContainText('1');
  await expect(page.getByTestId('affiliate-daily-chart')).toBeVisible();
  const campaigns = page.getByTestId('affiliate-campaign-row').filter({ visible: true });
  await expect(campaigns).toHaveCount(3);
  await expect(campaigns.filter({ hasText: 'spring' })).toContainText('3');
  await expect(page.getByText(a.affiliate.campaigns.none).filter({ visible: true })).toBeVisible();
  await expect(page.getByText(a.affiliate.statements.empty)).toBeVisible();
  await expect(page.getByText(a.affiliate.payouts.empty)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'affiliate-centre');

  const download = page.waitForEvent('download');
  await page.getByTestId('affiliate-campaigns-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^campaigns-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toContain('campaign,clicks,visits,registrations,ftdCount,ftdAmount,betAmount');
  expect(text).toMatch(/spring,3,2,1,0,0,0/);
});
