import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type jaGames from '../../apps/web/src/locales/ja-JP/games.json';
import { apiCall, BASE_URL, expect, memberApi, newMember, registerByApi, signInWithToken, snap, test } from '../support.ts';

/**
 * Issue 18: a feature belongs to the member who triggered it. One member plays the 1-coin
 * pachinko until a rush is open and leaves the machine; another member's floor shows that
 * machine as held (not free, no hint of the rush) and offers no seat there. 1280 and 390 px.
 */
test.describe.configure({ timeout: 240_000 });

const MODEL = 'sakura-rush-1';
const BET = 250;
const g = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP/games.json'), 'utf8'),
) as typeof jaGames;

/**
 * A member with 50,000 coins who leaves a machine with their rush still open; answers the machine.
 * With 10,000 coins (40 bets of 250) about 1.3 % of seeds ran dry before a rush opened (20,000
 * simulated seeds through packages/games); with 50,000 none of 20,000 did.
 */
async function leaveARushOpen(clientIp: string): Promise<number> {
  const owner = newMember();
  const api = await memberApi(await registerByApi(owner, clientIp), clientIp);
  try {
    const { order } = await apiCall(api, '/v2/app/pay/order', {
      channel: 'sandbox',
      amount: 50_000,
      idempotencyKey: randomUUID(),
    });
    const paid = await fetch(`${BASE_URL}/sandbox-pay/${order.orderSn}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const floor = (await apiCall(api, '/v2/app/game/floor', { modelCode: MODEL, freeOnly: true })) as { machineId: number }[];
    const machineId = floor[0]!.machineId;
    await apiCall(api, '/v2/app/game/seat/take', { machineId });
    // Real draws from the member's own seed: a rush opens within a few dozen calls (the budget is above).
    for (let call = 0; call < 300; call += 1) {
      const round = await apiCall(api, '/v2/app/game/play', { machineId, bet: BET, idempotencyKey: randomUUID() });
      if (round.state !== null) {
        await apiCall(api, '/v2/app/game/seat/leave', {});
        return machineId;
      }
    }
    throw new Error('no rush in 300 calls');
  } finally {
    await api.dispose();
  }
}

test('another member sees a machine held for its owner’s open rush, not free and not in a bonus', async ({
  page,
  clientIp,
}, testInfo) => {
  const machineId = await leaveARushOpen(clientIp);
  const other = newMember();
  await signInWithToken(page, await registerByApi(other, clientIp), '/amigo?type=pachinko');
  const card = page.locator(`[data-testid="machine-card"][data-machine-id="${machineId}"]`);
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute('data-status', 'held');
  await expect(card.getByTestId('machine-status')).toHaveText(g.status.held);
  // No rush hint and no seat to take: the machine waits for its owner.
  await expect(card.getByTestId('in-bonus')).toHaveCount(0);
  await expect(card.getByRole('button', { name: g.hall.sitAt.replace('{{id}}', String(machineId)) })).toHaveCount(0);
  await snap(page, testInfo, 'held-machine-floor');
  // The free filter leaves it out.
  await page.goto('/amigo?type=pachinko&free=1');
  await expect(page.locator('[data-testid="machine-card"]').first()).toBeVisible();
  await expect(page.locator(`[data-testid="machine-card"][data-machine-id="${machineId}"]`)).toHaveCount(0);
});
