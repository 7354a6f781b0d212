import { randomUUID } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { balanceAdjustments, moneyApprovals } from './schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { ADJUSTMENT_WINDOW_MS, dailyCapOf } from './adjust-balance.ts';
import { adminCall, signedInStaff, type TestStaff } from './test-fixtures.ts';

const FOUR_EYES_ABOVE = 10_000;
const FINANCE_CAP = 40_000;

let t: TestApp;
let finance: TestStaff;
let finance2: TestStaff;
beforeAll(async () => {
  t = await createTestApp({
    staff: {
      ...testConfig().staff,
      fourEyesAbove: FOUR_EYES_ABOVE,
      dailyAdjustCaps: { finance: FINANCE_CAP, owner: 1_000_000 },
    },
  });
  finance = await signedInStaff(t, ['finance']);
  finance2 = await signedInStaff(t, ['finance']);
}, 180_000);
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  await t.close();
});

function adjust(staff: TestStaff, member: TestMember, amount: number, idempotencyKey: string = randomUUID()) {
  return adminCall(
    t,
    c.adminAdjustBalance.path,
    { userId: String(member.userId), amount, reason: 'Goodwill for an outage', idempotencyKey },
    { cookie: staff.cookie },
  );
}

const balance = (m: TestMember) => getBalance(t.app.database.db, m.userId);

describe('four-eyes over a rolling 24 hours (threshold 10,000)', () => {
  it('three adjustments just under the threshold: the third waits for a second staff member', async () => {
    const m = await createTestMember(t);
    expect((await adjust(finance, m, 4_000)).body.data.status).toBe('applied');
    expect((await adjust(finance, m, 4_000)).body.data.status).toBe('applied');
    const third = await adjust(finance, m, 4_000);
    expect(third.body.data.status).toBe('pending');
    expect(await balance(m)).toBe(8_000n);
    // A pending piece counts too: the next small one also waits.
    expect((await adjust(finance, m, 1)).body.data.status).toBe('pending');
    // Debits count by their size, so a credit cannot be "made room for" with a debit.
    expect((await adjust(finance, m, -1)).body.data.status).toBe('pending');
    const approved = await adminCall(
      t,
      c.adminAdjustmentDecide.path,
      { id: third.body.data.id, approve: true },
      { cookie: finance2.cookie },
    );
    expect(approved.body.data.status).toBe('applied');
    expect(await balance(m)).toBe(12_000n);
  });

  it('counts per staff member and member: another member, or another staff member, starts from zero', async () => {
    const m = await createTestMember(t);
    const other = await createTestMember(t);
    expect((await adjust(finance, m, 9_000)).body.data.status).toBe('applied');
    expect((await adjust(finance, other, 9_000)).body.data.status).toBe('applied');
    expect((await adjust(finance2, m, 1_000)).body.data.status).toBe('applied');
    expect((await adjust(finance, m, 1_001)).body.data.status).toBe('pending');
  });

  it('adjustments older than 24 hours and rejected ones do not count', async () => {
    const m = await createTestMember(t);
    const old = await adjust(finance2, m, 9_000);
    await t.app.database.db
      .update(balanceAdjustments)
      .set({ createdAt: new Date(Date.now() - ADJUSTMENT_WINDOW_MS - 60_000) })
      .where(eq(balanceAdjustments.id, BigInt(old.body.data.id)));
    // What the controls count is the adjustment's item in the money controls (money_approvals).
    await t.app.database.db
      .update(moneyApprovals)
      .set({ createdAt: new Date(Date.now() - ADJUSTMENT_WINDOW_MS - 60_000) })
      .where(and(eq(moneyApprovals.path, 'adjustment'), eq(moneyApprovals.ref, old.body.data.id)));
    const waiting = await adjust(finance2, m, 10_001);
    expect(waiting.body.data.status).toBe('pending');
    await adminCall(t, c.adminAdjustmentDecide.path, { id: waiting.body.data.id, approve: false }, { cookie: finance.cookie });
    expect((await adjust(finance2, m, 10_000)).body.data.status).toBe('applied');
  });

  it('a replayed key answers the stored adjustment even when the window has filled since', async () => {
    const m = await createTestMember(t);
    const key = randomUUID();
    const first = await adjust(finance2, m, 6_000, key);
    await adjust(finance2, m, 4_000);
    const again = await adjust(finance2, m, 6_000, key);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, status: 'applied' });
    const changed = await adjust(finance2, m, 6_001, key);
    expect(changed.body).toMatchObject({ code: 409, data: { reason: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' } });
  });
});

describe('daily cap per staff role (finance: 40,000 coins per 24 hours)', () => {
  it('refuses the adjustment that would pass the cap, counting pending ones, and changes nothing', async () => {
    const staff = await signedInStaff(t, ['finance']);
    const members = [await createTestMember(t), await createTestMember(t), await createTestMember(t)];
    expect((await adjust(staff, members[0]!, 10_000)).body.data.status).toBe('applied');
    expect((await adjust(staff, members[1]!, 20_000)).body.data.status).toBe('pending');
    const refused = await adjust(staff, members[2]!, 10_001);
    expect(refused.body).toMatchObject({ code: 422, data: { reason: 'ADJUSTMENT_DAILY_CAP_REACHED', field: 'amount' } });
    expect(refused.body.msg).toContain('40000');
    expect(await balance(members[2]!)).toBe(0n);
    const rows = await t.app.database.db
      .select()
      .from(balanceAdjustments)
      .where(and(eq(balanceAdjustments.userId, members[2]!.userId)));
    expect(rows).toEqual([]);
    expect((await adjust(staff, members[2]!, 10_000)).body.data.status).toBe('applied');
  });

  it('answers in the staff member’s language', async () => {
    const staff = await signedInStaff(t, ['finance']);
    const m = await createTestMember(t);
    const res = await adminCall(
      t,
      c.adminAdjustBalance.path,
      { userId: String(m.userId), amount: 40_001, reason: 'Too much', idempotencyKey: randomUUID() },
      { cookie: staff.cookie, lang: 'ja-JP' },
    );
    expect(res.body.msg).toContain('24 時間');
  });

  it('takes the largest cap among a staff member’s roles; unnamed roles allow nothing', () => {
    const caps = { finance: 40_000, owner: 1_000_000 };
    expect(dailyCapOf(['support', 'finance'], caps)).toBe(40_000n);
    expect(dailyCapOf(['finance', 'owner'], caps)).toBe(1_000_000n);
    expect(dailyCapOf(['support'], caps)).toBe(0n);
    expect(dailyCapOf(['constructor'], caps)).toBe(0n);
  });
});

describe('four-eyes under concurrency (the race is real on PostgreSQL)', () => {
  it('pieces sent at once just under the threshold: only as many apply as fit, the rest wait', async () => {
    const staff = await signedInStaff(t, ['finance']);
    const m = await createTestMember(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => adjust(staff, m, 3_000)));
    const statuses = results.map((r) => r.body.data.status);
    expect(statuses.filter((s) => s === 'applied')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(5);
    expect(await balance(m)).toBe(9_000n);
  });
});
