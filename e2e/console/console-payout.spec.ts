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
 * and the member then sees that reference on their withdrawal record. Then two more withdrawals are
 * paid the bulk way: approved, downloaded in a new file, one rejected (the bank returned it), and the
 * file marked paid at once ("Mark this file paid": one reference and day, after a confirmation);
 * the answer names the rejected order and why it was not paid, and the member sees the reference.
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
  test.setTimeout(240_000);
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

  // Two more withdrawals, paid with their whole transfer file: one reference and day for the file.
  // The bank returned one of them, so it is rejected after the download: the file's answer says so.
  const fileReference = `ZF-${Date.now().toString(36).toUpperCase()}`;
  const withdraw = (amount: number) =>
    apiCall(api, '/v2/app/draw/withdraw', {
      amount,
      bankCardId: String(card.id),
      paymentPassword: '246810',
      idempotencyKey: randomUUID(),
    });
  const second = await withdraw(5_000);
  const returned = await withdraw(3_000);
  await page.goto('/console/withdrawals');
  for (const [orderSn, coins] of [
    [second.orderSn, '5,000'],
    [returned.orderSn, '3,000'],
  ] as const) {
    const pending = page.getByTestId(`withdrawal-${orderSn}`);
    await pending.getByRole('button', { name: '承認' }).click();
    await pending.getByRole('group', { name: '承認' }).getByRole('button', { name: '承認する' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${orderSn}（${member.username}・${coins} コイン）を承認しました。` }),
    ).toBeVisible();
  }
  const secondRow = page.getByTestId(`withdrawal-${second.orderSn}`);
  const returnedRow = page.getByTestId(`withdrawal-${returned.orderSn}`);
  await page.getByRole('button', { name: '出金処理中' }).click();
  await expect(secondRow).toBeVisible();
  // Nothing to mark until a file is downloaded in this visit.
  await expect(exportPanel.getByRole('region', { name: 'このファイルを出金完了にする' })).toHaveCount(0);
  const [secondDownload] = await Promise.all([
    page.waitForEvent('download'),
    exportPanel.getByRole('button', { name: 'ファイルを出力' }).click(),
  ]);
  const secondFile = (await readFile(await secondDownload.path())).toString('latin1').split('\r\n');
  const ourRecords = secondFile.filter((record) => record.startsWith('20009') && record.slice(43, 50) === accountNumber);
  expect(ourRecords.map((record) => record.slice(80, 90)).sort()).toEqual(['0000003000', '0000005000']);
  await returnedRow.getByRole('button', { name: '却下' }).click();
  await returnedRow.getByLabel('理由').fill('銀行から組戻し');
  await returnedRow.getByRole('button', { name: '却下してコインを戻す' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${returned.orderSn} を却下し` })).toBeVisible();
  const markFile = exportPanel.getByRole('region', { name: 'このファイルを出金完了にする' });
  await expect(markFile).toContainText(/\d+ 件（合計 [\d,]+ 円）/);
  const markAll = markFile.getByRole('button', { name: 'まとめて出金完了にする' });
  await expect(markAll).toBeDisabled();
  await markFile.getByLabel('銀行の照会番号').fill(fileReference);
  await expect(markFile.getByLabel('振込日（日本時間）')).not.toHaveValue('');
  await markAll.click();
  // Nothing is marked before the confirmation; it repeats what will be sent.
  const fileQuestion = markFile.getByRole('group', { name: 'このファイルを出金完了にする' });
  await expect(fileQuestion).toContainText(/このファイルの \d+ 件をまとめて出金完了にしますか？/);
  await expect(fileQuestion).toContainText(fileReference);
  await expect(fileQuestion).toContainText('会員の残高は変わりません');
  await shoot(page, testInfo, 'console-payout-file-confirm');
  await fileQuestion.getByRole('button', { name: /^\d+ 件を出金完了にする$/ }).click();
  const summary = markFile.getByRole('status');
  await expect(summary).toContainText(
    new RegExp(`\\d+ 件を出金完了にしました（照会番号 ${fileReference}・振込日 \\d{4}-\\d{2}-\\d{2}）。`),
  );
  await expect(summary).toContainText('出金完了にならなかった注文 1 件：');
  await expect(summary.getByRole('listitem')).toHaveText([`${returned.orderSn}承認済み（出金処理中）ではなくなっていました`]);
  await shoot(page, testInfo, 'console-payout-file-paid');
  // The queue refreshed: the order has left the approved ones and is paid with the file's reference.
  await expect(secondRow).toHaveCount(0);
  await page.getByRole('button', { name: '出金完了', exact: true }).click();
  await expect(secondRow).toContainText(`照会番号 ${fileReference}`);

  // The member sees the file's reference on the second withdrawal.
  await page.goto('/user/record?tab=withdrawals');
  await expect(page.locator('[data-testid="withdrawal-paid"]:visible').filter({ hasText: fileReference })).toContainText(
    '振込済み',
  );
  expect((await apiCall(api, '/v2/app/draw/list', {})).list).toContainEqual(
    expect.objectContaining({ orderSn: second.orderSn, paidReference: fileReference }),
  );
  await api.dispose();
});
