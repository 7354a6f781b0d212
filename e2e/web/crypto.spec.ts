import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type jaCrypto from '../../apps/web/src/locales/ja-JP/crypto.json';
import {
  BASE_URL,
  expect,
  newMember,
  registerByApi,
  signInWithToken,
  snap,
  test,
  type Member,
  verifyIdentityByApi,
} from '../support.ts';

/**
 * Crypto payments against the real server (the sandbox chain watcher is on outside production):
 * open the deposit page, read the member's own address, let the simulated chain report a transfer
 * (first below the confirmations, then confirmed) and see the deposit credited and the header
 * balance rise; then withdraw with the address checked as you type (inline errors for a wrong
 * checksum and another network's address) and see the hold. Desktop and mobile, in Japanese.
 */
test.describe.configure({ timeout: 120_000 });

const k = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP/crypto.json'), 'utf8'),
) as typeof jaCrypto;
const PAYMENT_PASSWORD = '804613';
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');

async function api(token: string, clientIp: string) {
  return playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: {
      'X-Forwarded-For': clientIp,
      'X-XSRF-TOKEN': 'e2e-crypto',
      Cookie: 'XSRF-TOKEN=e2e-crypto',
      TOKEN: token,
    },
  });
}

async function setPaymentPassword(token: string, member: Member, clientIp: string) {
  const context = await api(token, clientIp);
  const response = await context.post('/v2/app/auth/password/update/payment', {
    data: { loginPassword: member.password, newPaymentPassword: PAYMENT_PASSWORD },
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
  await context.dispose();
}

/** The simulated chain reports a transfer (signed and delivered by the server's dev route). */
async function chainTransfer(body: Record<string, unknown>) {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const response = await context.post('/dev/chain-sandbox/transfer', { data: body });
  const answer = (await response.json()) as { code: number; msg: string; data: { status: string } };
  await context.dispose();
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

test('deposit through the sandbox chain watcher, then withdraw with inline address checks', async ({
  page,
  clientIp,
}, testInfo) => {
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  // Withdrawals need approved KYC (issue 21).
  await verifyIdentityByApi(token, clientIp);
  await setPaymentPassword(token, member, clientIp);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientIp });
  await signInWithToken(page, token, '/user/finance/deposit/cryptocurrency');

  // The member's own TRC20 address, its QR code and the network warning.
  const address = (await page.getByTestId('deposit-address').textContent())?.trim() ?? '';
  expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByTestId('deposit-qr')).toBeVisible();
  await expect(page.getByTestId('network-warning')).toHaveText(fill(k.deposit.networkWarning, { network: 'TRC20' }));
  const balance = page.getByRole('banner').getByTestId('header-balance');

  // Seen on chain but not yet confirmed: listed as confirming, nothing credited.
  const txid = randomBytes(32).toString('hex');
  const base = { network: 'TRC20', coin: 'USDT', address, amount: '100', txid, index: 0 };
  expect(await chainTransfer({ ...base, confirmations: 3 })).toMatchObject({ status: 'confirming' });
  await expect(page.getByTestId('crypto-order-status').first()).toContainText(k.status.confirming, { timeout: 15_000 });
  await snap(page, testInfo, 'crypto-deposit-confirming');

  // Confirmed: 100 USDT × 150 yen = 15,000 coins, and the header shows it without a reload.
  expect(await chainTransfer({ ...base, confirmations: 20 })).toMatchObject({ status: 'credited' });
  await expect(page.getByTestId('crypto-order-status').first()).toHaveText(k.status.credited, { timeout: 15_000 });
  await expect(balance).toContainText('15,000', { timeout: 15_000 });
  await snap(page, testInfo, 'crypto-deposit-credited');

  // Withdraw: the address is checked as it is typed.
  await page.goto('/user/finance/withdraw/cryptocurrency');
  const addressInput = page.getByTestId('crypto-address');
  const message = page.getByTestId('crypto-address-message');
  await addressInput.fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u');
  await expect(message).toHaveText(k.withdraw.addressInvalid.CHECKSUM);
  await expect(addressInput).toHaveAttribute('aria-invalid', 'true');
  await addressInput.fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
  await expect(message).toHaveText(fill(k.withdraw.addressInvalid.OTHER_NETWORK, { network: 'TRC20' }));
  await snap(page, testInfo, 'crypto-withdraw-invalid-address');
  await addressInput.fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await expect(message).toHaveText(fill(k.withdraw.addressValid, { network: 'TRC20' }));

  // Below the minimum is refused in place; 50 USDT + 1 fee at 150 = 7,650 coins are held.
  await page.getByTestId('crypto-amount').fill('5');
  await page.getByTestId('crypto-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('crypto-withdraw-submit').click();
  await expect(page.getByText(fill(k.withdraw.amountRange, { min: '20', max: '50000', coin: 'USDT' }))).toBeVisible();
  await page.getByTestId('crypto-amount').fill('50');
  await expect(page.getByTestId('crypto-debit')).toContainText('7,650');
  await page.getByTestId('crypto-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('crypto-withdraw-submit').click();
  await expect(page.getByTestId('crypto-withdraw-done')).toBeVisible();
  await expect(balance).toContainText('7,350', { timeout: 15_000 });
  await expect(page.getByTestId('crypto-order-status').first()).toHaveText(k.status.review);
  await snap(page, testInfo, 'crypto-withdraw-done');

  // The records page lists both, with the deposit's txid linking to the explorer.
  await page.goto('/user/record?tab=crypto');
  await expect(page.getByTestId('crypto-records')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(txid.slice(0, 8)) })).toHaveAttribute(
    'href',
    `https://tronscan.org/#/transaction/${txid}`,
  );
  await snap(page, testInfo, 'crypto-records');
});
