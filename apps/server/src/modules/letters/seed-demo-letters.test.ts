import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../demo/index.ts';
import { letters } from './schema.ts';
import { depositOrders, withdrawalOrders } from '../payments/schema.ts';
import { users } from '../users/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoLetters } from './seed-demo-letters.ts';

/**
 * Issue 17: demo letters may tell only what happened. The seed used to send demo01 a "deposit
 * credited" letter for an order that never existed (and coins its balance never had).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.database.db, t.app.log);
  await seedDemoLetters(t.app.database.db, t.app.log);
});
afterAll(() => t.close());

describe('demo letters', () => {
  it('report no deposit or withdrawal that the member does not have', async () => {
    const { db } = t.app.database;
    const seeded = await db
      .select({ userId: letters.userId, template: letters.template, params: letters.params })
      .from(letters)
      .where(inArray(letters.category, ['deposit', 'withdrawal']));
    for (const letter of seeded) {
      const orderSn = String(letter.params?.orderSn ?? '');
      const table = letter.template?.startsWith('withdrawal') ? withdrawalOrders : depositOrders;
      const [order] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.orderSn, orderSn), eq(table.userId, letter.userId ?? -1n)));
      expect(order, `${letter.template} ${orderSn}`).toBeDefined();
    }
  });

  it('greet demo01 with a letter of its own that starts from its real, empty balance', async () => {
    const { db } = t.app.database;
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo01'));
    const own = await db.select().from(letters).where(eq(letters.userId, demo!.id));
    expect(own).toHaveLength(1);
    expect(own[0]!.category).toBe('system');
    expect(own[0]!.bodyEn).toContain('starts with 0 coins');
  });
});
