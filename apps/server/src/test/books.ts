import { expect } from 'vitest';
import { verifyCryptoOrders } from '../modules/crypto/index.ts';
import { verifyOrders } from '../modules/payments/index.ts';
import { verifyLedger } from '../modules/wallet/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * What `npm run ledger:verify` checks, after a flow test (issue 26 §1): every balance equals its
 * transfers, and every bank and crypto order, attempt by attempt, has exactly the transfers its
 * status implies. A step that advanced while its coins did not move shows here.
 */
export async function expectBooksWhole(t: TestApp): Promise<void> {
  const { db } = t.app.database;
  expect((await verifyLedger(db)).problems).toEqual([]);
  expect(await verifyOrders(db)).toEqual([]);
  expect(await verifyCryptoOrders(db)).toEqual([]);
}
