import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { apiCall, expect, memberApi, newMember, registerByApi, snap, test, totp } from '../support.ts';

/**
 * The operator console against the real server: the first owner (created by `npm run staff:create`
 * in scripts/e2e-server.mjs) signs in, enrols TOTP (the test computes codes from the key shown),
 * approves a member's KYC, confirms their manual deposit, pays their withdrawal, and publishes a
 * notice that the player site then shows in ja-JP and en-US. Desktop only.
 */
const STAFF = {
  username: process.env.E2E_STAFF_USERNAME ?? 'e2e-owner',
  password: process.env.E2E_STAFF_PASSWORD ?? 'E2e-Console-Owner-0427',
};

async function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function signIn(page: Page) {
  await page.goto('/console/login');
  await page.getByLabel('スタッフユーザー名').fill(STAFF.username);
  await page.getByLabel('パスワード').fill(STAFF.password);
  await page.getByRole('button', { name: 'サインイン' }).click();
}

test('staff sign in with TOTP, approve a KYC, confirm a deposit, pay a withdrawal and publish a notice @desktop-only', async ({
  page,
  clientIp,
}, testInfo) => {
  test.setTimeout(120_000);

  // A member with a KYC submission and a manual bank transfer waiting for the operator.
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  const api = await memberApi(token, clientIp);
  // What an approval checks the documents against (issue 21): legal name, birth date, ID number.
  await apiCall(api, '/v2/app/user/update', {
    lastName: 'Yamada',
    firstName: 'Taro',
    pinyinName: 'ヤマダ タロウ',
    birthDate: '1990-04-01',
  });
  await apiCall(api, '/v2/app/user/update/idNumber', { idNumber: 'AB1234567' });
  const kyc = await api.post('/v2/app/user/kyc/add', {
    multipart: {
      front: { name: 'front.png', mimeType: 'image/png', buffer: await photo('#dbeafe') },
      back: { name: 'back.png', mimeType: 'image/png', buffer: await photo('#fde68a') },
      handheld: { name: 'handheld.png', mimeType: 'image/png', buffer: await photo('#bbf7d0') },
    },
  });
  expect(((await kyc.json()) as { code: number }).code).toBe(200);
  const deposit = await apiCall(api, '/v2/app/pay/order', {
    channel: 'manual_bank',
    amount: 20_000,
    idempotencyKey: randomUUID(),
  });
  await apiCall(api, '/v2/app/pay/manual/submit', { orderSn: deposit.order.orderSn, payerName: 'ヤマダ タロウ' });

  // First sign-in of the owner: enrolment with the QR code and its key.
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: '二要素認証の設定' })).toBeVisible();
  await expect(page.getByRole('img', { name: '認証アプリ用の QR コード' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await snap(page, testInfo, 'console-totp-enrol');
  await page.getByLabel('認証コード（6桁）').fill(totp(secret));
  await page.getByRole('button', { name: '確認してサインイン' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
  await expect(page.getByRole('complementary').getByText('E2E Owner としてサインイン中')).toBeVisible();

  // Signing out and in again asks for a fresh code (the enrolment code cannot be reused).
  await page.getByRole('button', { name: 'サインアウト' }).click();
  await expect(page).toHaveURL(/\/console\/login$/);
  const nextStep = 30_000 - (Date.now() % 30_000) + 500;
  await page.waitForTimeout(nextStep);
  await page.getByLabel('スタッフユーザー名').fill(STAFF.username);
  await page.getByLabel('パスワード').fill(STAFF.password);
  await page.getByLabel('認証コード（6桁）').fill(totp(secret));
  await page.getByRole('button', { name: 'サインイン' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^本日（\d{4}-\d{2}-\d{2}）$/ })).toBeVisible();
  await expect(page.getByText('入金・出金・GGR（コイン）')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await snap(page, testInfo, 'console-dashboard-signed-in');

  // KYC: the photos come through the staff session; approve.
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '本人確認審査' }).click();
  const card = page.getByRole('listitem', { name: `${member.username} の提出書類` });
  await card.getByRole('button', { name: '写真を表示' }).click();
  for (const side of ['身分証（表）', '身分証（裏）', '身分証を持った写真']) {
    await card.getByRole('button', { name: side }).click();
    await expect(card.getByRole('img', { name: side })).toBeVisible();
    await expect
      .poll(() => card.getByTestId('kyc-viewer-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await snap(page, testInfo, 'console-kyc-review');
  // Approval needs every checklist item ticked (issue 21).
  for (const checkbox of await card.getByRole('checkbox').all()) await checkbox.check();
  await card.getByRole('button', { name: '承認', exact: true }).dblclick();
  await expect(card).toBeHidden();
  expect((await apiCall(api, '/v2/app/user/info', {})).kycStatus).toBe('approved');

  // Manual deposit: confirm, and the member is credited once.
  await page.getByRole('link', { name: '入金確認' }).click();
  const depositRow = page.getByTestId(`deposit-${deposit.order.orderSn}`);
  await expect(depositRow).toContainText('ヤマダ タロウ');
  // A double click only opens the confirmation: nothing is credited before it is confirmed.
  await depositRow.getByRole('button', { name: '確認して入金' }).dblclick();
  const depositQuestion = depositRow.getByRole('group', { name: '確認して入金' });
  await expect(depositQuestion).toContainText('20,000 コインを会員に入金します。残高 0 → 20,000 コイン。');
  expect((await apiCall(api, '/v2/app/user/info', {})).balance).toBe(0);
  await depositQuestion.getByRole('button', { name: '入金を反映する' }).click();
  await expect(depositRow).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '20,000 コインを入金しました' })).toBeVisible();
  expect((await apiCall(api, '/v2/app/user/info', {})).balance).toBe(20_000);

  // Withdrawal: the member binds a card, sets a payment password and withdraws; approve, then pay.
  const card0 = await apiCall(api, '/v2/app/user/bank/save', {
    bankCode: '0005',
    branchCode: '123',
    branchName: '新宿',
    accountNumber: '1234567',
    holderFirstName: 'Taro',
    holderLastName: 'Yamada',
    holderKanaName: 'ヤマダ タロウ',
  });
  await apiCall(api, '/v2/app/auth/password/update/payment', { loginPassword: member.password, newPaymentPassword: '246810' });
  const order = await apiCall(api, '/v2/app/draw/withdraw', {
    amount: 8_000,
    bankCardId: String(card0.id),
    paymentPassword: '246810',
    idempotencyKey: randomUUID(),
  });
  await page.getByRole('link', { name: '出金審査' }).click();
  const row = page.getByTestId(`withdrawal-${order.orderSn}`);
  await expect(row).toContainText('Yamada Taro (ヤマダ タロウ)');
  await snap(page, testInfo, 'console-withdrawals-review');
  await row.getByRole('button', { name: '承認' }).dblclick();
  await row.getByRole('group', { name: '承認' }).getByRole('button', { name: '承認する' }).click();
  await expect(row).toBeHidden();
  await page.getByRole('button', { name: '出金処理中' }).click();
  await expect(row.getByRole('button', { name: '出金完了にする' })).toBeVisible();
  await row.getByRole('button', { name: '出金完了にする' }).dblclick();
  const paidForm = row.getByRole('form', { name: '出金完了にする' });
  await paidForm.getByLabel('銀行の照会番号').fill('E2E-OWNER-0001');
  await paidForm.getByRole('button', { name: '照会番号を付けて出金完了にする' }).click();
  await expect(row).toBeHidden();
  const [paid] = (await apiCall(api, '/v2/app/draw/list', {})).list as Array<{ orderSn: string; status: string }>;
  expect(paid).toMatchObject({ orderSn: order.orderSn, status: 'success' });
  expect((await apiCall(api, '/v2/app/user/info', {})).balance).toBe(12_000);
  await page.getByRole('button', { name: '出金完了', exact: true }).click();
  await expect(row).toBeVisible();
  await snap(page, testInfo, 'console-withdrawals-paid');

  // Content: publish a notice in Japanese and English.
  const stamp = Date.now().toString(36);
  const titles = { ja: `新台入荷のお知らせ ${stamp}`, en: `New machines on the floor ${stamp}` };
  await page.getByRole('link', { name: 'コンテンツ管理' }).click();
  await page.getByRole('button', { name: '新規作成' }).click();
  const editor = page.getByRole('form', { name: '新規作成' });
  const japanese = editor.getByRole('group', { name: '日本語' });
  await japanese.getByLabel('タイトル').fill(titles.ja);
  await japanese.getByLabel('本文').fill('<p>本日より新台が稼働します。</p>');
  const english = editor.getByRole('group', { name: '英語' });
  await english.getByLabel('タイトル').fill(titles.en);
  await english.getByLabel('本文').fill('<p>New machines start today.</p>');
  await snap(page, testInfo, 'console-content-editor');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('cell', { name: titles.ja })).toBeVisible();

  // Audit log: one row per write, with who and what (the owner's rows: other console tests share the server).
  await page.getByRole('link', { name: '監査ログ' }).click();
  const ownerRows = page.getByRole('row').filter({ has: page.getByRole('cell', { name: STAFF.username, exact: true }) });
  for (const action of [
    'content.create',
    'withdrawal.paid',
    'withdrawal.approve',
    'deposit.confirm',
    'kyc.approve',
    'staff.totp.enrol',
  ]) {
    await expect(ownerRows.filter({ has: page.getByRole('cell', { name: action, exact: true }) })).toHaveCount(1);
  }
  await snap(page, testInfo, 'console-audit-log');

  // The player site shows the notice in Japanese and in English.
  const player = await page.context().newPage();
  await player.goto('/game/notice');
  await expect(player.getByText(titles.ja)).toBeVisible({ timeout: 15_000 });
  await snap(player, testInfo, 'console-published-notice-ja-JP');
  await player.evaluate(() => localStorage.setItem('lang', 'en-US'));
  await player.reload();
  await expect(player.getByText(titles.en)).toBeVisible({ timeout: 15_000 });
  await snap(player, testInfo, 'console-published-notice-en-US');
  await api.dispose();
});
