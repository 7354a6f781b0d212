import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type jaFinance from '../../apps/web/src/locales/ja-JP/finance.json';
import type jaGames from '../../apps/web/src/locales/ja-JP/games.json';
import { catalogue, expect, newMember, registerByApi, signInWithToken, snap, template, test } from '../support.ts';
import { sitAt } from './hall.ts';

/**
 * Issue 18 §2: the fairness page shows the active and the next server seed's hashes before play,
 * keeps them in the browser, rotation promotes exactly the announced next seed, and a round played
 * after looking is checked against the hash this browser showed before play. 1280 and 390 px.
 */
test.describe.configure({ timeout: 180_000 });

const locales = path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP');
const g = JSON.parse(readFileSync(path.join(locales, 'games.json'), 'utf8')) as typeof jaGames;
const f = JSON.parse(readFileSync(path.join(locales, 'finance.json'), 'utf8')) as typeof jaFinance;
const c = catalogue('ja-JP');

async function deposit(page: Page) {
  await page.goto('/user/finance/deposit');
  await page.getByRole('button', { name: /5,000$/ }).click();
  await page.getByRole('button', { name: f.deposit.submit.sandbox }).click();
  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: /^Pay 5000 JPY/ }).click();
  await page.waitForURL(/result=paid$/);
}

async function playOneSlotRound(page: Page) {
  await sitAt(page, 'slot', 'dragon-pearl');
  // The round count moves with every answer; the announcement alone may repeat the last one.
  const totals = page.getByTestId('session-totals');
  const before = (await totals.textContent()) ?? '';
  await page.getByTestId('play-button').click();
  await expect(totals).not.toHaveText(before, { timeout: 30_000 });
}

test('rotation promotes the announced next seed, and a round is checked against the hash shown before play', async ({
  page,
  clientIp,
}, testInfo) => {
  const token = await registerByApi(newMember(), clientIp);
  await signInWithToken(page, token, '/amigo/fairness');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.amigoFairness })).toBeVisible();

  // Before play: the active hash and the next hash, side by side.
  const active = (await page.getByTestId('server-seed-hash').textContent())!.trim();
  const next = (await page.getByTestId('next-server-seed-hash').textContent())!.trim();
  expect(active).toMatch(/^[0-9a-f]{64}$/);
  expect(next).toMatch(/^[0-9a-f]{64}$/);
  expect(next).not.toBe(active);

  // A new client seed: the seed it meets is the one announced as next.
  await page.getByLabel(g.fair.newClientSeed).fill('chosen_after_seeing');
  await page.getByRole('button', { name: g.fair.saveSeed }).click();
  await expect(page.getByTestId('server-seed-hash')).toHaveText(next);
  await expect(page.getByTestId('promotion-check')).toHaveAttribute('data-pass', 'true');
  await page.getByRole('button', { name: g.fair.checkHash }).click();
  await expect(page.getByTestId('previous-seed-check')).toHaveAttribute('data-pass', 'true');
  await snap(page, testInfo, 'fair-commitments-rotated');

  // Play one round on the seed shown above, then rotate it away and verify the round.
  await deposit(page);
  await playOneSlotRound(page);
  await page.goto('/user/record?tab=games');
  await page
    .getByTestId('game-record-row')
    .first()
    .getByRole('link', { name: template(g.records.verifyRound) })
    .click();
  await page.waitForURL(/\/amigo\/fairness\?record=\d+$/);
  await page.getByTestId('rotate-seed').click();
  await expect(page.getByTestId('promotion-check')).toHaveAttribute('data-pass', 'true');
  await page.getByTestId('verify-button').click();
  // The seed: shown in this browser before play and hashing to it; the setting waits for the day's end.
  await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-status', 'unrevealed');
  await expect(page.getByTestId('verify-row-shownHash')).toContainText(g.fair.same);
  await expect(page.getByTestId('verify-row-seedHash')).toContainText(g.fair.same);
  // The setting commitment and the day's root kept from the play answer: the commitment is on the sealed board of that root.
  await expect(page.getByTestId('verify-row-keptCommitment')).toContainText(g.fair.same);
  await expect(page.getByTestId('verify-row-dayRoot')).toContainText(g.fair.same);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
  await snap(page, testInfo, 'fair-commitments-verify');
});

test('the chain of sealed days is public: listed by day, recomputed in the browser, with the feed to copy', async ({
  page,
}, testInfo) => {
  await page.goto('/fairness/chain');
  await expect(page.getByRole('heading', { level: 1, name: c.routes.fairChain })).toBeVisible();
  const days = page.getByTestId('chain-day');
  await expect(days.first()).toBeVisible();
  await expect(days.first().getByTestId('chain-day-root')).toHaveText(/^[0-9a-f]{64}$/);
  // The browser recomputed the board hash and the chained root of every day shown.
  for (const check of await page.getByTestId('chain-day-check').all()) await expect(check).toHaveAttribute('data-holds', 'true');
  await days.first().getByText(template(g.chain.board)).click();
  await expect(days.first().getByRole('table')).toBeVisible();
  const feed = await page.request.get(`/v2/app/game/fair/chain?limit=2`);
  expect(feed.headers()['cache-control']).toContain('public');
  expect(((await feed.json()) as { data: { days: unknown[] } }).data.days.length).toBeGreaterThan(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
  await snap(page, testInfo, 'fair-chain');
});
