import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { testConfig } from '../../config.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import type { TestApp } from '../../test/test-app.ts';
import { signChainPayload } from './chain-signature.ts';
import { cryptoDeposits } from './schema.ts';

/**
 * A member over their daily deposit limit receives 100 USDT on TRC20 through the signed chain
 * sandbox webhook: the deposit is held for review and nothing is credited.
 */
export async function heldChainDeposit(t: TestApp): Promise<{ m: TestMember; orderSn: string }> {
  const m = await createTestMember(t);
  const address = (await t.call('/v2/cpp/coins/deposit/address', { coin: 'USDT', network: 'TRC20' }, { token: m.token })).body
    .data.address as string;
  await t.call('/v2/app/responsible/limit/set', { kind: 'deposit', period: 'day', amount: 10_000 }, { token: m.token });
  const hook = await chainSandboxTransfer(t, {
    txid: randomBytes(32).toString('hex'),
    index: 0,
    network: 'TRC20',
    coin: 'USDT',
    address,
    amount: '100',
    confirmations: 20,
  });
  expect(hook).toMatchObject({ data: { status: 'held_review' } });
  const [row] = await t.app.database.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.userId, m.userId));
  return { m, orderSn: row!.orderSn };
}

/** Posts a transfer to the signed chain-sandbox webhook (the test config's secret), as the simulated watcher does; answers the envelope. */
export async function chainSandboxTransfer(t: TestApp, transfer: Record<string, unknown>): Promise<{ data: { status: string } }> {
  const payload = JSON.stringify(transfer);
  const hook = await t.app.inject({
    method: 'POST',
    url: '/v2/hooks/chain-sandbox',
    headers: {
      'content-type': 'application/json',
      'x-chain-signature': signChainPayload(testConfig().crypto.chainSandboxSecret, payload, Math.floor(Date.now() / 1000)),
    },
    payload,
  });
  return hook.json();
}
