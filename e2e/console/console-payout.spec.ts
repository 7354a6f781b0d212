import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import {
  apiCall,
  expect,
  memberApi,
  newMember,
  registerByApi,
  signInAndEnrol,
  signInWithToken,
  snap,
  test,
  verifyIdentityByApi,
} from '../support.ts';

/**
 * Paying a bank withdrawal (docs/console.md, "Paying withdrawals"), at both widths: a finance
 * account (one per Playwright project, created by scripts/e2e-server.mjs) credits the member's
 * manual deposit and approves their withdrawal — each after a confirmation — reveals the account
 * to pay, downloads the Zengin transfer file, marks the withdrawal paid with the bank's reference,
 * and the member then sees that reference on their withdrawal record.
 */

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  await snap(page, testInfo, `${name}-${testInfo.project.name}`);
}

test('finance reveals the account, downloads the Zengin file, marks paid with a reference; the member sees it', async ({
  page,
  clientIp,
}, testInfo) => {
  test.setTimeout(150_000);
  const accountNumber = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  const reference = `ZB-${Date.now().toString(36).toUpperCase()}`;

  // A member with a manual transfer waiting, a bound card and a payment password.
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  // Withdrawals need approved KYC (KYC_REQUIRED_FOR_WITHDRAWAL), in the name on the card.
  await verifyIdentityByApi(token, clientIp, { lastName: 'Yamada', firstName: 'Hanako', pinyinName: 'ヤマダ ハナコ' });
  const api = await memberApi(token, clientIp);
  const deposit = await apiCall(api, '/v2/app/pay/order', {
    channel: 'manual_bank',
    amount: 30_000,
    idempotencyKey: randomUUID(),
  });
  await apiCall(api, '/v2/app/pay/manual/submit', { orderSn: deposit.order.orderSn, payerName: 'ヤマダ ハナコ' });
  const card = await apiCall(api, '/v2/app/user/bank/save', {
    bankCode: '0009',
    branchCode: '246',
    branchName: '渋谷',
    accountNumber,
    holderFirstName: 'Hanako',
    holderLastName: 'Yamada',
    holderKanaName: 'ヤマダ ハナコ',
  });
  await apiCall(api, '/v2/app/auth/password/update/payment', { loginPassword: member.password, newPaymentPassword: '246810' });

  await signInAndEnrol(page, `e2e-payout-${testInfo.project.name}`);

  // Credit the deposit: the confirmation says what it does; nothing moves before it is confirmed.
  await page.goto('/console/deposits');
  const depositRow = page.getByTestId(`deposit-${deposit.order.orderSn}`);
  await depositRow.getByRole('button', { name: '確認して入金' }).click();
  const depositQuestion = depositRow.getByRole('group', { name: '確認して入金' });
  await expect(depositQuestion).toContainText('30,000 コインを会員に入金します。残高 0 → 30,000 コイン。');
  await shoot(page, testInfo, 'console-payout-deposit-confirm');
  expect((await apiCall(api, '/v2/app/user/info', {})).balance).toBe(0);
  await depositQuestion.getByRole('button', { name: '入金を反映する' }).click();
  await expect(page.getByRole('status').filter({ hasText: '30,000 コインを入金しました' })).toBeVisible();
  expect((await apiCall(api, '/v2/app/user/info', {})).balance).toBe(30_000);

  // The member withdraws 12,000 coins; approve it after the confirmation.
  const order = await apiCall(api, '/v2/app/draw/withdraw', {
    amount: 12_000,
    bankCardId: String(card.id),
    paymentPassword: '246810',
    idempotencyKey: randomUUID(),
  });
  await page.goto('/console/withdrawals');
  const row = page.getByTestId(`withdrawal-${order.orderSn}`);
  await expect(row).toContainText('Yamada Hanako (ヤマダ ハナコ)');
  await expect(row).not.toContainText(accountNumber);
  await row.getByRole('button', { name: '承認' }).click();
  const approve = row.getByRole('group', { name: '承認' });
  await expect(approve).toContainText(
    '12,000 コインは保留のまま振込待ちになります。会員の残高は 18,000 コインのまま変わりません。',
  );
  await shoot(page, testInfo, 'console-payout-approve');
  await approve.getByRole('button', { name: '承認する' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${order.orderSn}（${member.username}・12,000 コイン）を承認しました。` }),
  ).toBeVisible();
  await page.getByRole('button', { name: '出金処理中' }).click();
  await expect(row).toBeVisible();

  // The account to pay, one audited view.
  await row.getByRole('button', { name: '振込先を表示' }).click();
  const details = row.getByRole('region', { name: `${order.orderSn} の振込先` });
  await expect(details).toContainText(accountNumber);
  await expect(details).toContainText('三井住友銀行 (0009)');
  await expect(details).toContainText('渋谷 (246)');
  await expect(details).toContainText('普通');
  await expect(details).toContainText('ヤマダ ハナコ');
  await shoot(page, testInfo, 'console-payout-account');
  await details.getByRole('button', { name: '閉じる' }).click();
  await expect(row).not.toContainText(accountNumber);

  // The Zengin file: 120-byte records with CR LF, our order's data record among them.
  const exportPanel = page.getByRole('region', { name: '振込ファイルの出力' });
  await expect(exportPanel.getByLabel('形式')).toHaveValue('zengin');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportPanel.getByRole('button', { name: 'ファイルを出力' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^withdrawals-zengin-\d{8}-\d{4}\.txt$/);
  const file = await readFile(await download.path());
  expect(file.length % 122).toBe(0);
  const records = file.toString('latin1').split('\r\n').slice(0, -1);
  expect(records.every((record) => record.length === 120)).toBe(true);
  expect(records[0]![0]).toBe('1');
  expect(records.at(-1)![0]).toBe('9');
  const ours = records.filter((record) => record.startsWith('20009') && record.slice(43, 50) === accountNumber);
  expect(ours).toHaveLength(1);
  expect(ours[0]!.slice(80, 90)).toBe('0000012000');
  await expect(exportPanel.getByRole('status')).toContainText('件・合計');
  await shoot(page, testInfo, 'console-payout-export');
  // Exporting changed nothing: the order is still waiting to be marked paid.
  await expect(row.getByRole('button', { name: '出金完了にする' })).toBeVisible();

  // Mark paid with the bank's reference (today in Tokyo is filled in as the day).
  await row.getByRole('button', { name: '出金完了にする' }).click();
  const paid = row.getByRole('form', { name: '出金完了にする' });
  await expect(paid).toContainText('保留中の 12,000 コインが銀行振込として出ていきます');
  const confirm = paid.getByRole('button', { name: '照会番号を付けて出金完了にする' });
  await expect(confirm).toBeDisabled();
  await paid.getByLabel('銀行の照会番号').fill(reference);
  await shoot(page, testInfo, 'console-payout-paid-form');
  await confirm.click();
  await expect(
    page.getByRole('status').filter({ hasText: `${order.orderSn} を出金完了にしました（照会番号 ${reference}）。` }),
  ).toBeVisible();
  await page.getByRole('button', { name: '出金完了', exact: true }).click();
  await expect(row).toContainText(`照会番号 ${reference}`);
  await shoot(page, testInfo, 'console-payout-paid');

  // The member sees the reference on their withdrawal record.
  await signInWithToken(page, token, '/user/record?tab=withdrawals');
  const note = page.locator('[data-testid="withdrawal-paid"]:visible');
  await expect(note).toContainText(reference);
  await expect(note).toContainText('振込済み');
  await shoot(page, testInfo, 'web-withdrawal-paid-reference');
  expect((await apiCall(api, '/v2/app/draw/list', {})).list[0]).toMatchObject({
    orderSn: order.orderSn,
    paidReference: reference,
  });
  await api.dispose();
});
