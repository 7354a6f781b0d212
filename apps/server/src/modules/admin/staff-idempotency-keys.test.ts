import { randomUUID } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { balanceAdjustments, staffIdempotencyKeys } from './schema.ts';
import { requestFingerprint } from './adjust-balance.ts';
import { adminCall, signedInStaff, type TestStaff } from './test-fixtures.ts';

/**
 * A staff member's idempotency key names one balance adjustment across members (migration 0037):
 * the adjustment is keyed by its member, so the binding lives in the local `staff_idempotency_keys`,
 * written in the adjustment's transaction. Runs on PGlite, and on PostgreSQL under TEST_DATABASE_URL.
 */
let t: TestApp;
let finance: TestStaff;
beforeAll(async () => {
  t = await createTestApp({
    staff: { ...testConfig().staff, fourEyesAbove: 1_000_000, dailyAdjustCaps: { finance: 10_000_000 } },
  });
  finance = await signedInStaff(t, ['finance']);
}, 180_000);
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  await t.close();
});

function adjust(member: TestMember, amount: number, idempotencyKey: string, reason = 'Goodwill for an outage') {
  return adminCall(
    t,
    c.adminAdjustBalance.path,
    { userId: String(member.userId), amount, reason, idempotencyKey },
    { cookie: finance.cookie },
  );
}

async function adjustmentsWithKey(key: string) {
  return t.app.database.db
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.requestedBy, BigInt(finance.id)), eq(balanceAdjustments.idempotencyKey, key)));
}

describe('a staff idempotency key names one adjustment, across members', () => {
  it('the same key with the same request answers the same adjustment, and records its key once', async () => {
    const m = await createTestMember(t);
    const key = randomUUID();
    const first = await adjust(m, 700, key);
    expect(first.body.data).toMatchObject({ status: 'applied', userId: String(m.userId), amount: 700 });
    const again = await adjust(m, 700, key);
    expect(again.body.data).toEqual(first.body.data);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(700n);
    expect(await adjustmentsWithKey(key)).toHaveLength(1);
    const keys = await t.app.database.db
      .select()
      .from(staffIdempotencyKeys)
      .where(and(eq(staffIdempotencyKeys.requestedBy, BigInt(finance.id)), eq(staffIdempotencyKeys.idempotencyKey, key)));
    expect(keys).toEqual([
      expect.objectContaining({
        userId: m.userId,
        adjustmentId: BigInt(first.body.data.id),
        fingerprint: requestFingerprint({ userId: m.userId, amount: 700, reason: 'Goodwill for an outage' }),
      }),
    ]);
  });

  it('the same key for another member, amount or reason is refused and moves nothing', async () => {
    const m = await createTestMember(t);
    const other = await createTestMember(t);
    const key = randomUUID();
    expect((await adjust(m, 500, key)).body.data.status).toBe('applied');
    for (const reused of [await adjust(other, 500, key), await adjust(m, 501, key), await adjust(m, 500, key, 'Another reason')])
      expect(reused.body).toMatchObject({ code: 409, data: { reason: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' } });
    expect(await getBalance(t.app.database.db, other.userId)).toBe(0n);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(500n);
    expect(await adjustmentsWithKey(key)).toHaveLength(1);
  });

  it('two identical requests at once make one adjustment and both answer it', async () => {
    const m = await createTestMember(t);
    const key = randomUUID();
    const [a, b] = await Promise.all([adjust(m, 300, key), adjust(m, 300, key)]);
    expect(a.body.data).toMatchObject({ status: 'applied' });
    expect(b.body.data).toEqual(a.body.data);
    expect(await adjustmentsWithKey(key)).toHaveLength(1);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(300n);
  });

  it('two requests at once with one key for two members: one wins, the other is refused', async () => {
    const [m, other] = [await createTestMember(t), await createTestMember(t)];
    const key = randomUUID();
    const results = await Promise.all([adjust(m, 200, key), adjust(other, 200, key)]);
    expect(results.filter((r) => r.body.data?.status === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r.body.data?.reason === 'IDEMPOTENCY_KEY_REUSED')).toHaveLength(1);
    expect(await adjustmentsWithKey(key)).toHaveLength(1);
    expect((await getBalance(t.app.database.db, m.userId)) + (await getBalance(t.app.database.db, other.userId))).toBe(200n);
  });
});
