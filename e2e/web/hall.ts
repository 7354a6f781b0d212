import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type jaGames from '../../apps/web/src/locales/ja-JP/games.json';
import { catalogue, expect, template } from '../support.ts';

const locales = path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP');
const g = JSON.parse(readFileSync(path.join(locales, 'games.json'), 'utf8')) as typeof jaGames;
const c = catalogue('ja-JP');

/**
 * Opens the hall filtered to one type and free machines (which include the member's own seat),
 * and sits at the model: back at the machine the member already holds, else at the first free
 * one. Every spec shares the demo floor (six machines a model) and a walked-away seat is held
 * for ten minutes, so a spec that sits twice must not need a second free machine.
 */
export async function sitAt(page: Page, type: 'pachinko' | 'pachislot' | 'slot', model: string): Promise<number> {
  await page.goto(`/amigo?type=${type}&free=1`);
  await expect(page.getByRole('heading', { level: 1, name: c.routes.amigo })).toBeVisible();
  const island = page.locator(`[data-testid="hall-island"][data-model="${model}"]`);
  // The hall loads the floor first; on a busy machine that takes a while.
  await expect(island).toBeVisible({ timeout: 30_000 });
  const own = island.locator('[data-testid="machine-card"][data-status="yours"]');
  const ownSeat = (await own.count()) > 0;
  const card = ownSeat ? own.first() : island.locator('[data-testid="machine-card"][data-status="free"]').first();
  const machineId = Number(await card.getAttribute('data-machine-id'));
  await card.getByRole('button', { name: template(ownSeat ? g.hall.continueAt : g.hall.sitAt) }).click();
  await page.waitForURL(new RegExp(`/amigo-springboard\\?machine=${machineId}$`));
  await expect(page.getByTestId('game-screen')).toHaveAttribute('data-game-type', type, { timeout: 30_000 });
  return machineId;
}
