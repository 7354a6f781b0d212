import { randomUUID } from 'node:crypto';
import { request as playwrightRequest } from '@playwright/test';
import { BASE_URL, expect, newMember, registerByApi, signInAndEnrol, snap, test } from '../support.ts';

/**
 * Letters (issue 21) at 1280 and 390 px: a support officer — who holds letters.send but not
 * content.write (one account per Playwright project, created by scripts/e2e-server.mjs) — opens
 * the Letters screen, writes to one member by username, the member reads it, and the history
 * shows the letter with its sender and one read.
 */
test('letters: one member by username, history with read counts, for support', async ({ page, clientIp }, testInfo) => {
  test.setTimeout(60_000);
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  await signInAndEnrol(page, `e2e-letters-${testInfo.project.name}`);

  await page.goto('/console/letters');
  await expect(page.getByRole('heading', { level: 1, name: 'メッセージ' })).toBeVisible();
  const title = `ご案内 ${randomUUID().slice(0, 8)}`;
  await page.getByLabel('タイトル').first().fill(title);
  await page.getByLabel('本文').first().fill('お問い合わせありがとうございました。');
  // Everyone first: the count of recipients is shown to confirm, and cancelling sends nothing.
  await page.getByLabel('宛先').selectOption('all');
  await page.getByRole('button', { name: '送信', exact: true }).click();
  await expect(page.getByText(/^この手紙は [\d,]+ 人の会員に届きます（全会員）。送信しますか？$/)).toBeFocused();
  await snap(page, testInfo, 'console-letters-confirm');
  await page.getByRole('button', { name: 'キャンセル' }).click();
  // Then the one member.
  await page.getByLabel('宛先').selectOption('member');
  await page.getByLabel('会員のユーザー名').fill(member.username);
  await page.getByRole('button', { name: '送信', exact: true }).click();
  await expect(page.getByText('この手紙は 1 人の会員に届きます（特定の会員）。送信しますか？')).toBeVisible();
  await page.getByRole('button', { name: '1 人に送信する' }).click();
  await expect(page.getByText('1 人の会員に送信しました。')).toBeVisible();
  const row = page.getByRole('table', { name: '送信履歴' }).getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(member.username);
  await expect(row).toContainText(`e2e-letters-${testInfo.project.name}`);

  // The member reads it in their inbox; the history counts one read.
  const api = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp, 'X-XSRF-TOKEN': 'e2e', Cookie: 'XSRF-TOKEN=e2e', TOKEN: token },
  });
  const inbox = (await (await api.post('/v2/app/station/query', { data: { pageNum: 1, pageSize: 10 } })).json()) as {
    data: { list: { id: string; titleJp: string }[] };
  };
  const letter = inbox.data.list.find((l) => l.titleJp === title)!;
  expect(letter).toBeTruthy();
  await api.post('/v2/app/station/read', { data: { ids: [letter.id] } });
  await api.dispose();
  await page.reload();
  await expect(page.getByRole('table', { name: '送信履歴' }).getByRole('row', { name: new RegExp(title) })).toContainText(/1$/);
  const noPageScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  expect(noPageScroll).toBe(true);
  await snap(page, testInfo, 'console-letters');
});
