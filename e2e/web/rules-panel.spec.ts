import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type jaFinance from '../../apps/web/src/locales/ja-JP/finance.json';
import type jaGames from '../../apps/web/src/locales/ja-JP/games.json';
import { expect, newMember, registerByApi, signInWithToken, snap, template, test } from '../support.ts';
import { sitAt } from './hall.ts';

/**
 * Issue 18 §3–4 in the browser: the rules and paytable panel on a pachinko, a pachislot and a
 * slot machine (opens from a visible button, is a labelled dialog, readable, closes with Escape
 * and gives focus back), and game recall on the records page (every free spin / draw, paged).
 * Desktop 1280 px and mobile 390 px, in Japanese.
 */
test.describe.configure({ timeout: 240_000 });

const locales = path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP');
const g = JSON.parse(readFileSync(path.join(locales, 'games.json'), 'utf8')) as typeof jaGames;
const f = JSON.parse(readFileSync(path.join(locales, 'finance.json'), 'utf8')) as typeof jaFinance;

async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

test('every machine screen has a rules and paytable panel; records recall every unit of a round', async ({
  page,
  clientIp,
}, testInfo) => {
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  await signInWithToken(page, token, '/user/finance/deposit');

  const machines = [
    { type: 'pachinko', model: 'sakura-rush-4', paytable: /1\/319\.5/ },
    { type: 'pachislot', model: 'golden-seven', paytable: new RegExp(g.rules.pachislot.flags.watermelon) },
    { type: 'slot', model: 'dragon-pearl', paytable: /DRAGON/ },
  ] as const;
  for (const machine of machines) {
    await sitAt(page, machine.type, machine.model);
    const open = page.getByRole('button', { name: g.rules.open });
    await expect(open).toBeVisible();
    await open.click();
    const dialog = page.getByRole('dialog', { name: template(g.rules.title) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('rules-figures')).toContainText(g.rules.rtp);
    await expect(dialog.getByTestId('rules-figures')).toContainText(g.rules.hitDefinition[machine.type].slice(0, 12));
    await expect(dialog.getByTestId('rules-figures')).toContainText(g.rules.maxWin);
    await expect(dialog.getByTestId('rules-panel')).toContainText(machine.paytable);
    await expect(dialog.getByTestId('rules-figures')).toContainText('%');
    await expectFitsTheScreen(page);
    await snap(page, testInfo, `rules-panel-${machine.type}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  }

  // Coins, one slot round, then its full outcome from the records page.
  await page.goto('/user/finance/deposit');
  await page.getByRole('button', { name: /5,000$/ }).click();
  await page.getByRole('button', { name: f.deposit.submit.sandbox }).click();
  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: /^Pay 5000 JPY/ }).click();
  await page.waitForURL(/result=paid$/);
  await sitAt(page, 'slot', 'dragon-pearl');
  const announcement = page.getByTestId('game-announcement');
  await page.getByTestId('play-button').click();
  await page.getByTestId('play-button').click(); // skip the animation
  await expect(announcement).toHaveText(/残高/, { timeout: 30_000 });

  await page.goto('/user/record?tab=games');
  const recall = page.getByTestId('recall-button').first();
  await expect(recall).toBeVisible();
  await recall.click();
  const dialog = page.getByRole('dialog', { name: template(g.records.recall.title) });
  await expect(dialog.getByTestId('round-recall')).toBeVisible();
  await expect(dialog.getByTestId('round-recall')).toContainText(template(g.records.recall.freeSpins));
  await snap(page, testInfo, 'records-recall');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
