import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type jaFinance from '../../apps/web/src/locales/ja-JP/finance.json';
import {
  apiCall,
  BASE_URL,
  expect,
  kycPhoto,
  memberApi,
  newMember,
  registerByApi,
  signInAndEnrol,
  signInWithToken,
  snap,
  test,
} from '../support.ts';

/**
 * KYC that means something (issue 21), desktop and mobile: a member whose identity is not verified
 * is refused a withdrawal with the message and the way to verification; a compliance officer opens
 * the submission in the console, zooms and rotates the full-size photo, compares the profile,
 * ticks the checklist and approves; the member's withdrawal then goes through.
 */
const f = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP/finance.json'), 'utf8'),
) as typeof jaFinance;

test('a withdrawal refused until KYC is approved; the reviewer zooms, rotates, ticks the checklist and approves', async ({
  page,
  clientIp,
}, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name;

  // A member with coins (a chain deposit), a bound card, a payment password, their identity on the
  // profile and photos submitted: everything but an approval.
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  const api = await memberApi(token, clientIp);
  await apiCall(api, '/v2/app/user/update', {
    lastName: '山田',
    firstName: '太郎',
    pinyinName: 'ヤマダ タロウ',
    birthDate: '1990-04-01',
  });
  await apiCall(api, '/v2/app/user/update/idNumber', { idNumber: 'AB1234567' });
  const { address } = await apiCall(api, '/v2/cpp/coins/deposit/address', { coin: 'USDT', network: 'TRC20' });
  const chain = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const credited = await chain.post('/dev/chain-sandbox/transfer', {
    data: {
      txid: randomUUID().replaceAll('-', '').padEnd(64, '0'),
      index: 0,
      network: 'TRC20',
      coin: 'USDT',
      address,
      amount: '100',
      confirmations: 20,
    },
  });
  expect(((await credited.json()) as { data: { status: string } }).data.status).toBe('credited');
  await chain.dispose();
  await apiCall(api, '/v2/app/user/bank/save', {
    bankCode: '0005',
    branchCode: '123',
    branchName: '新宿',
    accountNumber: '7654321',
    holderFirstName: '太郎',
    holderLastName: '山田',
    holderKanaName: 'ヤマダ タロウ',
  });
  await apiCall(api, '/v2/app/auth/password/update/payment', { loginPassword: member.password, newPaymentPassword: '246810' });
  const kyc = await api.post('/v2/app/user/kyc/add', {
    multipart: {
      front: { name: 'front.png', mimeType: 'image/png', buffer: await kycPhoto('#dbeafe') },
      back: { name: 'back.png', mimeType: 'image/png', buffer: await kycPhoto('#fde68a') },
      handheld: { name: 'handheld.png', mimeType: 'image/png', buffer: await kycPhoto('#bbf7d0') },
    },
  });
  expect(((await kyc.json()) as { code: number }).code).toBe(200);

  // The withdrawal page says up front that the documents are under review; a withdrawal is refused
  // with the rule's message and the way to identity verification.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientIp });
  await signInWithToken(page, token, '/user/finance/withdraw');
  await expect(page.getByTestId('withdraw-needs-kyc')).toHaveText(f.kycRules.kycPending);
  const form = page.getByTestId('withdraw-form');
  await form.getByLabel(f.withdraw.amount, { exact: true }).fill('3000');
  await form.getByLabel(f.withdraw.paymentPassword, { exact: true }).fill('246810');
  await form.getByRole('button', { name: f.withdraw.submit }).click();
  const refusal = form.getByTestId('kyc-refusal');
  await expect(refusal).toContainText('本人確認が必要です');
  await expect(refusal.getByRole('link', { name: f.kycRules.verify })).toHaveAttribute('href', '/user/account-setting#kyc');
  await snap(page, testInfo, 'kyc-withdraw-refused');
  expect((await apiCall(api, '/v2/app/draw/list', {})).list).toEqual([]);

  // The reviewer: the profile beside the photo, zoom and rotate from the keyboard and the toolbar.
  await signInAndEnrol(page, `e2e-kyc-${project}`);
  await page.goto('/console/kyc');
  const card = page.getByRole('listitem', { name: `${member.username} の提出書類` });
  const profile = card.getByTestId('kyc-profile');
  for (const value of ['山田 太郎', 'ヤマダ タロウ', '1990-04-01', 'AB1234567']) await expect(profile).toContainText(value);
  await card.getByRole('button', { name: '写真を表示' }).click();
  const photo = card.getByRole('img', { name: '身分証（表）' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => card.getByTestId('kyc-viewer-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(640);
  await photo.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.keyboard.press('r');
  await page.keyboard.press('ArrowRight');
  await expect(card.getByTestId('kyc-viewer-state')).toHaveText('倍率 200%・回転 90°');
  await card.getByRole('button', { name: '90° 回転' }).click();
  await expect(card.getByTestId('kyc-viewer-state')).toHaveText('倍率 200%・回転 180°');
  await snap(page, testInfo, 'kyc-viewer-zoomed');
  await card.getByRole('button', { name: '元に戻す' }).click();
  await expect(card.getByTestId('kyc-viewer-state')).toHaveText('倍率 100%・回転 0°');
  await card.getByRole('button', { name: '身分証を持った写真' }).click();
  await expect(card.getByRole('img', { name: '身分証を持った写真' })).toBeVisible();
  // Every viewport width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Approval waits for the checklist.
  const approve = card.getByRole('button', { name: '承認', exact: true });
  await expect(approve).toBeDisabled();
  for (const item of [
    '氏名が書類と一致する',
    '生年月日が書類と一致する',
    '身分証番号が書類と一致する',
    '写真の顔が本人と一致する',
  ]) {
    await card.getByRole('checkbox', { name: item }).check();
  }
  await expect(approve).toBeDisabled();
  await card.getByRole('checkbox', { name: '書類が有効期限内である' }).check();
  await snap(page, testInfo, 'kyc-checklist-ticked');
  await approve.click();
  await expect(card).toBeHidden();

  // The history shows who approved and what was ticked.
  await page.getByRole('button', { name: '承認済み', exact: true }).click();
  const decided = page.getByRole('listitem', { name: `${member.username} の提出書類` });
  await expect(decided).toContainText(`審査者: e2e-kyc-${project}`);
  await expect(decided.getByRole('list', { name: '書類との照合チェックリスト' }).getByRole('listitem')).toHaveCount(5);
  await snap(page, testInfo, 'kyc-history');

  // Verified, the member withdraws.
  expect((await apiCall(api, '/v2/app/user/info', {})).kycStatus).toBe('approved');
  await page.goto('/user/finance/withdraw');
  await expect(page.getByTestId('withdraw-needs-kyc')).toHaveCount(0);
  await form.getByLabel(f.withdraw.amount, { exact: true }).fill('3000');
  await form.getByLabel(f.withdraw.paymentPassword, { exact: true }).fill('246810');
  await form.getByRole('button', { name: f.withdraw.submit }).click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
  await api.dispose();
});
