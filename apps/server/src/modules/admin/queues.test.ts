import { randomBytes, randomUUID } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { auditLog } from './schema.ts';
import { agentApplications } from '../agents/schema.ts';
import { machines } from '../games/schema.ts';
import { kycSubmissions } from '../kyc/schema.ts';
import { letters } from '../letters/schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, fundMember, saveTestBankCard, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { tokyoDayOf, verifyOrders } from '../payments/index.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { ALL_TICKED, giveIdentityForTest } from '../kyc/test-fixtures.ts';
import { adminCall, signedInStaff, type TestStaff } from './test-fixtures.ts';

let t: TestApp;
let owner: TestStaff;
let finance: TestStaff;
let finance2: TestStaff;
let compliance: TestStaff;

beforeAll(async () => {
  t = await createTestApp({
    staff: { ...testConfig().staff, sessionTtlMs: 3_600_000, sessionIdleMs: 1_800_000, fourEyesAbove: 10_000 },
  });
  [owner, finance, finance2, compliance] = [
    await signedInStaff(t, ['owner']),
    await signedInStaff(t, ['finance']),
    await signedInStaff(t, ['finance']),
    await signedInStaff(t, ['compliance']),
  ];
});
afterAll(async () => {
  // Every queue action leaves the ledger and the orders consistent.
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  expect(await verifyOrders(t.app.database.db)).toEqual([]);
  await t.close();
});

const call = (staff: TestStaff, callPath: string, body: unknown = {}) => adminCall(t, callPath, body, { cookie: staff.cookie });
const auditCount = async (action: string) =>
  (await t.app.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;

async function withCard(coins: number): Promise<TestMember & { cardId: string }> {
  const m = await createTestMember(t, { kycApproved: true });
  await t.app.database.db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword('246810') })
    .where(eq(users.id, m.userId));
  await fundMember(t, m.userId, coins);
  return { ...m, cardId: await saveTestBankCard(t, m.token) };
}

async function withdrawal(m: TestMember & { cardId: string }, amount: number): Promise<string> {
  const res = await t.call(
    '/v2/app/draw/withdraw',
    { amount, bankCardId: m.cardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
    { token: m.token },
  );
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.orderSn as string;
}

describe('withdrawal queue', () => {
  it('approve → withdrawing → paid; double clicks move money once and write one audit row each', async () => {
    const m = await withCard(20_000);
    const orderSn = await withdrawal(m, 8_000);
    const queue = await call(finance, c.adminWithdrawalList.path, {});
    expect(queue.body.data.list.find((o: { orderSn: string }) => o.orderSn === orderSn)).toMatchObject({
      status: 'review',
      amount: 8000,
      cardLast4: '4567',
      holderName: 'Yamada Taro (ヤマダ タロウ)',
    });
    const approveAudits = await auditCount('withdrawal.approve');
    const [a1, a2] = await Promise.all([
      call(finance, c.adminWithdrawalDecide.path, { orderSn, action: 'approve' }),
      call(finance, c.adminWithdrawalDecide.path, { orderSn, action: 'approve' }),
    ]);
    expect([a1.body.data.changed, a2.body.data.changed].sort()).toEqual([false, true]);
    expect(a1.body.data.item.status).toBe('withdrawing');
    expect(await auditCount('withdrawal.approve')).toBe(approveAudits + 1);
    const paid = { orderSn, action: 'paid', reference: 'ZB-20260401-001', paidOn: tokyoDayOf(new Date()) };
    const p1 = await call(finance, c.adminWithdrawalDecide.path, paid);
    const p2 = await call(finance, c.adminWithdrawalDecide.path, paid);
    expect(p1.body.data).toMatchObject({ changed: true, item: { status: 'success' } });
    expect(p2.body.data).toMatchObject({ changed: false, item: { status: 'success' } });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(12_000n);
    const fail = await call(finance, c.adminWithdrawalDecide.path, { orderSn, action: 'fail', reason: 'late' });
    expect(fail.body.data.reason).toBe('ORDER_NOT_PENDING');
  });

  it('reject returns exactly the held amount, needs a reason, and the member gets a letter', async () => {
    const m = await withCard(10_000);
    const orderSn = await withdrawal(m, 7_000);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(3_000n);
    const noReason = await call(finance, c.adminWithdrawalDecide.path, { orderSn, action: 'fail' });
    expect(noReason.body).toMatchObject({ code: 400, data: { field: 'reason' } });
    const res = await call(finance, c.adminWithdrawalDecide.path, { orderSn, action: 'fail', reason: 'Name does not match' });
    expect(res.body.data).toMatchObject({ changed: true, item: { status: 'failed', failureReason: 'Name does not match' } });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(10_000n);
    const [audit] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.targetId, orderSn));
    expect(audit).toMatchObject({
      staffUsername: finance.username,
      action: 'withdrawal.fail',
      before: { status: 'review', amount: '7000' },
      after: { status: 'failed' },
    });
    expect(audit!.ip).toBeTruthy();
    const [letter] = await t.app.database.db
      .select()
      .from(letters)
      .where(eq(letters.dedupeKey, `withdrawal:${orderSn}`));
    expect(letter).toMatchObject({ template: 'withdrawalFailed' });
  });
});

describe('manual deposit queue', () => {
  it('confirms a manual transfer once; failing needs a reason', async () => {
    const m = await createTestMember(t);
    const order = await t.call(
      '/v2/app/pay/order',
      { channel: 'manual_bank', amount: 20_000, idempotencyKey: randomUUID() },
      { token: m.token },
    );
    const { orderSn } = order.body.data.order;
    await t.call('/v2/app/pay/manual/submit', { orderSn, payerName: 'ヤマダ タロウ' }, { token: m.token });
    const queue = await call(finance, c.adminDepositList.path, {});
    expect(queue.body.data.list.find((o: { orderSn: string }) => o.orderSn === orderSn)).toMatchObject({
      manualStatus: 'in_progress',
      payerName: 'ヤマダ タロウ',
    });
    const [d1, d2] = await Promise.all([
      call(finance, c.adminDepositDecide.path, { orderSn, outcome: 'paid' }),
      call(finance, c.adminDepositDecide.path, { orderSn, outcome: 'paid' }),
    ]);
    expect([d1.body.data.changed, d2.body.data.changed].sort()).toEqual([false, true]);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(20_000n);
    const late = await call(finance, c.adminDepositDecide.path, { orderSn, outcome: 'failed', reason: 'x' });
    expect(late.body.data.reason).toBe('ORDER_NOT_PENDING');
  });
});

describe('KYC queue', () => {
  async function submission(): Promise<{ id: string; member: TestMember }> {
    const member = await createTestMember(t);
    await giveIdentityForTest(t.app.database.db, member.userId);
    const keys = ['front', 'back', 'handheld'].map(() => `kyc/${member.userId}/${randomBytes(16).toString('hex')}.jpg`);
    for (const key of keys) await t.app.blobs.put(key, Buffer.from('jpeg-bytes'), 'image/jpeg');
    const [row] = await t.app.database.db
      .insert(kycSubmissions)
      .values({ userId: member.userId, frontKey: keys[0]!, backKey: keys[1]!, handheldKey: keys[2]! })
      .returning();
    return { id: String(row!.id), member };
  }

  it('shows the photos only to staff with the permission, approves once and writes the letter', async () => {
    const { id, member } = await submission();
    const image = await call(compliance, c.adminKycImage.path, { id, side: 'handheld' });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.raw.toString()).toBe('jpeg-bytes');
    const refused = await call(finance, c.adminKycImage.path, { id, side: 'front' });
    expect(refused.body).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
    const memberTry = await adminCall(t, c.adminKycImage.path, { id, side: 'front' }, { token: member.token });
    expect(memberTry.body.code).toBe(401);

    const first = await call(compliance, c.adminKycDecide.path, { id, decision: 'approved', checklist: ALL_TICKED });
    const second = await call(compliance, c.adminKycDecide.path, { id, decision: 'approved', checklist: ALL_TICKED });
    expect(first.body.data).toMatchObject({ changed: true, item: { status: 'approved', username: member.username } });
    expect(second.body.data.changed).toBe(false);
    const flip = await call(compliance, c.adminKycDecide.path, { id, decision: 'rejected', reason: 'blurry' });
    expect(flip.body.data.reason).toBe('CONFLICT');
    const rows = await t.app.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(rows.filter((r) => r.action === 'kyc.approve')).toHaveLength(1);
    // The one photo the compliance officer saw is audited too (the refused views are not).
    expect(rows.filter((r) => r.action === 'kyc.image.view').map((r) => r.after)).toEqual([
      { side: 'handheld', userId: String(member.userId) },
    ]);
    const [letter] = await t.app.database.db
      .select()
      .from(letters)
      .where(eq(letters.dedupeKey, `kyc:${id}`));
    expect(letter).toMatchObject({ template: 'kycApproved' });
  });

  it('rejects with a reason the member reads', async () => {
    const { id } = await submission();
    const res = await call(compliance, c.adminKycDecide.path, { id, decision: 'rejected', reason: 'The photo is blurry' });
    expect(res.body.data.item).toMatchObject({ status: 'rejected', reason: 'The photo is blurry' });
  });
});

describe('agent applications', () => {
  it('approves through the agents module, once', async () => {
    const m = await createTestMember(t);
    const [application] = await t.app.database.db
      .insert(agentApplications)
      .values({ userId: m.userId, remark: 'hi' })
      .returning();
    const id = String(application!.id);
    const list = await call(compliance, c.adminAgentApplicationList.path, {});
    expect(list.body.data.list.map((a: { id: string }) => a.id)).toContain(id);
    const res = await call(compliance, c.adminAgentApplicationDecide.path, { id, action: 'approve' });
    expect(res.body.data).toMatchObject({ changed: true, item: { status: 'approved', decidedBy: compliance.username } });
    expect((await call(compliance, c.adminAgentApplicationDecide.path, { id, action: 'approve' })).body.data.changed).toBe(false);
    const detail = await call(compliance, c.adminMemberDetail.path, { userId: String(m.userId) });
    expect(detail.body.data).toMatchObject({ isAgent: true, agentDepth: 0 });
    expect(detail.body.data.agentCode).toMatch(/^[A-Z2-9]{8}$/);
  });
});

describe('balance adjustments (four-eyes above 10,000 coins)', () => {
  it('applies small adjustments at once and replays by key', async () => {
    const m = await createTestMember(t);
    const body = { userId: String(m.userId), amount: 5_000, reason: 'Compensation for outage', idempotencyKey: randomUUID() };
    const first = await call(finance, c.adminAdjustBalance.path, body);
    const again = await call(finance, c.adminAdjustBalance.path, body);
    expect(first.body.data).toMatchObject({ status: 'applied', amount: 5000, requestedBy: finance.username });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(5_000n);
    const changed = await call(finance, c.adminAdjustBalance.path, { ...body, amount: 6_000 });
    expect(changed.body.data.reason).toBe('IDEMPOTENCY_KEY_REUSED');
    // Another staff member (finance's 5,000 + 9,000 to this member would wait for a second approval).
    const debit = await call(owner, c.adminAdjustBalance.path, { ...body, amount: -9_000, idempotencyKey: randomUUID() });
    expect(debit.body.data.reason).toBe('INSUFFICIENT_BALANCE');
    const [audit] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(m.userId)));
    expect(audit).toMatchObject({
      action: 'balance.adjust',
      before: { balance: '0' },
      after: { balance: '5000', status: 'applied' },
    });
  });

  it('holds large ones for a second staff member, never the requester', async () => {
    const m = await createTestMember(t);
    const res = await call(finance, c.adminAdjustBalance.path, {
      userId: String(m.userId),
      amount: 50_000,
      reason: 'VIP goodwill',
      idempotencyKey: randomUUID(),
    });
    expect(res.body.data.status).toBe('pending');
    expect(await getBalance(t.app.database.db, m.userId)).toBe(0n);
    const { id } = res.body.data;
    const self = await call(finance, c.adminAdjustmentDecide.path, { id, approve: true });
    expect(self.body.data.reason).toBe('SELF_APPROVAL_FORBIDDEN');
    const [ok, dup] = await Promise.all([
      call(finance2, c.adminAdjustmentDecide.path, { id, approve: true }),
      call(finance2, c.adminAdjustmentDecide.path, { id, approve: true }),
    ]);
    expect(ok.body.data.status).toBe('applied');
    expect(dup.body.data.status).toBe('applied');
    expect(await getBalance(t.app.database.db, m.userId)).toBe(50_000n);
    const other = await call(owner, c.adminAdjustmentDecide.path, { id, approve: false });
    expect(other.body.data.reason).toBe('ADJUSTMENT_NOT_PENDING');
  });
});

describe('members', () => {
  it('finds a member, shows their ledger and locks them out (sessions end, sign-in refused)', async () => {
    const m = await createTestMember(t);
    await fundMember(t, m.userId, 1_234);
    const found = await call(compliance, c.adminMemberSearch.path, { q: m.username.slice(0, 8) });
    expect(found.body.data.list.find((x: { userId: string }) => x.userId === String(m.userId))).toMatchObject({ balance: 1234 });
    const byId = await call(compliance, c.adminMemberSearch.path, { q: String(m.userId) });
    expect(byId.body.data.list[0].userId).toBe(String(m.userId));
    const hostile = await call(compliance, c.adminMemberSearch.path, { q: "%' or 1=1 --" });
    expect(hostile.body.data.total).toBe(0);
    const ledger = await call(compliance, c.adminMemberLedger.path, { userId: String(m.userId) });
    expect(ledger.body.data.list[0]).toMatchObject({ amount: 1234, reason: 'deposit' });

    const lock = await call(compliance, c.adminMemberLock.path, {
      userId: String(m.userId),
      locked: true,
      reason: 'Fraud check',
    });
    expect(lock.body.data).toEqual({ status: 'disabled', changed: true });
    expect((await t.call('/v2/app/user/info', {}, { token: m.token })).body.code).toBe(402);
    const detail = await call(compliance, c.adminMemberDetail.path, { userId: String(m.userId) });
    expect(detail.body.data).toMatchObject({ status: 'disabled', balance: 1234 });
    expect(detail.body.data.sessions[0].active).toBe(false);
    const again = await call(compliance, c.adminMemberLock.path, { userId: String(m.userId), locked: true, reason: 'again' });
    expect(again.body.data.changed).toBe(false);
    expect((await call(compliance, c.adminMemberDetail.path, { userId: '999999999' })).body.code).toBe(404);
  });
});

describe('machines', () => {
  it('adds, sets, takes out of service and removes only unplayed machines', async () => {
    const games = await signedInStaff(t, ['games']);
    const list = await call(games, c.adminMachineList.path);
    const slot = list.body.data.models.find((model: { settings: number[] }) => model.settings.length === 6);
    const added = await call(games, c.adminMachineAdd.path, { modelCode: slot.code, setting: 4, count: 2 });
    expect(added.body.data).toHaveLength(2);
    const [first, second] = added.body.data as Array<{ id: number }>;
    const set = await call(games, c.adminMachineUpdate.path, { id: first!.id, setting: 6, status: 'out_of_service' });
    // A setting applies from the first business day not yet sealed; service status at once. A machine
    // added today is on no sealed board yet (issue 26 §4), so what it shows is that first day's plan.
    expect(set.body.data).toMatchObject({ setting: 6, nextSetting: 6, status: 'out_of_service' });
    const bad = await call(games, c.adminMachineUpdate.path, { id: first!.id, setting: 7 });
    expect(bad.body.code).toBe(400);
    const unknown = await call(games, c.adminMachineAdd.path, { modelCode: 'no-such-model' });
    expect(unknown.body.data.reason).toBe('GAME_NOT_FOUND');
    expect((await call(games, c.adminMachineRemove.path, { id: second!.id })).body.code).toBe(200);
    const [gone] = await t.app.database.db.select().from(machines).where(eq(machines.id, second!.id));
    expect(gone).toBeUndefined();
  });
});

describe('content and letters', () => {
  it('publishes a notice through the content module; players see it', async () => {
    const content = await signedInStaff(t, ['content']);
    const saved = await call(content, c.adminContentSave.path, {
      item: {
        kind: 'notice',
        type: 'general',
        title: { Jp: '新台入荷のお知らせ', En: 'New machines arrived', Zh: '', ZhTW: '' },
        body: { Jp: '<p>本日より<script>x</script>稼働</p>', En: '<p>From today</p>', Zh: '', ZhTW: '' },
        startAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(saved.body.data).toMatchObject({ kind: 'notice', titleJp: '新台入荷のお知らせ', published: true });
    expect(saved.body.data.bodyJp).not.toContain('script');
    const publicList = await t.call('/v2/app/notice/query', {}, { lang: 'en-US' });
    expect(publicList.body.data.list.map((n: { id: string }) => n.id)).toContain(saved.body.data.id);
    const listed = await call(content, c.adminContentList.path, { kind: 'notice' });
    expect(listed.body.data.list[0].id).toBe(saved.body.data.id);

    const letter = {
      audience: 'all',
      title: { Jp: 'メンテナンス', En: 'Maintenance' },
      body: { Jp: '明日', En: 'Tomorrow' },
      idempotencyKey: randomUUID(),
    };
    const sent = await call(content, c.adminLetterBroadcast.path, letter);
    const resent = await call(content, c.adminLetterBroadcast.path, letter);
    expect(sent.body.data.sent).toBe(true);
    expect(resent.body.data.sent).toBe(false);
  });
});

describe('audit log', () => {
  it('is searchable, and the database refuses to change or delete a row', async () => {
    const res = await call(owner, c.adminAuditList.path, { action: 'withdrawal.' });
    expect(res.body.data.total).toBeGreaterThan(0);
    expect(res.body.data.list.every((e: { action: string }) => e.action.startsWith('withdrawal.'))).toBe(true);
    const { db } = t.app.database;
    await expect(db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const dashboard = await call(owner, c.adminDashboard.path);
    expect(dashboard.body.data.days).toHaveLength(30);
    expect(dashboard.body.data.today.registrations).toBeGreaterThan(0);
    expect(dashboard.body.data.today.deposits).toBeGreaterThanOrEqual(20_000);
  });
});

describe('refunds, chain deposits and exclusions', () => {
  it('refunds a paid deposit through hold and payout, with audit rows', async () => {
    const m = await createTestMember(t);
    const created = await t.call(
      '/v2/app/pay/order',
      { channel: 'manual_bank', amount: 20_000, currency: 'JPY', idempotencyKey: randomUUID() },
      { token: m.token },
    );
    const orderSn = created.body.data.order.orderSn as string;
    expect((await call(finance, c.adminDepositDecide.path, { orderSn, outcome: 'paid' })).body.code).toBe(200);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(20_000n);
    const noReason = await call(finance, c.adminDepositRefund.path, { orderSn, action: 'start' });
    expect(noReason.body.code).toBe(400);
    const started = await call(finance, c.adminDepositRefund.path, { orderSn, action: 'start', reason: 'sent twice' });
    expect(started.body.data).toEqual({ orderSn, status: 'refunding' });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(0n);
    const done = await call(finance, c.adminDepositRefund.path, { orderSn, action: 'refunded' });
    expect(done.body.data.status).toBe('refunded');
    const again = await call(finance, c.adminDepositRefund.path, { orderSn, action: 'refunded' });
    expect(again.body.data.reason).toBe('ORDER_NOT_PENDING');
    expect(await auditCount('deposit.refund.start')).toBeGreaterThanOrEqual(1);
    expect(await auditCount('deposit.refund.refunded')).toBeGreaterThanOrEqual(1);
  });

  it('ends an indefinite self-exclusion only after its minimum', async () => {
    const m = await createTestMember(t);
    await t.call(
      '/v2/app/responsible/block',
      { kind: 'self_exclusion', period: 'indefinite', confirm: true },
      { token: m.token },
    );
    const detail = await call(compliance, c.adminMemberDetail.path, { userId: String(m.userId) });
    expect(detail.body.data.responsible.block).toMatchObject({ kind: 'self_exclusion', until: null });
    const early = await call(compliance, c.adminResponsibleEndExclusion.path, { userId: String(m.userId) });
    expect(early.body.data.reason).toBe('BUSINESS_RULE');
    const none = await call(compliance, c.adminResponsibleEndExclusion.path, { userId: '999999999' });
    expect(none.body.data.reason).toBe('NOT_FOUND');
    expect(await auditCount('responsible.end_exclusion')).toBe(0);
  });
});
