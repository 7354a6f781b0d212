import { randomBytes, randomUUID } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { auditLog, moneyApprovals } from './schema.ts';
import { agents } from '../agents/schema.ts';
import { cryptoDeposits } from '../crypto/schema.ts';
import { depositOrders } from '../payments/schema.ts';
import { legacyAccounts } from '../migration/schema.ts';
import { captcha, CAPTCHA } from '../../test/accounts.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { agent } from '../agents/test-fixtures.ts';
import { heldChainDeposit } from '../crypto/test-fixtures.ts';
import { verifyCryptoOrders } from '../crypto/index.ts';
import { verifyOrders } from '../payments/index.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { adminCall, signedInStaff, type TestStaff } from './test-fixtures.ts';

/**
 * Issue 26 §2: every path that creates, releases or redirects coins goes through one set of money
 * controls — the amount and the member in the audit row, a per-person rolling cap, a second
 * approver above the path's threshold, and one approval queue. For each path: one person alone
 * cannot move coins above the threshold, the cap refuses, the second approver applies it once,
 * the requester cannot approve their own item, and the ledger checks hold.
 */
// Manual deposits start at 10,000 yen, so their threshold is higher than the other paths'.
const ABOVE = 25_000;
const CAP = 100_000;
const SMALL_ABOVE = 10_000;
const SMALL_CAP = 50_000;

let t: TestApp;
let finance: TestStaff;
let finance2: TestStaff;
let compliance: TestStaff;
let compliance2: TestStaff;

beforeAll(async () => {
  const base = testConfig();
  t = await createTestApp({
    captchaTestAnswer: CAPTCHA,
    staff: {
      ...base.staff,
      fourEyesAbove: ABOVE,
      moneyLimits: {
        manual_deposit: { secondApproverAbove: ABOVE, dailyCap: CAP },
        refund: { secondApproverAbove: ABOVE, dailyCap: CAP },
        legacy_import: { secondApproverAbove: SMALL_ABOVE, dailyCap: SMALL_CAP },
        held_deposit: { secondApproverAbove: SMALL_ABOVE, dailyCap: SMALL_CAP },
        rebate_rate: { secondApproverAbove: 200, dailyCap: 1_000 },
        rebate_payout: { secondApproverAbove: ABOVE, dailyCap: 0 },
      },
    },
  });
  [finance, finance2, compliance, compliance2] = [
    await signedInStaff(t, ['finance']),
    await signedInStaff(t, ['finance']),
    await signedInStaff(t, ['compliance']),
    await signedInStaff(t, ['compliance']),
  ];
}, 180_000);
afterAll(async () => {
  const { db } = t.app.database;
  expect((await verifyLedger(db)).problems).toEqual([]);
  expect(await verifyOrders(db)).toEqual([]);
  expect(await verifyCryptoOrders(db)).toEqual([]);
  await t.close();
});

const call = (staff: TestStaff, path: string, body: unknown = {}, lang?: string) =>
  adminCall(t, path, body, { cookie: staff.cookie, ...(lang ? { lang } : {}) });
const balance = (m: TestMember) => getBalance(t.app.database.db, m.userId);
const decide = (staff: TestStaff, id: string, approve = true) => call(staff, c.adminMoneyApprovalDecide.path, { id, approve });
const item = async (id: string) =>
  (
    await t.app.database.db
      .select()
      .from(moneyApprovals)
      .where(eq(moneyApprovals.id, BigInt(id)))
  )[0]!;
const lastAudit = async (action: string) =>
  (await t.app.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

/** A manual bank transfer of `amount` yen the member says they sent: open in the manual deposit queue. */
async function manualDeposit(m: TestMember, amount: number): Promise<string> {
  const order = await t.call(
    '/v2/app/pay/order',
    { channel: 'manual_bank', amount, idempotencyKey: randomUUID() },
    { token: m.token },
  );
  expect(order.body.code, order.body.msg).toBe(200);
  const { orderSn } = order.body.data.order as { orderSn: string };
  await t.call('/v2/app/pay/manual/submit', { orderSn, payerName: 'ヤマダ タロウ' }, { token: m.token });
  return orderSn;
}
const orderStatus = async (orderSn: string) =>
  (await t.app.database.db.select().from(depositOrders).where(eq(depositOrders.orderSn, orderSn)))[0]!.status;

describe('manual deposits', () => {
  let waitingOrder: string;
  let member: TestMember;

  it('one finance member cannot confirm above the threshold alone: it waits, nothing is credited, the audit row has amount and member', async () => {
    member = await createTestMember(t);
    waitingOrder = await manualDeposit(member, 30_000);
    const res = await call(finance, c.adminDepositDecide.path, { orderSn: waitingOrder, outcome: 'paid' });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ changed: false, awaitingApproval: { path: 'manual_deposit' } });
    expect(await balance(member)).toBe(0n);
    expect(await orderStatus(waitingOrder)).toBe('pending');
    const id = res.body.data.awaitingApproval.id as string;
    expect(await lastAudit('money.manual_deposit.request')).toMatchObject({
      staffUsername: finance.username,
      targetId: id,
      after: { path: 'manual_deposit', ref: waitingOrder, userId: String(member.userId), amount: '30000', status: 'pending' },
    });
    // A double click answers the same waiting item.
    const again = await call(finance, c.adminDepositDecide.path, { orderSn: waitingOrder, outcome: 'paid' });
    expect(again.body.data.awaitingApproval).toEqual(res.body.data.awaitingApproval);
  });

  it('the one queue lists it with member, amount, requester, path and age; the requester cannot approve it', async () => {
    const queue = await call(finance2, c.adminMoneyApprovalList.path, { status: 'pending' });
    expect(queue.body.code, queue.body.msg).toBe(200);
    const row = (queue.body.data.list as Array<Record<string, unknown>>).find((entry) => entry.ref === waitingOrder);
    expect(row).toMatchObject({
      path: 'manual_deposit',
      userId: String(member.userId),
      username: expect.any(String),
      amount: 30_000,
      unit: 'coins',
      requestedBy: finance.username,
      status: 'pending',
      ageSeconds: expect.any(Number),
    });
    const own = await decide(finance, row!.id as string);
    expect(own.body.data.reason).toBe('SELF_APPROVAL_FORBIDDEN');
    // Compliance has no balance.approve: the queue is not theirs to decide.
    expect((await decide(compliance, row!.id as string)).body.code).toBe(403);
    expect(await balance(member)).toBe(0n);
  });

  it('a second finance member approves it: credited exactly once, even with two clicks at once', async () => {
    const id = (await item(await approvalIdOf('manual_deposit', waitingOrder))).id.toString();
    const [a, b] = await Promise.all([decide(finance2, id), decide(finance2, id)]);
    expect([a.body.code, b.body.code]).toEqual([200, 200]);
    expect(a.body.data).toMatchObject({ status: 'applied', decidedBy: finance2.username });
    expect(await balance(member)).toBe(30_000n);
    expect(await orderStatus(waitingOrder)).toBe('paid');
    // Decided: the opposite verdict finds nothing to decide.
    expect((await decide(finance2, id, false)).body.data.reason).toBe('MONEY_APPROVAL_NOT_PENDING');
  });

  it('splitting does not help: pieces under the threshold to one member wait once their sum passes it', async () => {
    const m = await createTestMember(t);
    const first = await call(finance2, c.adminDepositDecide.path, { orderSn: await manualDeposit(m, 15_000), outcome: 'paid' });
    expect(first.body.data).toMatchObject({ changed: true });
    expect(first.body.data.awaitingApproval).toBeUndefined();
    const second = await call(finance2, c.adminDepositDecide.path, { orderSn: await manualDeposit(m, 15_000), outcome: 'paid' });
    expect(second.body.data.awaitingApproval).toMatchObject({ path: 'manual_deposit' });
    expect(await balance(m)).toBe(15_000n);
  });

  it('the rolling cap refuses, counting pending and applied, and changes nothing (approval cannot lift it)', async () => {
    // finance2 has 30,000 in the window; 15,000 (applied) + 30,000 (pending) + 30,000 pass 100,000 on the third.
    const m = await createTestMember(t);
    await call(finance2, c.adminDepositDecide.path, { orderSn: await manualDeposit(m, 15_000), outcome: 'paid' });
    await call(finance2, c.adminDepositDecide.path, { orderSn: await manualDeposit(m, 30_000), outcome: 'paid' });
    const over = await manualDeposit(m, 30_000);
    const refused = await call(finance2, c.adminDepositDecide.path, { orderSn: over, outcome: 'paid' }, 'ja-JP');
    expect(refused.body).toMatchObject({ code: 422, data: { reason: 'MONEY_DAILY_CAP_REACHED' } });
    expect(refused.body.msg).toMatch(/100,?000/);
    expect(await orderStatus(over)).toBe('pending');
    expect(
      await t.app.database.db
        .select()
        .from(moneyApprovals)
        .where(and(eq(moneyApprovals.path, 'manual_deposit'), eq(moneyApprovals.ref, over))),
    ).toEqual([]);
    // Another finance member's cap is their own.
    expect((await call(finance, c.adminDepositDecide.path, { orderSn: over, outcome: 'paid' })).body.code).toBe(200);
  });
});

async function approvalIdOf(path: string, ref: string): Promise<string> {
  const [row] = await t.app.database.db
    .select({ id: moneyApprovals.id })
    .from(moneyApprovals)
    .where(and(eq(moneyApprovals.path, path as 'refund'), eq(moneyApprovals.ref, ref)))
    .orderBy(desc(moneyApprovals.id))
    .limit(1);
  return String(row!.id);
}

describe('refunds', () => {
  it('starting a refund above the threshold waits; the second approver starts it once', async () => {
    // Two finance members of their own, so the caps the other tests used do not count here.
    const [f1, f2] = [await signedInStaff(t, ['finance']), await signedInStaff(t, ['finance'])];
    const m = await createTestMember(t);
    const orderSn = await manualDeposit(m, 12_000);
    expect((await call(f1, c.adminDepositDecide.path, { orderSn, outcome: 'paid' })).body.data.changed).toBe(true);
    const big = await manualDeposit(m, 30_000);
    const waiting = await call(f1, c.adminDepositDecide.path, { orderSn: big, outcome: 'paid' });
    await decide(f2, waiting.body.data.awaitingApproval.id);
    expect(await balance(m)).toBe(42_000n);

    const start = await call(f2, c.adminDepositRefund.path, {
      orderSn: big,
      action: 'start',
      reason: 'Payer asked for it back',
    });
    expect(start.body.code, start.body.msg).toBe(200);
    expect(start.body.data).toMatchObject({ orderSn: big, status: 'paid', awaitingApproval: { path: 'refund' } });
    expect(await balance(m)).toBe(42_000n);
    const id = start.body.data.awaitingApproval.id as string;
    expect((await decide(f2, id)).body.data.reason).toBe('SELF_APPROVAL_FORBIDDEN');
    const approved = await decide(f1, id);
    expect(approved.body.data).toMatchObject({ status: 'applied', path: 'refund', amount: 30_000 });
    expect(await orderStatus(big)).toBe('refunding');
    expect(await balance(m)).toBe(12_000n);
    expect((await decide(f1, id)).body.data.status).toBe('applied'); // the same click again: same answer
    expect(await balance(m)).toBe(12_000n);
    // Under the threshold (f1 asked no refund for this member) it starts at once, as before.
    const small = await call(f1, c.adminDepositRefund.path, { orderSn, action: 'start', reason: 'Duplicate' });
    expect(small.body.data).toEqual({ orderSn, status: 'refunding' });
    expect(await lastAudit('money.refund.apply')).toMatchObject({
      after: { ref: orderSn, amount: '12000', userId: String(m.userId) },
    });
  });
});

describe('held chain deposits', () => {
  it('crediting one above the threshold waits; another request for it is refused; the second approver credits once', async () => {
    const { m, orderSn } = await heldChainDeposit(t); // 100 USDT: 15,000 coins
    const res = await call(finance, c.adminCryptoDepositCreditHeld.path, { orderSn });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'held_review', changed: false, awaitingApproval: { path: 'held_deposit' } });
    expect(await balance(m)).toBe(0n);
    // Redirecting it elsewhere while the credit waits is refused.
    const other = await call(finance2, c.adminCryptoDepositReturn.path, {
      orderSn,
      address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    });
    expect(other.body.data.reason).toBe('MONEY_APPROVAL_PENDING');
    const id = res.body.data.awaitingApproval.id as string;
    expect((await decide(finance, id)).body.data.reason).toBe('SELF_APPROVAL_FORBIDDEN');
    expect((await decide(finance2, id)).body.data.status).toBe('applied');
    expect(await balance(m)).toBe(15_000n);
    const [row] = await t.app.database.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.orderSn, orderSn));
    expect(row!.status).toBe('credited');
  });
});

describe('agent rebate rates', () => {
  it('100 % on 20 levels passes the cap and is refused; a rate above the threshold waits for a second approver', async () => {
    const a = await agent(t);
    const all = await call(compliance, c.adminAgentRebateSet.path, {
      userId: String(a.userId),
      rebateBps: Array.from({ length: 20 }, () => 10_000),
    });
    expect(all.body.data?.reason).toBe('MONEY_DAILY_CAP_REACHED');
    const high = await call(compliance, c.adminAgentRebateSet.path, { userId: String(a.userId), rebateBps: [300] });
    expect(high.body.data).toMatchObject({
      changed: false,
      awaitingApproval: { path: 'rebate_rate' },
      item: { rebateBps: null },
    });
    const rates = async () =>
      (await t.app.database.db.select({ r: agents.rebateBps }).from(agents).where(eq(agents.userId, a.userId)))[0]!.r;
    expect(await rates()).toBeNull();
    const id = high.body.data.awaitingApproval.id as string;
    const queued = await call(finance, c.adminMoneyApprovalList.path, { path: 'rebate_rate' });
    expect(queued.body.data.list.find((entry: { id: string }) => entry.id === id)).toMatchObject({ amount: 300, unit: 'bps' });
    expect((await decide(compliance, id)).body.code).toBe(403); // no balance.approve
    expect((await decide(finance, id)).body.data.status).toBe('applied');
    expect(await rates()).toEqual([300]);
    // Under the threshold (the hall's usual 50,20) a rate applies at once.
    const low = await call(compliance2, c.adminAgentRebateSet.path, { userId: String(a.userId), rebateBps: [50, 20] });
    expect(low.body.data).toMatchObject({ changed: true });
    expect(await rates()).toEqual([50, 20]);
  });
});

describe('legacy imports', () => {
  const HEADER = 'legacy_username,password_hash,secret,email,phone,holder_name,card_last4,balance';
  const SECRET = 'Secret-Long-1';
  const row = (username: string, balance: number) =>
    `${username},,${SECRET},${username}@legacy.example.test,,YAMADA TARO,1234,${balance}`;
  const importCsv = (staff: TestStaff, csv: string) => call(staff, c.adminLegacyImport.path, { csv });

  async function validateAndCard(username: string, lang = 'zh-CN') {
    const step1 = await t.call(
      '/v2/app/jsy/transfer/validate',
      { account: username, password: SECRET, uuid: await captcha(t), qrcode: CAPTCHA },
      { lang },
    );
    expect(step1.body.code, step1.body.msg).toBe(200);
    const flowId = step1.body.data.flowId as string;
    const card = await t.call(
      '/v2/app/jsy/transfer/validate/card',
      { flowId, holderName: 'yamada taro', last4: '1234' },
      { lang },
    );
    return { flowId, card };
  }

  it('5,000,000 coins from one compliance officer pass the cap: refused, nothing imported', async () => {
    const name = `big_${randomBytes(3).toString('hex')}`;
    const res = await importCsv(compliance, [HEADER, row(name, 5_000_000)].join('\n'));
    expect(res.body.data.reason).toBe('MONEY_DAILY_CAP_REACHED');
    expect(await t.app.database.db.select().from(legacyAccounts).where(eq(legacyAccounts.legacyUsername, name))).toEqual([]);
  });

  it('an import above the threshold cannot be claimed until a second person approves it; the audit row lists each row', async () => {
    const [a, b] = [`held_${randomBytes(3).toString('hex')}`, `held_${randomBytes(3).toString('hex')}`];
    const res = await importCsv(compliance, [HEADER, row(a, 15_000), row(b, 100)].join('\n'));
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ imported: 2, importedCoins: 15_100, awaitingApproval: { path: 'legacy_import' } });
    const audit = await lastAudit('legacy.import');
    expect(audit!.after).toMatchObject({
      importedCoins: '15100',
      awaitingApprovalId: res.body.data.awaitingApproval.id,
      accounts: [
        { username: a, coins: '15000', id: expect.any(String) },
        { username: b, coins: '100', id: expect.any(String) },
      ],
    });

    // The claim refuses with a clear localized message and changes nothing.
    const { card } = await validateAndCard(a);
    expect(card.body).toMatchObject({ code: 422, data: { reason: 'LEGACY_AWAITING_APPROVAL' } });
    expect(card.body.msg).toBe('此余额仍在等待平台审批，暂时无法迁移。请稍后再试');
    const [stored] = await t.app.database.db.select().from(legacyAccounts).where(eq(legacyAccounts.legacyUsername, a));
    expect(stored).toMatchObject({ status: 'open', migratedUserId: null });

    const id = res.body.data.awaitingApproval.id as string;
    expect((await decide(compliance, id)).body.code).toBe(403);
    expect((await decide(finance, id)).body.data.status).toBe('applied');
    const { card: after } = await validateAndCard(a);
    expect(after.body.code, after.body.msg).toBe(200);
  });

  it('a rejected import is removed, so nothing of it can be claimed', async () => {
    const name = `rej_${randomBytes(3).toString('hex')}`;
    const res = await importCsv(compliance2, [HEADER, row(name, 12_000)].join('\n'));
    const id = res.body.data.awaitingApproval.id as string;
    expect((await decide(compliance2, id, false)).body.code).toBe(403);
    expect((await decide(finance2, id, false)).body.data.status).toBe('rejected');
    expect(await t.app.database.db.select().from(legacyAccounts).where(eq(legacyAccounts.legacyUsername, name))).toEqual([]);
    expect(await lastAudit('legacy.import.reject')).toMatchObject({ after: { removed: [{ username: name, coins: '12000' }] } });
  });
});

describe('balance adjustments through the same machinery', () => {
  it('a pending adjustment is decided from the one queue exactly like from its own call', async () => {
    const m = await createTestMember(t);
    const res = await call(finance, c.adminAdjustBalance.path, {
      userId: String(m.userId),
      amount: 30_000,
      reason: 'Goodwill',
      idempotencyKey: randomUUID(),
    });
    expect(res.body.data.status).toBe('pending');
    const id = await approvalIdOf('adjustment', res.body.data.id);
    expect((await decide(finance, id)).body.data.reason).toBe('SELF_APPROVAL_FORBIDDEN');
    expect((await decide(finance2, id)).body.data.status).toBe('applied');
    expect(await balance(m)).toBe(30_000n);
    const own = await call(finance2, c.adminAdjustmentDecide.path, { id: res.body.data.id, approve: true });
    expect(own.body.data).toMatchObject({ status: 'applied', decidedBy: finance2.username });
    expect(await balance(m)).toBe(30_000n);
  });
});
