import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type Page, type TestInfo } from '@playwright/test';
import type jaFinance from '../../apps/web/src/locales/ja-JP/finance.json';
import type jaGames from '../../apps/web/src/locales/ja-JP/games.json';
import type jaResponsible from '../../apps/web/src/locales/ja-JP/responsible.json';
import { BASE_URL, catalogue, expect, newMember, registerByApi, signInWithToken, snap, template, test } from '../support.ts';

/**
 * Responsible gaming (issue 11) against the real server (scripts/e2e-server.mjs): a new member
 * sets a daily deposit limit (applies at once), asks for a raise (waits 24 hours, shown as
 * pending), tries to deposit above the limit and is refused with the server's message; turns
 * on reality checks; self-excludes through the confirm dialog and is then refused a seat in the
 * hall (and by the API: seat, deposit). Desktop (1280 px) and mobile (390 px), in Japanese.
 */
test.describe.configure({ timeout: 120_000 });

const read = <T>(file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP', file), 'utf8')) as T;
const r = read<typeof jaResponsible>('responsible.json');
const f = read<typeof jaFinance>('finance.json');
const g = read<typeof jaGames>('games.json');
const c = catalogue('ja-JP');

/** The viewport only, for open dialogs (a full-page capture resizes the window and closes them). */
async function snapViewport(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts', testInfo.project.name, `${name}.png`) });
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

/** One call with the member's token, as the app would send it; answers the envelope. */
async function callAs(token: string, clientIp: string, pathName: string, data: unknown) {
  const api = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: {
      'X-Forwarded-For': clientIp,
      'X-XSRF-TOKEN': 'e2e-responsible',
      Cookie: 'XSRF-TOKEN=e2e-responsible',
      'Accept-Language': 'ja-JP',
      TOKEN: token,
    },
  });
  try {
    const response = await api.post(pathName, { data });
    return (await response.json()) as { code: number; msg: string; data: any };
  } finally {
    await api.dispose();
  }
}

test('set a daily deposit limit, hit it, then self-exclude and be refused a seat', async ({ page, clientIp }, testInfo) => {
  const member = newMember();
  const token = await registerByApi(member, clientIp);

  // The way there: the user-centre menu and the account settings page both lead to the page.
  await signInWithToken(page, token, '/user/account-setting');
  const summary = page.getByTestId('responsible-summary');
  // The first page of a fresh server can take a while (catalogues, profile).
  await expect(summary).toContainText(r.summary.limitsNone, { timeout: 15_000 });
  await summary.getByRole('link', { name: r.summary.open }).click();
  await page.waitForURL(/\/user\/responsible-gaming$/);
  await expect(page.getByRole('heading', { level: 1, name: c.routes.responsibleSettings })).toBeVisible();
  await expect(page.getByTestId('limit-rules')).toContainText(r.limits.rulesLater);
  await expect(page.getByTestId('active-block')).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  // A daily deposit limit of 3,000 coins: a new limit applies at once.
  const daily = page.getByTestId('limit-deposit-day');
  await expect(daily.getByTestId('limit-current')).toHaveText(r.limits.none);
  const amount = daily.getByLabel(r.limits.amountLabel, { exact: true });
  await amount.fill('0');
  await daily.getByRole('button', { name: r.limits.set, exact: true }).click();
  await expect(daily.getByRole('alert')).toHaveText(r.limits.errors.invalid);
  await expect(amount).toBeFocused();
  await amount.fill('3000');
  await expect(daily.getByTestId('limit-preview')).toHaveText(r.limits.preview.new);
  await daily.getByRole('button', { name: r.limits.set, exact: true }).click();
  await expect(daily.getByRole('status')).toHaveText(r.limits.saved.now);
  await expect(daily.getByTestId('limit-current')).toContainText('3,000');
  await expect(daily.getByRole('progressbar')).toHaveAttribute('max', '3000');
  await expect(daily.getByTestId('limit-usage')).toContainText('0 / 3,000');
  await expect(page.getByTestId('deposit-remaining')).toContainText('3,000');

  // Asking for more waits 24 hours: the limit in force stays, the raise is shown as pending.
  await amount.fill('10000');
  await expect(daily.getByTestId('limit-preview')).toContainText(template(r.limits.preview.raise));
  await daily.getByRole('button', { name: r.limits.set, exact: true }).click();
  await expect(daily.getByRole('status')).toContainText(template(r.limits.saved.later));
  await expect(daily.getByTestId('limit-current')).toContainText('3,000');
  await expect(daily.getByTestId('limit-pending')).toContainText('10,000');

  // Reality checks every 30 minutes.
  const reality = page.getByTestId('reality-check');
  await reality.getByLabel(r.realityCheck.label).selectOption('30');
  await reality.getByRole('button', { name: r.realityCheck.save }).click();
  await expect(reality.getByRole('status')).toHaveText(r.realityCheck.saved);
  await expect(reality.getByTestId('reality-current')).toHaveText(r.realityCheck.current.replace('{{minutes}}', '30'));
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'responsible-limits');

  // A deposit of 5,000 coins is over the daily limit: the server's message shows on the amount.
  await page.goto('/user/finance/deposit');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.deposit })).toBeVisible();
  await page.getByRole('button', { name: /5,000$/ }).click();
  await page.getByRole('button', { name: f.deposit.submit.sandbox }).click();
  const depositAmount = page.getByLabel(f.deposit.customAmount, { exact: true });
  await expect(page.getByText(/入金上限に達するため/)).toBeVisible();
  await expect(depositAmount).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/user\/finance\/deposit$/);
  await snap(page, testInfo, 'responsible-deposit-refused');

  // Self-exclusion for 6 months, through the confirm dialog.
  await page.goto('/user/responsible-gaming');
  const exclusion = page.getByTestId('self-exclusion');
  await exclusion.getByRole('radio', { name: r.block.periods['6m'] }).check();
  await exclusion.getByRole('button', { name: r.block.startSelfExclusion }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: r.block.confirm.titleSelfExclusion.replace('{{period}}', '6か月') }),
  ).toBeVisible();
  for (const text of [
    r.block.confirm.noDeposits,
    r.block.confirm.noPlay,
    r.block.confirm.noTransfers,
    r.block.confirm.noPromotions,
    r.block.confirm.withdrawals,
    r.block.confirm.letters,
    r.block.confirm.cannotShorten,
  ]) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  // Focus is inside the dialog and on nothing that would confirm it.
  await expect(dialog.getByRole('button', { name: c.actions.close })).toBeFocused();
  const confirm = dialog.getByRole('button', { name: r.block.confirm.submit });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(r.block.confirm.acknowledge).check();
  await expect(confirm).toBeEnabled();
  await snapViewport(page, testInfo, 'responsible-confirm-dialog');
  await confirm.click();
  await expect(dialog).toBeHidden();

  // The block is shown first on the page and the focus is on it; shorter choices are gone.
  const banner = page.getByTestId('active-block');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: r.block.active.self_exclusion })).toBeFocused();
  await expect(banner).toContainText(r.block.active.consequences);
  await expect(exclusion.getByRole('radio', { name: r.block.periods['6m'] })).toBeDisabled();
  await expect(exclusion.getByRole('radio', { name: r.block.periods['1y'] })).toBeEnabled();
  await expect(page.getByTestId('cool-off').getByRole('button', { name: r.block.startCoolOff })).toBeDisabled();
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'responsible-self-excluded');

  // The hall refuses the seat with the server's message.
  await page.goto('/amigo?free=1');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.amigo })).toBeVisible();
  const card = page.locator('[data-testid="machine-card"][data-status="free"]').first();
  await card.getByRole('button', { name: template(g.hall.sitAt) }).click();
  await expect(card.getByRole('alert')).toContainText('自己排除');
  await expect(page).toHaveURL(/\/amigo/);
  await snap(page, testInfo, 'responsible-hall-refused');

  // And so does the API, for play and deposits; withdrawals are not blocked by it.
  const machineId = Number(await card.getAttribute('data-machine-id'));
  const seat = await callAs(token, clientIp, '/v2/app/game/seat/take', { machineId });
  expect(seat.code).toBe(403);
  expect(seat.data.reason).toBe('SELF_EXCLUDED');
  const status = await callAs(token, clientIp, '/v2/app/responsible/status', {});
  expect(status.code).toBe(200);
  expect(status.data.block.kind).toBe('self_exclusion');
  const shorter = await callAs(token, clientIp, '/v2/app/responsible/block', {
    kind: 'cool_off',
    period: '24h',
    confirm: true,
  });
  expect(shorter.data.reason).toBe('BLOCK_ALREADY_ACTIVE');

  // The policy page leads back to the settings.
  await page.goto('/responsible-gaming');
  await expect(page.getByTestId('set-limits-callout').getByRole('link', { name: r.policy.link })).toHaveAttribute(
    'href',
    '/user/responsible-gaming',
  );
});
