import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import type jaFinance from '../../apps/web/src/locales/ja-JP/finance.json';
import type jaGames from '../../apps/web/src/locales/ja-JP/games.json';
import { catalogue, expect, newMember, registerByApi, signInWithToken, snap, template, test } from '../support.ts';
import { sitAt } from './hall.ts';

/**
 * The game hall against the real server (scripts/e2e-server.mjs): a new member deposits 5,000
 * coins through the sandbox checkout, takes a seat and plays the pachinko, the pachislot and
 * the video slot, sees the balance and the game records change, then rotates the server seed
 * and verifies a round in the browser. Desktop (1280 px) and mobile (390 px), in Japanese.
 */
test.describe.configure({ timeout: 240_000 });

const locales = path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP');
const g = JSON.parse(readFileSync(path.join(locales, 'games.json'), 'utf8')) as typeof jaGames;
const f = JSON.parse(readFileSync(path.join(locales, 'finance.json'), 'utf8')) as typeof jaFinance;
const c = catalogue('ja-JP');

function headerBalance(page: Page) {
  return page.getByRole('banner').getByTestId('header-balance');
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

/** The viewport only: a full-page capture resizes the window for a moment, which redraws the canvas. */
async function snapViewport(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: path.join(import.meta.dirname, '../artifacts', testInfo.project.name, `${name}.png`) });
}

async function depositThroughSandbox(page: Page) {
  await page.goto('/user/finance/deposit');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.deposit })).toBeVisible();
  await page.getByRole('button', { name: /5,000$/ }).click();
  await page.getByRole('button', { name: f.deposit.submit.sandbox }).click();
  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: /^Pay 5000 JPY/ }).click();
  await page.waitForURL(/result=paid$/);
  await expect(headerBalance(page)).toHaveText('5,000');
}

/** One play: the answer is announced (aria-live) with the new balance, which the header shows too. */
async function playOnce(page: Page): Promise<string> {
  const announcement = page.getByTestId('game-announcement');
  // The session's round count moves with every answer, in the same render as the announcement;
  // the announcement alone can repeat itself (a pachislot replay: bet 3, paid 3, same balance).
  const totals = page.getByTestId('session-totals');
  const before = (await totals.textContent()) ?? '';
  const play = page.getByTestId('play-button');
  await expect(play).toBeEnabled();
  await play.click();
  await expect(totals).not.toHaveText(before, { timeout: 30_000 });
  const text = (await announcement.textContent()) ?? '';
  const balance = /残高([\d,]+)/.exec(text)?.[1];
  expect(balance, text).toBeTruthy();
  await expect(headerBalance(page)).toHaveText(balance!);
  await expect(page.getByTestId('screen-balance')).toHaveText(balance!);
  return text;
}

test('take a seat, play pachinko, pachislot and the slot, see records and verify a round', async ({
  page,
  clientIp,
}, testInfo) => {
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  await signInWithToken(page, token, '/user/finance/deposit');
  await depositThroughSandbox(page);

  // The hall: islands by model with published RTP, machine counters, a detail panel, favorites.
  await page.goto('/amigo');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.amigo })).toBeVisible();
  const islands = page.getByTestId('hall-island');
  await expect(islands.first()).toBeVisible();
  expect(await islands.count()).toBeGreaterThanOrEqual(3);
  await expect(islands.first().getByTestId('game-rtp')).toHaveText(/%/);
  await expect(page.getByTestId('machine-card').first().getByTestId('rounds-since-bonus')).toHaveText(/^\d/);
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'games-hall');
  await snapViewport(page, testInfo, 'games-hall-top');

  await page.getByRole('button', { name: g.types.pachislot, exact: true }).click();
  await expect(page).toHaveURL(/type=pachislot/);
  await expect(page.locator('[data-testid="hall-island"]:not([data-model="golden-seven"])')).toHaveCount(0);
  const favorite = islands.first().getByTestId('favorite-toggle');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(g.hall.favoritesOnly).check();
  await expect(page).toHaveURL(/fav=1/);
  await expect(islands).toHaveCount(1);
  await page
    .getByRole('button', { name: template(g.hall.detailsOf) })
    .first()
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('machine-detail')).toBeVisible();
  await expect(detail.getByRole('heading', { name: g.detail.days })).toBeVisible();
  await snapViewport(page, testInfo, 'games-machine-detail');
  await detail.getByRole('button', { name: c.actions.close }).click();
  await expect(detail).toBeHidden();

  // Pachinko: one batch of balls, watched until the lottery reels turn, then skipped.
  const pachinko = await sitAt(page, 'pachinko', 'sakura-rush-4');
  await expect(page.getByTestId('game-name')).toBeVisible();
  await expect(page.getByRole('img', { name: template(g.screen.canvasLabel) })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByTestId('play-button').click();
  await page.waitForTimeout(900);
  await snapViewport(page, testInfo, 'games-pachinko-balls');
  await expect(page.getByTestId('play-button')).toHaveText(g.screen.skip);
  await page.getByTestId('play-button').click();
  await expect(page.getByTestId('game-announcement')).toHaveText(/残高/, { timeout: 30_000 });
  await expect(headerBalance(page)).not.toHaveText('5,000');
  await playOnce(page);
  await snapViewport(page, testInfo, 'games-pachinko');
  await expect(page.getByTestId('session-totals')).toContainText('2回');
  // Leaving frees the machine and goes back to the hall.
  await page.getByRole('button', { name: g.screen.leave }).click();
  await page.waitForURL(/\/amigo$/);
  await expect(page.locator(`[data-testid="machine-card"][data-machine-id="${pachinko}"]`)).toHaveAttribute(
    'data-status',
    'free',
  );

  // Pachislot, with reduced motion: the reels are drawn stopped at once; Space plays too.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await sitAt(page, 'pachislot', 'golden-seven');
  await playOnce(page);
  await page.getByTestId('game-name').click();
  await page.keyboard.press('Space');
  // The second round's answer: counted in the session (its announcement may repeat the first's).
  await expect(page.getByTestId('session-totals')).toContainText('2回');
  await expectNoHorizontalScroll(page);
  await snapViewport(page, testInfo, 'games-pachislot');

  // Auto-play: five rounds at most with its stop conditions, then it stops by itself.
  await page.getByLabel(g.auto.rounds).selectOption('10');
  await page.getByLabel(g.auto.stopBelow).fill('abc');
  await expect(page.getByText(g.auto.invalid)).toBeVisible();
  await expect(page.getByTestId('auto-start')).toBeDisabled();
  await page.getByLabel(g.auto.stopBelow).fill('100');
  await page.getByTestId('auto-start').click();
  await expect(page.getByTestId('auto-stop')).toBeVisible();
  await expect(page.getByTestId('auto-start')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(template(g.auto.stopped.rounds)).or(page.getByText(template(g.auto.stopped.bonus)))).toBeVisible();

  // The video slot.
  await sitAt(page, 'slot', 'dragon-pearl');
  // The radio itself is visually hidden: choose the bet by its visible label, as a player taps it.
  const bet100 = page.getByRole('radio', { name: '100' });
  await page.locator('label').filter({ has: bet100 }).click();
  await expect(bet100).toBeChecked();
  await playOnce(page);
  await expectNoHorizontalScroll(page);
  await snapViewport(page, testInfo, 'games-slot');
  await snap(page, testInfo, 'games-slot-page');

  // Records: every round, with totals from record/count.
  await page.goto('/user/record?tab=games');
  await expect(page.getByRole('tab', { name: f.records.tabs.games })).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('game-record-row');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('total-count')).toHaveText(/^[\d,]+$/);
  const count = Number((await page.getByTestId('total-count').textContent())?.replace(/,/g, ''));
  expect(count).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('total-bet')).not.toHaveText('0');
  await expect(rows.first()).toContainText('ドラゴンパール');
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'games-records');
  await page.getByLabel(g.records.game).selectOption('golden-seven');
  await expect(page).toHaveURL(/game=golden-seven/);
  await expect(rows.first()).toContainText('ゴールデンセブン');

  // Fairness: a round is not verifiable before its seed is revealed; after rotating it is.
  await rows
    .first()
    .getByRole('link', { name: template(g.records.verifyRound) })
    .click();
  await page.waitForURL(/\/amigo\/fairness\?record=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: c.routes.amigoFairness })).toBeVisible();
  await page.getByTestId('verify-button').click();
  await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-status', 'unrevealed');
  const hashBefore = await page.getByTestId('server-seed-hash').textContent();
  await page.getByTestId('rotate-seed').click();
  await expect(page.getByTestId('previous-server-seed')).toBeVisible();
  await expect(page.getByTestId('server-seed-hash')).not.toHaveText(hashBefore ?? '');
  await page.getByRole('button', { name: g.fair.checkHash }).click();
  await expect(page.getByTestId('previous-seed-check')).toHaveAttribute('data-pass', 'true');
  // The seed checks at once; the replay waits for the machine's setting, revealed after the business day.
  await page.getByTestId('verify-button').click();
  await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-status', 'unrevealed');
  await expect(page.getByTestId('verify-row-seedHash')).toContainText(g.fair.same);

  // The client seed: checked in the browser first, then saved (which starts a new server seed).
  const seedInput = page.getByLabel(g.fair.newClientSeed);
  await seedInput.fill('bad seed!');
  await page.getByRole('button', { name: g.fair.saveSeed }).click();
  await expect(page.getByRole('alert').filter({ hasText: g.fair.seedInvalid })).toBeVisible();
  await seedInput.fill('my_lucky-seed');
  await page.getByRole('button', { name: g.fair.saveSeed }).click();
  await expect(page.getByTestId('client-seed')).toHaveText('my_lucky-seed');
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'games-fairness');
});

test('the home page lists popular and new games', async ({ page }, testInfo) => {
  await page.goto('/');
  const rows = page.getByTestId('home-game-rows');
  await expect(rows).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: g.home.popular })).toBeVisible();
  const latest = page.getByTestId('home-games-latest').getByRole('link', { name: /ドラゴンパール/ });
  await expect(latest).toBeVisible();
  await expect(latest).toHaveAttribute('href', '/amigo?type=slot');
  // The rows scroll sideways inside themselves on phones; the page does not.
  const box = await rows.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await rows.scrollIntoViewIfNeeded();
  await snapViewport(page, testInfo, 'games-home-rows');
});
