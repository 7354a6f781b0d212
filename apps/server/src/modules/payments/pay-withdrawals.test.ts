import { randomUUID } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksWhole } from '../../test/books.ts';
import { auditLog } from '../admin/schema.ts';
import { adminCall, signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';
import { bankCards } from '../bank-cards/schema.ts';
import { approveKycForTest } from '../kyc/test-fixtures.ts';
import { letters } from '../letters/schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { getBalance, getSystemBalance, verifyLedger } from '../wallet/index.ts';
import { tokyoDayOf, verifyOrders } from './index.ts';
import { withdrawalOrders } from './schema.ts';

/**
 * Paying bank withdrawals (docs/console.md, "Paying withdrawals"): the audited reveal of the full
 * account, `paid` with the bank's reference and day, and the transfer file of approved orders.
 */

let t: TestApp;
let finance: TestStaff;
let support: TestStaff;
let compliance: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  [finance, support, compliance] = [
    await signedInStaff(t, ['finance']),
    await signedInStaff(t, ['support']),
    await signedInStaff(t, ['compliance']),
  ];
});
// After every flow the books are whole: the ledger and each order's transfers (issue 26 §1).
afterEach(async () => {
  await expectBooksWhole(t);
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  expect(await verifyOrders(t.app.database.db)).toEqual([]);
  await t.close();
});

const call = (staff: TestStaff, path: string, body: unknown = {}) => adminCall(t, path, body, { cookie: staff.cookie });
const db = () => t.app.database.db;
const today = () => tokyoDayOf(new Date());

type Member = TestMember & { cardId: string };
const JAPANESE_CARD = {
  bankCode: '0009',
  branchCode: '123',
  branchName: '新宿',
  accountNumber: '0012345',
  holderFirstName: 'Taro',
  holderLastName: 'Yamada',
  holderKanaName: 'ヤマダ タロウ',
};
const FOREIGN_CARD = {
  bankCode: 'OTHER',
  bankName: 'HSBC UK',
  branchCode: 'MIDLGB22',
  branchName: 'London',
  accountNumber: 'GB29 NWBK 6016 1331 9268 19',
  holderFirstName: 'Taro',
  holderLastName: 'Yamada',
  holderKanaName: 'YAMADA TARO',
};

async function member(coins: number, card: Record<string, string> = JAPANESE_CARD): Promise<Member> {
  const m = await createTestMember(t);
  await db()
    .update(users)
    .set({ paymentPasswordHash: await hashPassword('246810') })
    .where(eq(users.id, m.userId));
  // Withdrawals need approved KYC (the default rule).
  await approveKycForTest(db(), m.userId);
  await fundMember(t, m.userId, coins);
  const saved = await t.call('/v2/app/user/bank/save', card, { token: m.token });
  if (saved.body.code !== 200) throw new Error(saved.body.msg);
  return { ...m, cardId: String(saved.body.data.id) };
}

async function withdrawal(m: Member, amount: number, approve = true): Promise<string> {
  const res = await t.call(
    '/v2/app/draw/withdraw',
    { amount, bankCardId: m.cardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
    { token: m.token },
  );
  if (res.body.code !== 200) throw new Error(res.body.msg);
  const orderSn = res.body.data.orderSn as string;
  if (approve) expect((await call(finance, c.adminWithdrawalDecide.path, { orderSn, action: 'approve' })).body.code).toBe(200);
  return orderSn;
}

const audits = (action: string, targetId?: string) =>
  db()
    .select()
    .from(auditLog)
    .where(targetId ? and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)) : eq(auditLog.action, action))
    .orderBy(desc(auditLog.id));

const orderRow = async (orderSn: string) =>
  (await db().select().from(withdrawalOrders).where(eq(withdrawalOrders.orderSn, orderSn)))[0]!;

describe('revealing the account to pay', () => {
  it('shows finance the full account, and writes one audit row per view', async () => {
    const m = await member(20_000);
    const orderSn = await withdrawal(m, 8_000);
    const first = await call(finance, c.adminWithdrawalBankDetails.path, { orderSn });
    expect(first.body).toMatchObject({
      code: 200,
      data: {
        orderSn,
        username: m.username,
        amount: 8_000,
        transferAmount: 8_000,
        bankCode: '0009',
        bankName: '三井住友銀行',
        branchCode: '123',
        branchName: '新宿',
        accountType: 'ordinary',
        accountNumber: '0012345',
        holderName: 'Yamada Taro',
        holderKanaName: 'ヤマダ タロウ',
      },
    });
    await call(finance, c.adminWithdrawalBankDetails.path, { orderSn });
    const rows = await audits('withdrawal.bank-details.view', orderSn);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ staffUsername: finance.username, targetType: 'withdrawal', targetId: orderSn });
    expect(rows[0]!.ip).toBeTruthy();
    // The audit log names the account, never its number.
    expect(JSON.stringify(rows.map((row) => [row.before, row.after]))).not.toContain('0012345');
    expect(rows[0]!.after).toMatchObject({ bankCode: '0009', branchCode: '123', last4: '2345' });
  });

  it('refuses support and compliance (403) and writes nothing; an unknown order is 404', async () => {
    const m = await member(10_000);
    const orderSn = await withdrawal(m, 5_000);
    for (const staff of [support, compliance]) {
      const res = await call(staff, c.adminWithdrawalBankDetails.path, { orderSn });
      expect(res.body).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
      expect(JSON.stringify(res.body)).not.toContain('0012345');
    }
    expect(await audits('withdrawal.bank-details.view', orderSn)).toHaveLength(0);
    const unknown = await call(finance, c.adminWithdrawalBankDetails.path, { orderSn: 'W20000101000000ZZZZZZ' });
    expect(unknown.body).toMatchObject({ code: 404 });
    const malformed = await call(finance, c.adminWithdrawalBankDetails.path, { orderSn: 'x', extra: 1 });
    expect(malformed.body.code).toBe(400);
  });
});

describe('marking a withdrawal paid', () => {
  it('needs the bank reference and a payment day in range; bad input is a 400 that changes nothing', async () => {
    const m = await member(20_000);
    const orderSn = await withdrawal(m, 6_000);
    const holdsBefore = await getSystemBalance(db(), 'withdrawal_holds');
    const auditsBefore = (await audits('withdrawal.paid')).length;
    const tomorrow = tokyoDayOf(new Date(Date.now() + 86_400_000));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ paidOn: today() }, 'reference'],
      [{ reference: 'ZB-1' }, 'paidOn'],
      [{ reference: '   ', paidOn: today() }, 'reference'],
      [{ reference: 'x'.repeat(65), paidOn: today() }, 'reference'],
      [{ reference: '<script>', paidOn: today() }, 'reference'],
      [{ reference: 'ZB-1', paidOn: tomorrow }, 'paidOn'],
      [{ reference: 'ZB-1', paidOn: '2000-01-01' }, 'paidOn'],
      [{ reference: 'ZB-1', paidOn: '2026-02-30' }, 'paidOn'],
    ];
    for (const [body, field] of cases) {
      const res = await adminCall(
        t,
        c.adminWithdrawalDecide.path,
        { orderSn, action: 'paid', ...body },
        { cookie: finance.cookie, lang: 'ja-JP' },
      );
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 400, data: { field } });
      expect(res.body.msg).toBeTruthy();
    }
    expect(await orderRow(orderSn)).toMatchObject({ status: 'withdrawing', paidReference: null, paidOn: null });
    expect(await getSystemBalance(db(), 'withdrawal_holds')).toBe(holdsBefore);
    expect(await audits('withdrawal.paid')).toHaveLength(auditsBefore);
  });

  it('stores the reference and day, tells the member in their records and letter; a repeat changes nothing', async () => {
    const m = await member(20_000);
    const orderSn = await withdrawal(m, 7_000);
    const holdsBefore = await getSystemBalance(db(), 'withdrawal_holds');
    const paid = { orderSn, action: 'paid', reference: '  ZB-2026/0401-77  ', paidOn: today() };
    const first = await call(finance, c.adminWithdrawalDecide.path, paid);
    expect(first.body.data).toMatchObject({
      changed: true,
      item: { status: 'success', paidReference: 'ZB-2026/0401-77', paidOn: today(), balance: 13_000 },
    });
    const again = await call(finance, c.adminWithdrawalDecide.path, { ...paid, reference: 'OTHER-REF' });
    expect(again.body.data).toMatchObject({ changed: false, item: { status: 'success', paidReference: 'ZB-2026/0401-77' } });
    expect(await audits('withdrawal.paid', orderSn)).toHaveLength(1);
    expect((await audits('withdrawal.paid', orderSn))[0]!.after).toMatchObject({ paidReference: 'ZB-2026/0401-77' });
    expect(await getBalance(db(), m.userId)).toBe(13_000n);
    // The held coins left once, to the bank side of the house.
    expect(await getSystemBalance(db(), 'withdrawal_holds')).toBe(holdsBefore - 7_000n);

    const records = await t.call('/v2/app/draw/list', {}, { token: m.token });
    expect(records.body.data.list[0]).toMatchObject({
      orderSn,
      status: 'success',
      paidReference: 'ZB-2026/0401-77',
      paidOn: today(),
    });
    const [letter] = await db()
      .select()
      .from(letters)
      .where(eq(letters.dedupeKey, `withdrawal:${orderSn}`));
    expect(letter).toMatchObject({ template: 'bankWithdrawalPaid', params: { reference: 'ZB-2026/0401-77', paidOn: today() } });
    const inbox = await t.call('/v2/app/station/query', {}, { token: m.token, lang: 'en-US' });
    const shown = JSON.stringify(inbox.body.data);
    expect(shown).toContain('ZB-2026/0401-77');
  });
});

describe('the transfer file', () => {
  it('holds exactly the approved orders: Zengin for Japanese banks, CSV for every bank; no order changes', async () => {
    const jp = await member(50_000);
    const abroad = await member(50_000, FOREIGN_CARD);
    const a = await withdrawal(jp, 12_000);
    const b = await withdrawal(jp, 3_000);
    const foreign = await withdrawal(abroad, 9_000);
    const waiting = await withdrawal(jp, 1_000, false);
    const approved = (
      await db().select().from(withdrawalOrders).where(eq(withdrawalOrders.status, 'withdrawing')).orderBy(withdrawalOrders.id)
    ).map((order) => order.orderSn);
    expect(approved).toEqual(expect.arrayContaining([a, b, foreign]));
    expect(approved).not.toContain(waiting);

    const zengin = await call(finance, c.adminWithdrawalExport.path, { format: 'zengin', transferDate: today() });
    expect(zengin.body.code).toBe(200);
    const z = zengin.body.data;
    expect(z.leftOut).toEqual([foreign]);
    expect(z.orderSns).toEqual(approved.filter((sn) => sn !== foreign));
    expect(z.more).toBe(false);
    const bytes = Buffer.from(z.contentBase64, 'base64');
    const records = iconv.decode(bytes, 'Shift_JIS').split('\r\n').slice(0, -1);
    expect(bytes.length).toBe(records.length * 122);
    expect(records).toHaveLength(z.orderSns.length + 3);
    expect(records.map((record) => record[0])).toEqual(['1', ...z.orderSns.map(() => '2'), '8', '9']);
    const data = records.slice(1, -2);
    const ours = data.filter((record) => record.slice(1, 5) === '0009' && record.slice(43, 50) === '0012345');
    expect(ours.map((record) => Number(record.slice(80, 90))).sort((x, y) => x - y)).toEqual(
      expect.arrayContaining([3_000, 12_000]),
    );
    expect(ours[0]!.slice(50, 80).trim()).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
    const trailer = records.at(-2)!;
    expect(Number(trailer.slice(1, 7))).toBe(z.count);
    expect(Number(trailer.slice(7, 19))).toBe(z.totalAmount);
    expect(z.totalAmount).toBe(data.reduce((sum, record) => sum + Number(record.slice(80, 90)), 0));

    const csv = await call(finance, c.adminWithdrawalExport.path, { format: 'csv' });
    const text = Buffer.from(csv.body.data.contentBase64, 'base64').toString('utf8');
    expect(text.startsWith('\uFEFF"orderSn"')).toBe(true);
    expect(csv.body.data.orderSns).toEqual(approved);
    expect(text).toContain(`"${foreign}","${abroad.username}","9000","9000","OTHER","HSBC UK","MIDLGB22"`);
    expect(text).toContain('"GB29NWBK60161331926819"');

    // Exporting moves nothing: every order is where it was.
    for (const sn of [a, b, foreign]) expect((await orderRow(sn)).status).toBe('withdrawing');
    expect((await orderRow(waiting)).status).toBe('review');
    const [audit] = await audits('withdrawal.export');
    expect(audit).toMatchObject({ staffUsername: finance.username, after: { format: 'csv', orderSns: approved } });
  });

  it("writes each card's account type (預金種目: 普通 1, 当座 2, 貯蓄 4) as the member chose it", async () => {
    const types = { ordinary: '1', current: '2', savings: '4' } as const;
    const byAccount = new Map<string, string>();
    for (const [i, accountType] of (['ordinary', 'current', 'savings'] as const).entries()) {
      const accountNumber = `77${String(Date.now() % 10_000).padStart(4, '0')}${i}`;
      const m = await member(5_000, { ...JAPANESE_CARD, accountNumber, accountType });
      await withdrawal(m, 1_000);
      byAccount.set(accountNumber, types[accountType]);
    }
    const zengin = await call(finance, c.adminWithdrawalExport.path, { format: 'zengin', transferDate: today() });
    expect(zengin.body.code).toBe(200);
    const records = iconv.decode(Buffer.from(zengin.body.data.contentBase64, 'base64'), 'Shift_JIS').split('\r\n');
    const written = new Map(
      records.filter((record) => record[0] === '2').map((record) => [record.slice(43, 50), record.slice(42, 43)]),
    );
    for (const [accountNumber, code] of byAccount) expect(written.get(accountNumber), accountNumber).toBe(code);
  });

  it('refuses a name the Zengin format cannot carry, naming the order, and writes no audit row', async () => {
    const m = await member(10_000);
    const orderSn = await withdrawal(m, 2_000);
    const cardId = BigInt(m.cardId);
    await db().update(bankCards).set({ holderKanaName: '髙橋 ハナコ' }).where(eq(bankCards.id, cardId));
    const exportsBefore = (await audits('withdrawal.export')).length;
    const res = await adminCall(t, c.adminWithdrawalExport.path, { format: 'zengin' }, { cookie: finance.cookie, lang: 'en-US' });
    expect(res.body).toMatchObject({ code: 422, data: { reason: 'PAYOUT_FILE_UNENCODABLE' } });
    expect(res.body.msg).toContain(orderSn);
    expect(await audits('withdrawal.export')).toHaveLength(exportsBefore);
    await db().update(bankCards).set({ holderKanaName: 'ヤマダ タロウ' }).where(eq(bankCards.id, cardId));
    // Pay it so the other tests' files stay as they were.
    await call(finance, c.adminWithdrawalDecide.path, { orderSn, action: 'fail', reason: 'test' });
  });

  it('is for withdrawals.pay only: support and compliance get 403 and no file', async () => {
    for (const staff of [support, compliance]) {
      const res = await call(staff, c.adminWithdrawalExport.path, { format: 'csv' });
      expect(res.body).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
    }
    const bad = await call(finance, c.adminWithdrawalExport.path, { format: 'xml' });
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'format' } });
    const past = await call(finance, c.adminWithdrawalExport.path, { format: 'zengin', transferDate: '2020-01-01' });
    expect(past.body).toMatchObject({ code: 400, data: { field: 'transferDate' } });
    const n = await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'withdrawal.export'));
    expect(n[0]!.n).toBeGreaterThan(0);
  });
});

describe('marking a transfer file paid', () => {
  it('pays each approved order of the file once with the file’s reference; others are reported, not changed', async () => {
    const m = await member(60_000);
    const [a, b, paidBefore] = [await withdrawal(m, 10_000), await withdrawal(m, 4_000), await withdrawal(m, 2_000)];
    const inReview = await withdrawal(m, 1_000, false);
    await call(finance, c.adminWithdrawalDecide.path, {
      orderSn: paidBefore,
      action: 'paid',
      reference: 'SINGLE-1',
      paidOn: today(),
    });
    const holdsBefore = await getSystemBalance(db(), 'withdrawal_holds');
    const unknown = 'W20260101000000ZZZZZZ';
    const file = { orderSns: [a, b, paidBefore, inReview, unknown], reference: 'ZB-FILE-0427', paidOn: today() };

    const res = await call(finance, c.adminWithdrawalPaidBatch.path, file);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toEqual({
      paid: 2,
      results: [
        { orderSn: a, outcome: 'paid' },
        { orderSn: b, outcome: 'paid' },
        { orderSn: paidBefore, outcome: 'already_paid' },
        { orderSn: inReview, outcome: 'not_approved' },
        { orderSn: unknown, outcome: 'not_found' },
      ],
    });
    for (const sn of [a, b]) {
      expect(await orderRow(sn)).toMatchObject({ status: 'success', paidReference: 'ZB-FILE-0427', paidOn: today() });
      expect(await audits('withdrawal.paid', sn)).toHaveLength(1);
    }
    expect(await orderRow(paidBefore)).toMatchObject({ status: 'success', paidReference: 'SINGLE-1' });
    expect((await orderRow(inReview)).status).toBe('review');
    // The held coins of the two paid orders left once; the member's wallet is untouched (held at request).
    expect(await getSystemBalance(db(), 'withdrawal_holds')).toBe(holdsBefore - 14_000n);
    expect(await getBalance(db(), m.userId)).toBe(60_000n - 17_000n);

    // The same file again changes nothing more.
    const again = await call(finance, c.adminWithdrawalPaidBatch.path, file);
    expect(again.body.data.paid).toBe(0);
    expect(again.body.data.results.slice(0, 2).map((r: { outcome: string }) => r.outcome)).toEqual([
      'already_paid',
      'already_paid',
    ]);
    expect(await getSystemBalance(db(), 'withdrawal_holds')).toBe(holdsBefore - 14_000n);
    expect(await audits('withdrawal.paid', a)).toHaveLength(1);
  });

  it('refuses the whole file on a day out of range, a bad reference or a repeated order, before any is paid', async () => {
    const m = await member(20_000);
    const orderSn = await withdrawal(m, 5_000);
    const tomorrow = tokyoDayOf(new Date(Date.now() + 86_400_000));
    const cases = [
      [{ orderSns: [orderSn], reference: 'ZB-1', paidOn: tomorrow }, 'paidOn'],
      [{ orderSns: [orderSn], reference: 'ZB-1', paidOn: '2020-01-01' }, 'paidOn'],
      [{ orderSns: [orderSn], reference: '<script>', paidOn: today() }, 'reference'],
      [{ orderSns: [orderSn, orderSn], reference: 'ZB-1', paidOn: today() }, 'orderSns'],
      [{ orderSns: [], reference: 'ZB-1', paidOn: today() }, 'orderSns'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await call(finance, c.adminWithdrawalPaidBatch.path, body);
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 400, data: { field } });
    }
    expect((await orderRow(orderSn)).status).toBe('withdrawing');
    for (const staff of [support, compliance]) {
      const res = await call(staff, c.adminWithdrawalPaidBatch.path, { orderSns: [orderSn], reference: 'ZB-1', paidOn: today() });
      expect(res.body).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
    }
    expect((await orderRow(orderSn)).status).toBe('withdrawing');
    await call(finance, c.adminWithdrawalDecide.path, { orderSn, action: 'fail', reason: 'test' });
  });
});
