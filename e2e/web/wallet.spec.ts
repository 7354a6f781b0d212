import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type Page, type TestInfo } from '@playwright/test';
import type jaFinance from '../../apps/web/src/locales/ja-JP/finance.json';
import {
  BASE_URL,
  catalogue,
  expect,
  newMember,
  registerByApi,
  signInWithToken,
  snap,
  template,
  test,
  type Member,
  verifyIdentityByApi,
} from '../support.ts';

/**
 * The wallet against the real server (scripts/e2e-server.mjs, sandbox payments on): deposit
 * through the sandbox provider's hosted checkout and see the header balance rise; bind a bank
 * card (full-width digits) and remove another through the confirm dialog; set the payment
 * password through the API; withdraw and see the hold, the "review" status and the records;
 * a manual bank transfer up to "in progress". Desktop (1280 px) and mobile (390 px), in Japanese.
 */
test.describe.configure({ timeout: 120_000 });

const f = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP/finance.json'), 'utf8'),
) as typeof jaFinance;
const c = catalogue('ja-JP');
const PAYMENT_PASSWORD = '804613';

/**
 * A screenshot of the viewport only, for open dialogs: a full-page capture resizes the window
 * for a moment, which swaps the desktop and mobile layouts and so closes the dialog.
 */
async function snapViewport(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts', testInfo.project.name, `${name}.png`) });
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

/** The payment password is set through the API (the account pages have their own tests). */
async function setPaymentPasswordByApi(token: string, member: Member, clientIp: string) {
  const api = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: {
      'X-Forwarded-For': clientIp,
      'X-XSRF-TOKEN': 'e2e-wallet',
      Cookie: 'XSRF-TOKEN=e2e-wallet',
      TOKEN: token,
    },
  });
  try {
    const response = await api.post('/v2/app/auth/password/update/payment', {
      data: { loginPassword: member.password, newPaymentPassword: PAYMENT_PASSWORD },
    });
    const body = (await response.json()) as { code: number; msg: string };
    expect(body.code, body.msg).toBe(200);
  } finally {
    await api.dispose();
  }
}

function headerBalance(page: Page) {
  return page.getByRole('banner').getByTestId('header-balance');
}

async function bindCard(
  page: Page,
  card: { bank: string; branchCode: string; branchName: string; account: string; accountType?: 'current' | 'savings' },
) {
  const form = page.getByTestId('add-bank-card');
  await form.getByLabel(f.bankCards.fields.bank, { exact: true }).selectOption(card.bank);
  await form.getByLabel(f.bankCards.fields.branchCode, { exact: true }).fill(card.branchCode);
  await form.getByLabel(f.bankCards.fields.branchName, { exact: true }).fill(card.branchName);
  // 預金種目: a labelled group of radios, 普通 until the member picks another (by keyboard here).
  const accountType = form.getByRole('group', { name: f.bankCards.fields.accountType });
  await expect(accountType.getByRole('radio', { name: f.bankCards.accountTypes.ordinary })).toBeChecked();
  if (card.accountType) {
    await accountType.getByRole('radio', { name: f.bankCards.accountTypes.ordinary }).focus();
    await page.keyboard.press(card.accountType === 'current' ? 'ArrowRight' : 'ArrowLeft');
    await expect(accountType.getByRole('radio', { name: f.bankCards.accountTypes[card.accountType] })).toBeChecked();
  }
  await form.getByLabel(f.bankCards.fields.accountNumber, { exact: true }).fill(card.account);
  await form.getByLabel(f.bankCards.fields.holderLastName, { exact: true }).fill('山田');
  await form.getByLabel(f.bankCards.fields.holderFirstName, { exact: true }).fill('太郎');
  await form.getByLabel(f.bankCards.fields.holderKanaName, { exact: true }).fill('ヤマダ タロウ');
  await form.getByRole('button', { name: f.bankCards.submit }).click();
}

test('deposit by sandbox checkout, bind a card, withdraw, and see it all in the records', async ({
  page,
  clientIp,
}, testInfo) => {
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  // Withdrawals need approved KYC (issue 21); verified as 山田 太郎, the name on the card bound below.
  await verifyIdentityByApi(token, clientIp, { lastName: '山田', firstName: '太郎' });
  await signInWithToken(page, token, '/user/finance/withdraw');

  // Nothing is possible yet: no card, no payment password.
  await expect(page.getByRole('heading', { level: 1, name: c.routes.withdraw })).toBeVisible();
  await expect(page.getByText(f.withdraw.needCard)).toBeVisible();
  await expect(page.getByRole('link', { name: f.withdraw.bindCard })).toHaveAttribute('href', '/user/bankcard-setting');
  await expect(page.getByRole('link', { name: f.withdraw.setPassword })).toHaveAttribute('href', '/user/payment-password');
  await expect(page.getByTestId('withdraw-form')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'wallet-withdraw-prerequisites');

  // Deposit: the limits are checked before anything is sent.
  await page.goto('/user/finance/deposit');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.deposit })).toBeVisible();
  await expect(headerBalance(page)).toHaveText('0');
  await expect(page.getByTestId('deposit-note')).toHaveText(f.deposit.note);
  const amount = page.getByLabel(f.deposit.customAmount, { exact: true });
  await amount.fill('500');
  await amount.press('Enter');
  await expect(page.getByText(template(f.deposit.amountRange))).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: /5,000$/ }).click();
  await expect(amount).toHaveValue('5000');
  await expect(page.getByTestId('coins-preview')).toContainText('5,000');
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'wallet-deposit');
  await expect(amount).toHaveValue('5000');

  // The provider's hosted checkout, then back to us with the verdict.
  await page.getByRole('button', { name: f.deposit.submit.sandbox }).click();
  await page.waitForURL(/\/sandbox-pay\/D\d{14}[0-9A-Z]{6}$/);
  await snap(page, testInfo, 'wallet-sandbox-checkout');
  await page.getByRole('button', { name: /^Pay 5000 JPY/ }).click();
  await page.waitForURL(/\/user\/finance\/deposit\?orderSn=D\w+&result=paid$/);
  await expect(page.getByText(f.result.paidTitle)).toBeVisible();
  await expect(page.getByTestId('deposit-status')).toHaveText(f.status.deposit.paid);
  await expect(page.getByText(f.result.paidTitle)).toBeFocused();
  await expect(headerBalance(page)).toHaveText('5,000');
  await expect(page.getByTestId('recent-deposits')).toContainText(f.status.deposit.paid);
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'wallet-deposit-paid');

  // Bind a card: MUFG, full-width digits in the account number.
  await page.goto('/user/bankcard-setting');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.bankcardSetting })).toBeVisible();
  await expect(page.getByTestId('no-bank-cards')).toBeVisible();
  // A wrong branch code is caught on the field when it is left.
  const branch = page.getByLabel(f.bankCards.fields.branchCode, { exact: true });
  await branch.fill('12');
  await branch.blur();
  await expect(page.getByText(f.bankCards.errors.branchCode)).toBeVisible();
  await expect(page.getByRole('group', { name: f.bankCards.fields.accountType })).toBeVisible();
  await snap(page, testInfo, 'wallet-bankcard-form');
  await bindCard(page, { bank: '0005', branchCode: '123', branchName: '渋谷支店', account: '１２３４５６７' });
  const cards = page.getByTestId('bank-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('三菱UFJ銀行');
  await expect(cards.first()).toContainText('••••4567');
  await expect(cards.first().getByTestId('bank-card-account-type')).toHaveText(f.bankCards.accountTypes.ordinary);
  await expect(cards.first()).toContainText(f.bankCards.defaultBadge);
  await expect(cards.first()).toContainText('ヤマダ タロウ');

  // A second card, removed again through the confirm dialog.
  await bindCard(page, { bank: '0009', branchCode: '456', branchName: '新宿支店', account: '7654321', accountType: 'current' });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1).getByTestId('bank-card-account-type')).toHaveText(f.bankCards.accountTypes.current);
  await snap(page, testInfo, 'wallet-bankcard-two-cards');
  await page.getByRole('button', { name: /7654321|••••4321/ }).click();
  const dialog = page.getByRole('dialog', { name: f.bankCards.removeTitle });
  await expect(dialog).toBeVisible();
  await snapViewport(page, testInfo, 'wallet-bankcard-remove-dialog');
  await dialog.getByRole('button', { name: f.bankCards.removeConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('heading', { name: f.bankCards.listTitle })).toBeFocused();
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'wallet-bankcard-setting');

  // Payment password, then the withdrawal: the coins are held at once.
  await setPaymentPasswordByApi(token, member, clientIp);
  await page.goto('/user/finance/withdraw');
  const form = page.getByTestId('withdraw-form');
  await expect(form).toBeVisible();
  // Screenshots before typing: a full-page capture briefly resizes the window, and crossing the
  // 768 px breakpoint swaps the layout (and so the form).
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'wallet-withdraw-form');
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: /••••4567/ })).toBeChecked();
  const withdrawAmount = form.getByLabel(f.withdraw.amount, { exact: true });
  await form.getByRole('button', { name: template(f.withdraw.maxLabel) }).click();
  await expect(withdrawAmount).toHaveValue('5000');
  await withdrawAmount.fill('2000');
  const password = form.getByLabel(f.withdraw.paymentPassword, { exact: true });
  await expect(password).toHaveAttribute('autocomplete', 'off');
  await expect(password).toHaveAttribute('inputmode', 'numeric');
  await password.fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: f.withdraw.submit }).click();
  await expect(page.getByText(f.withdraw.doneTitle)).toBeFocused();
  await expect(page.getByTestId('withdraw-status')).toHaveText(f.status.withdrawal.review);
  await expect(headerBalance(page)).toHaveText('3,000');
  await expect(page.getByTestId('recent-withdrawals')).toContainText(f.status.withdrawal.review);
  await expect(page.getByTestId('recent-withdrawals')).toContainText('2,000');
  await snap(page, testInfo, 'wallet-withdraw-done');

  // Records: both orders, filters, an empty result.
  await page.goto('/user/record');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.record })).toBeVisible();
  const rows = page.getByTestId('record-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('5,000');
  await expect(rows.first()).toContainText(f.status.deposit.paid);
  await expect(rows.first()).toContainText(f.channels.sandbox);
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'wallet-record-deposits');

  await page.getByRole('tab', { name: f.records.tabs.withdrawals }).click();
  await expect(page).toHaveURL(/tab=withdrawals/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('2,000');
  await expect(rows.first()).toContainText(f.status.withdrawal.review);
  await expect(rows.first()).toContainText('••••4567');
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'wallet-record-withdrawals');
  // The list itself, in the viewport (a full-page capture puts the mobile bottom bar over it).
  await rows.first().evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await snapViewport(page, testInfo, 'wallet-record-withdrawals-list');

  await page.getByLabel(f.records.status, { exact: true }).selectOption('success');
  await expect(page.getByTestId('records-empty')).toBeVisible();
  await page.getByRole('button', { name: f.records.reset }).click();
  await expect(rows).toHaveCount(1);
  await page.getByLabel(f.records.from, { exact: true }).fill('2030-01-02');
  await page.getByLabel(f.records.to, { exact: true }).fill('2030-01-01');
  await expect(page.getByRole('alert').filter({ hasText: f.records.rangeError })).toBeVisible();
  await expect(page.getByLabel(f.records.to, { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('manual bank transfer: house account with copy buttons, payer name, in progress', async ({
  page,
  context,
  clientIp,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  await signInWithToken(page, token, '/user/finance/deposit');

  await page.getByRole('radio', { name: new RegExp(f.channels.manual_bank) }).check();
  await expect(page.getByText(template(f.deposit.limits)).first()).toContainText('1,000,000');
  await page.getByLabel(f.deposit.customAmount, { exact: true }).fill('10000');
  await page.getByRole('button', { name: f.deposit.submit.manual_bank }).click();

  const panel = page.getByTestId('manual-transfer');
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/orderSn=D\w+/);
  await expect(page.getByRole('heading', { name: f.manual.title })).toBeFocused();
  await expect(panel.getByTestId('house-account-number')).toHaveText('1234567');
  const orderSn = new URL(page.url()).searchParams.get('orderSn')!;
  await expect(panel.getByTestId('transfer-reference')).toHaveText(orderSn);
  await expect(panel.getByTestId('manual-status')).toHaveText(f.status.manual.awaiting_transfer);

  await panel.getByRole('button', { name: f.shared.copy.replace('{{label}}', f.manual.accountNumber) }).click();
  await expect(page.getByText(f.shared.copied.replace('{{label}}', f.manual.accountNumber))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1234567');
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'wallet-deposit-manual');

  await panel.getByLabel(f.manual.payerName, { exact: true }).fill('ヤマダ タロウ');
  await panel.getByRole('button', { name: f.manual.submit }).click();
  await expect(panel.getByText(f.manual.inProgressTitle, { exact: true })).toBeVisible();
  await expect(panel.getByText(f.manual.inProgressTitle, { exact: true })).toBeFocused();
  await expect(panel.getByTestId('manual-status')).toHaveText(f.status.manual.in_progress);
  await expect(page.getByTestId('recent-deposits')).toContainText(f.status.manual.in_progress);
  // No coins until an operator confirms the transfer.
  await expect(headerBalance(page)).toHaveText('0');
  await snap(page, testInfo, 'wallet-deposit-manual-in-progress');

  // A reload keeps the instructions (the order is in the address).
  await page.reload();
  await expect(page.getByTestId('manual-status')).toHaveText(f.status.manual.in_progress);
});
