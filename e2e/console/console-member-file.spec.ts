import { expect, newMember, registerByApi, signInAndEnrol, snap, test } from '../support.ts';

/**
 * The member file at its own address (issue 21), at 1280 and 390 px: a staff member (support,
 * finance and compliance; one account per Playwright project, created by scripts/e2e-server.mjs)
 * finds a new member, opens /console/members/:id, adds a note, flags them VIP, credits 500 coins
 * and reads the ledger line with the balance after and its readable reference, then the session
 * with IP and device. The page never scrolls sideways.
 */
test('the member file: note, flag, adjustment, ledger with balance after, sessions', async ({ page, clientIp }, testInfo) => {
  test.setTimeout(90_000);
  const member = newMember();
  await registerByApi(member, clientIp);
  await signInAndEnrol(page, `e2e-members-${testInfo.project.name}`);

  await page.goto('/console/members');
  await page.getByRole('searchbox', { name: '検索' }).fill(member.username);
  await page.getByRole('search').getByRole('button', { name: '検索' }).click();
  await page.getByRole('link', { name: `${member.username} の詳細を開く` }).click();
  await expect(page).toHaveURL(/\/console\/members\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(member.username);
  const userId = /#(\d+)/.exec((await heading.textContent()) ?? '')![1]!;

  // A note, kept with who wrote it.
  const notes = page.getByRole('form', { name: 'メモを追加' });
  await notes.getByLabel('新しいメモ').fill('電話で入金について問い合わせあり');
  await notes.getByRole('button', { name: 'メモを追加' }).click();
  await expect(page.getByRole('list', { name: 'スタッフメモ' })).toContainText('電話で入金について問い合わせあり');

  // A flag, with a reason.
  const flags = page.getByRole('region', { name: 'フラグ' });
  await flags.getByRole('button', { name: 'VIP を付ける' }).click();
  await flags.getByLabel('理由').fill('高額プレイヤー');
  await flags.getByRole('button', { name: 'VIP を付ける' }).click();
  await expect(page.getByRole('group', { name: 'フラグ' })).toContainText('VIP');
  await expect(flags.getByRole('button', { name: 'VIP を外す' })).toBeVisible();

  // 500 coins credited: the ledger shows the balance after and the adjustment it came from.
  const adjust = page.getByRole('form', { name: '残高調整' });
  await adjust.getByLabel('コイン（+加算・−減算）').fill('500');
  await adjust.getByLabel('理由').fill('お詫び');
  await adjust.getByRole('button', { name: '調整する' }).click();
  await expect(adjust).toContainText('調整を反映しました。');
  const ledger = page.getByRole('table', { name: '台帳' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('500');
  await expect(ledger.getByRole('row').nth(1)).toContainText('残高調整');

  // The file has its own address: a reload keeps it, and the tab is in the URL.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${userId}`);
  await expect(page.getByText('電話で入金について問い合わせあり')).toBeVisible();
  const noPageScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  expect(noPageScroll).toBe(true);
  await snap(page, testInfo, 'console-member-file');

  await page.getByRole('button', { name: 'セッション', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=sessions$/);
  const sessions = page.getByRole('table', { name: 'セッション' });
  await expect(sessions.getByRole('row').nth(1)).toContainText(clientIp);
  await snap(page, testInfo, 'console-member-file-sessions');
});
