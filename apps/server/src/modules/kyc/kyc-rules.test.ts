import { pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { adminCalls as c } from '@amigo/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type KycRules } from '../../config.ts';
import { auditLog } from '../admin/schema.ts';
import { adminCall, signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';
import { hashPassword } from '../auth/index.ts';
import { cryptoDeposits, cryptoWithdrawals } from '../crypto/schema.ts';
import { chainSandboxTransfer } from '../crypto/test-fixtures.ts';
import { depositOrders, withdrawalOrders } from '../payments/schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, fundMember, saveTestBankCard, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureUserWallet, getBalance, systemAccount, transferMany, verifyLedger } from '../wallet/index.ts';
import { turnoverOf } from './index.ts';
import { kycSubmissions } from './schema.ts';
import { ALL_TICKED, approveKycForTest, giveIdentityForTest } from './test-fixtures.ts';

/**
 * KYC that means something (issue 21): the rules on money (withdrawals, deposit thresholds, the
 * withdrawal turnover) through the real calls, and the console review (profile fields, the
 * checklist, audited photo views). Two apps: the default rules, and every rule switched on.
 */
const seed = pbkdf2Sync('abandon '.repeat(11) + 'about', 'mnemonic', 2048, 64, 'sha512');
const xpub = (path: string) => HDKey.fromMasterSeed(seed).derive(path).publicExtendedKey;
const XPUBS = { evm: xpub("m/44'/60'/0'"), tron: xpub("m/44'/195'/0'"), btc: xpub("m/84'/0'/0'") };
const TRON_TO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const STRICT: KycRules = {
  withdrawalRequiresKyc: true,
  depositAbove: 50_000,
  cumulativeDepositAbove: 100_000,
  withdrawalTurnoverPercent: 100,
};

let t: TestApp;
let strict: TestApp;
let compliance: TestStaff;
beforeAll(async () => {
  const crypto = {
    ...testConfig().crypto,
    xpubs: XPUBS,
    fixedRates: { USDT: '150', USDC: '150', BTC: '15000000', ETH: '500000' },
  };
  [t, strict] = await Promise.all([createTestApp({ crypto }), createTestApp({ crypto, kycRules: STRICT })]);
  compliance = await signedInStaff(t, ['compliance']);
}, 120_000);
afterAll(async () => {
  for (const app of [t, strict]) expect((await verifyLedger(app.app.database.db)).problems).toEqual([]);
  await Promise.all([t.close(), strict.close()]);
});

/** A member with coins, the payment password 246810 and a card in their own name (Taro Yamada). */
async function withCard(app: TestApp, coins: number): Promise<TestMember & { cardId: string }> {
  const m = await createTestMember(app);
  await app.app.database.db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword('246810') })
    .where(eq(users.id, m.userId));
  if (coins > 0) await fundMember(app, m.userId, coins);
  const accountNumber = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  return { ...m, cardId: await saveTestBankCard(app, m.token, { accountNumber }) };
}

const withdraw = (app: TestApp, m: TestMember & { cardId: string }, amount: number, lang = 'en-US') =>
  app.call(
    '/v2/app/draw/withdraw',
    { amount, bankCardId: m.cardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
    { token: m.token, lang },
  );
const deposit = (app: TestApp, m: TestMember, amount: number) =>
  app.call(
    '/v2/app/pay/order',
    { channel: 'sandbox', amount, currency: 'JPY', idempotencyKey: randomUUID() },
    { token: m.token, lang: 'en-US' },
  );
const requirements = async (app: TestApp, m: TestMember) =>
  (await app.call('/v2/app/user/kyc/requirements', {}, { token: m.token })).body.data;
const ordersOf = (app: TestApp, m: TestMember) =>
  app.app.database.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.userId, m.userId));

/** `usdt` USDT on TRC20 to the member's address through the signed chain simulator (150 coins each); the webhook's status. */
async function chainDeposit(app: TestApp, m: TestMember, usdt: string): Promise<string> {
  const address = (await app.call('/v2/cpp/coins/deposit/address', { coin: 'USDT', network: 'TRC20' }, { token: m.token })).body
    .data.address as string;
  const hook = await chainSandboxTransfer(app, {
    txid: randomBytes(32).toString('hex'),
    index: 0,
    network: 'TRC20',
    coin: 'USDT',
    address,
    amount: usdt,
    confirmations: 20,
  });
  return hook.data.status;
}

/**
 * A round as the games module posts it, which pays its stake back: a `bet` to the game bank and an
 * equal `win` (the balance stays; the turnover counts the bet, never the win).
 */
async function bet(app: TestApp, userId: bigint, coins: number) {
  const key = `test-round:${randomUUID()}`;
  await app.app.database.db.transaction(async (tx) => {
    const wallet = await ensureUserWallet(tx, userId);
    const bank = await systemAccount(tx, 'game_bank', userId);
    await transferMany(tx, [
      { id: `${key}:bet`, from: wallet, to: bank, amount: BigInt(coins), reason: 'bet', ref: key },
      { id: `${key}:win`, from: bank, to: wallet, amount: BigInt(coins), reason: 'win', ref: key },
    ]);
  });
}

describe('withdrawals need approved KYC (the default rule)', () => {
  it('refuses a bank withdrawal without approved KYC in the caller’s language, holding nothing; approved, it goes through', async () => {
    const m = await withCard(t, 20_000);
    const refused = await withdraw(t, m, 5_000);
    expect(refused.body).toMatchObject({
      code: 422,
      data: { reason: 'KYC_REQUIRED', field: 'amount', params: { action: 'withdrawal' } },
    });
    expect(refused.body.msg).toContain('Identity verification is required');
    const ja = await withdraw(t, m, 5_000, 'ja-JP');
    expect(ja.body.msg).toContain('本人確認が必要です');
    expect(await getBalance(t.app.database.db, m.userId)).toBe(20_000n);
    expect(await ordersOf(t, m)).toEqual([]);

    // A pending submission is not enough.
    await t.app.database.db.insert(kycSubmissions).values({ userId: m.userId, frontKey: 'f', backKey: 'b', handheldKey: 'h' });
    expect((await withdraw(t, m, 5_000)).body.data.reason).toBe('KYC_REQUIRED');

    await approveKycForTest(t.app.database.db, m.userId, new Date(Date.now() + 1000));
    const ok = await withdraw(t, m, 5_000);
    expect(ok.body.code, ok.body.msg).toBe(200);
    expect(await getBalance(t.app.database.db, m.userId)).toBe(15_000n);
  });

  it('refuses a crypto withdrawal without approved KYC, holding nothing', async () => {
    const m = await createTestMember(t);
    await t.app.database.db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(users.id, m.userId));
    await fundMember(t, m.userId, 100_000);
    const body = { coin: 'USDT', network: 'TRC20', address: TRON_TO, amount: '100', paymentPassword: '246810' };
    const refused = await t.call('/v2/cpp/coins/withdraw', { ...body, idempotencyKey: randomUUID() }, { token: m.token });
    expect(refused.body).toMatchObject({ code: 422, data: { reason: 'KYC_REQUIRED' } });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(100_000n);
    expect(await t.app.database.db.select().from(cryptoWithdrawals).where(eq(cryptoWithdrawals.userId, m.userId))).toEqual([]);
    await approveKycForTest(t.app.database.db, m.userId);
    const ok = await t.call('/v2/cpp/coins/withdraw', { ...body, idempotencyKey: randomUUID() }, { token: m.token });
    expect(ok.body.code, ok.body.msg).toBe(200);
  });

  it('leaves deposits and the turnover alone by default, and says so in user/kyc/requirements', async () => {
    const m = await createTestMember(t);
    expect((await deposit(t, m, 400_000)).body.code).toBe(200);
    expect(await requirements(t, m)).toEqual({
      kycStatus: 'none',
      withdrawalRequiresKyc: true,
      depositKycAbove: 0,
      cumulativeDepositKycAbove: 0,
      depositedCoins: 0,
      turnover: { percent: 0, deposited: 0, required: 0, bet: 0, remaining: 0 },
    });
    expect((await t.call('/v2/app/user/kyc/requirements', {})).body.code).toBe(401);
    expect((await t.call('/v2/app/user/kyc/requirements', { x: 1 }, { token: m.token })).body.code).toBe(400);
  });
});

describe('deposit thresholds (KYC_DEPOSIT_ABOVE, KYC_CUMULATIVE_DEPOSIT_ABOVE)', () => {
  const openOrders = (m: TestMember) =>
    strict.app.database.db.select().from(depositOrders).where(eq(depositOrders.userId, m.userId));

  it('refuses a single deposit above the threshold without approved KYC, opening no order', async () => {
    const m = await createTestMember(strict);
    const refused = await deposit(strict, m, 50_001);
    expect(refused.body).toMatchObject({ code: 422, data: { reason: 'KYC_REQUIRED', params: { action: 'deposit' } } });
    expect(await openOrders(m)).toEqual([]);
    expect((await deposit(strict, m, 50_000)).body.code).toBe(200);
    await approveKycForTest(strict.app.database.db, m.userId);
    expect((await deposit(strict, m, 50_001)).body.code).toBe(200);
    expect(await openOrders(m)).toHaveLength(2);
  });

  it('refuses a deposit that takes credited deposits past the cumulative threshold', async () => {
    const m = await createTestMember(strict);
    await fundMember(strict, m.userId, 90_000);
    expect((await requirements(strict, m)).depositedCoins).toBe(90_000);
    expect((await deposit(strict, m, 10_001)).body.data.reason).toBe('KYC_REQUIRED');
    expect((await deposit(strict, m, 10_000)).body.code).toBe(200);
    expect(await openOrders(m)).toHaveLength(1);
  });

  it('counts credited chain deposits towards the cumulative threshold, for bank and chain deposits alike', async () => {
    const m = await createTestMember(strict);
    // 2 × 300 USDT at 150 = 90,000 coins, each under the 50,000 single-deposit threshold.
    expect(await chainDeposit(strict, m, '300')).toBe('credited');
    expect(await chainDeposit(strict, m, '300')).toBe('credited');
    expect((await requirements(strict, m)).depositedCoins).toBe(90_000);
    // A bank deposit past 100,000 in all needs KYC …
    expect((await deposit(strict, m, 10_001)).body.data.reason).toBe('KYC_REQUIRED');
    expect(await openOrders(m)).toEqual([]);
    // … and so does a chain deposit: it is held for review, not credited.
    expect(await chainDeposit(strict, m, '100')).toBe('held_review');
    expect(await getBalance(strict.app.database.db, m.userId)).toBe(90_000n);
    expect((await requirements(strict, m)).depositedCoins).toBe(90_000);
  });

  it('holds a chain deposit over the threshold from a member without approved KYC instead of crediting it', async () => {
    const m = await createTestMember(strict);
    const address = (await strict.call('/v2/cpp/coins/deposit/address', { coin: 'USDT', network: 'TRC20' }, { token: m.token }))
      .body.data.address as string;
    // 400 USDT at 150 = 60,000 coins: over the 50,000 threshold.
    const hook = await chainSandboxTransfer(strict, {
      txid: randomBytes(32).toString('hex'),
      index: 0,
      network: 'TRC20',
      coin: 'USDT',
      address,
      amount: '400',
      confirmations: 20,
    });
    expect(hook).toMatchObject({ data: { status: 'held_review' } });
    expect(await getBalance(strict.app.database.db, m.userId)).toBe(0n);
    const [row] = await strict.app.database.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.userId, m.userId));
    expect(row).toMatchObject({ status: 'held_review', coins: 60_000n });
  });
});

describe('withdrawal turnover (WITHDRAWAL_TURNOVER_PERCENT)', () => {
  it('asks for the deposited coins to be bet once since the last withdrawal, and says how many remain', async () => {
    const m = await withCard(strict, 0);
    await approveKycForTest(strict.app.database.db, m.userId);
    await fundMember(strict, m.userId, 10_000);
    const refused = await withdraw(strict, m, 5_000);
    expect(refused.body).toMatchObject({ code: 422, data: { reason: 'TURNOVER_REQUIRED', params: { remaining: 10_000 } } });
    expect(refused.body.msg).toBe(
      'Play 10000 more coins before withdrawing (coins received, by deposit, transfer or bonus, must be played before they can be withdrawn)',
    );
    expect(await ordersOf(strict, m)).toEqual([]);

    await bet(strict, m.userId, 4_000);
    expect((await requirements(strict, m)).turnover).toEqual({
      percent: 100,
      deposited: 10_000,
      required: 10_000,
      bet: 4_000,
      remaining: 6_000,
    });
    expect((await withdraw(strict, m, 5_000)).body.data.params).toEqual({ remaining: 6_000 });
    await bet(strict, m.userId, 6_000);
    const ok = await withdraw(strict, m, 5_000);
    expect(ok.body.code, ok.body.msg).toBe(200);

    // The window starts again at the withdrawal: earlier bets count for nothing now.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fundMember(strict, m.userId, 3_000);
    expect((await requirements(strict, m)).turnover).toMatchObject({ deposited: 3_000, bet: 0, remaining: 3_000 });
  });

  it('counts chain deposits in the turnover, for bank and crypto withdrawals, and a crypto withdrawal restarts the window', async () => {
    const m = await withCard(strict, 0);
    await approveKycForTest(strict.app.database.db, m.userId);
    // 200 USDT at 150 = 30,000 coins.
    expect(await chainDeposit(strict, m, '200')).toBe('credited');
    expect((await requirements(strict, m)).turnover).toMatchObject({ deposited: 30_000, required: 30_000, remaining: 30_000 });
    expect((await withdraw(strict, m, 5_000)).body.data).toMatchObject({
      reason: 'TURNOVER_REQUIRED',
      params: { remaining: 30_000 },
    });
    const body = { coin: 'USDT', network: 'TRC20', address: TRON_TO, amount: '100', paymentPassword: '246810' };
    const cryptoWithdraw = () =>
      strict.call('/v2/cpp/coins/withdraw', { ...body, idempotencyKey: randomUUID() }, { token: m.token });
    expect((await cryptoWithdraw()).body.data).toMatchObject({ reason: 'TURNOVER_REQUIRED', params: { remaining: 30_000 } });
    expect(await strict.app.database.db.select().from(cryptoWithdrawals).where(eq(cryptoWithdrawals.userId, m.userId))).toEqual(
      [],
    );

    await bet(strict, m.userId, 30_000);
    const ok = await cryptoWithdraw();
    expect(ok.body.code, ok.body.msg).toBe(200);
    // The crypto withdrawal started a new window: a later chain deposit must be played again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await chainDeposit(strict, m, '20')).toBe('credited');
    expect((await requirements(strict, m)).turnover).toMatchObject({ deposited: 3_000, bet: 0, remaining: 3_000 });
  });

  it('rounds the required turnover up and counts nothing when the rule is off', async () => {
    const m = await createTestMember(strict);
    await fundMember(strict, m.userId, 1_001);
    await bet(strict, m.userId, 1);
    const { db } = strict.app.database;
    expect(await turnoverOf(db, { userId: m.userId, percent: 150 })).toMatchObject({
      inflow: 1_001n,
      required: 1_502n,
      bet: 1n,
      remaining: 1_501n,
    });
    expect(await turnoverOf(db, { userId: m.userId, percent: 0 })).toMatchObject({ required: 0n, remaining: 0n });
    // Bets above the requirement never make the remainder negative.
    await bet(strict, m.userId, 1_000);
    await bet(strict, m.userId, 1_000);
    expect((await turnoverOf(db, { userId: m.userId, percent: 100 })).remaining).toBe(0n);
  });
});

describe('the console review (kyc.review)', () => {
  const call = (path: string, body: unknown, lang = 'en-US') => adminCall(t, path, body, { cookie: compliance.cookie, lang });
  async function submission(options: { identity?: boolean } = {}) {
    const member = await createTestMember(t);
    if (options.identity !== false) await giveIdentityForTest(t.app.database.db, member.userId, { idNumber: 'XY9876543' });
    const keys = ['front', 'back', 'handheld'].map(() => `kyc/${member.userId}/${randomBytes(16).toString('hex')}.jpg`);
    for (const key of keys) await t.app.blobs.put(key, Buffer.from(`jpeg:${key}`), 'image/jpeg');
    const [row] = await t.app.database.db
      .insert(kycSubmissions)
      .values({ userId: member.userId, frontKey: keys[0]!, backKey: keys[1]!, handheldKey: keys[2]! })
      .returning();
    return { id: String(row!.id), member };
  }
  const statusOf = async (id: string) =>
    (
      await t.app.database.db
        .select()
        .from(kycSubmissions)
        .where(eq(kycSubmissions.id, BigInt(id)))
    )[0]!;
  const auditOf = (id: string, action: string) =>
    t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, action)));

  it('lists the profile beside the photos: the whole ID number while pending', async () => {
    const { id } = await submission();
    const list = await call(c.adminKycList.path, { status: 'pending', pageSize: 100 });
    const item = list.body.data.list.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({
      profile: { lastName: 'Yamada', firstName: 'Taro', birthDate: '1990-04-01', idNumber: 'XY9876543' },
      checklist: null,
      reviewedBy: null,
    });
  });

  it('audits every photo view: who, which submission, which photo; a missing one is 404 and records nothing', async () => {
    const { id, member } = await submission();
    for (const side of ['front', 'back', 'handheld', 'front']) {
      const image = await call(c.adminKycImage.path, { id, side });
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('private, no-store');
    }
    const views = await auditOf(id, 'kyc.image.view');
    expect(views.map((v) => v.after)).toEqual(
      ['front', 'back', 'handheld', 'front'].map((side) => ({ side, userId: String(member.userId) })),
    );
    expect(views.every((v) => v.staffUsername === compliance.username && v.targetType === 'kyc_submission')).toBe(true);
    const missing = await call(c.adminKycImage.path, { id: '987654321', side: 'front' });
    expect(missing.body.code).toBe(404);
    expect(await auditOf('987654321', 'kyc.image.view')).toEqual([]);
    const bad = await call(c.adminKycImage.path, { id, side: 'selfie' });
    expect(bad.body.code).toBe(400);
    expect(await auditOf(id, 'kyc.image.view')).toHaveLength(4);
  });

  it('refuses an approval without the profile fields, naming the missing one, and changes nothing', async () => {
    const { id, member } = await submission({ identity: false });
    await giveIdentityForTest(t.app.database.db, member.userId, { birthDate: null });
    const refused = await call(c.adminKycDecide.path, { id, decision: 'approved', checklist: ALL_TICKED });
    expect(refused.body).toMatchObject({ code: 422, data: { reason: 'KYC_PROFILE_INCOMPLETE', field: 'birthDate' } });
    expect(refused.body.msg).toContain('no birth date');
    const ja = await call(c.adminKycDecide.path, { id, decision: 'approved', checklist: ALL_TICKED }, 'ja-JP');
    expect(ja.body.msg).toContain('生年月日');
    expect(await statusOf(id)).toMatchObject({ status: 'pending', checklist: null });
    expect(await auditOf(id, 'kyc.approve')).toEqual([]);
  });

  it('refuses bad input (400) and an approval without every item ticked (422), changing nothing', async () => {
    const { id } = await submission();
    for (const body of [
      { id, decision: 'approved' },
      { id, decision: 'approved', checklist: { ...ALL_TICKED, extra: true } },
      { id, decision: 'approved', checklist: { ...ALL_TICKED, nameMatches: 'yes' } },
      { id, decision: 'approved', checklist: { nameMatches: true } },
    ]) {
      const answer = await call(c.adminKycDecide.path, body);
      expect(answer.body.code, JSON.stringify(body)).toBe(400);
    }
    const unticked = await call(c.adminKycDecide.path, {
      id,
      decision: 'approved',
      checklist: { ...ALL_TICKED, photoMatchesFace: false },
    });
    expect(unticked.body).toMatchObject({
      code: 422,
      data: { reason: 'KYC_CHECKLIST_INCOMPLETE', field: 'checklist.photoMatchesFace' },
    });
    expect(unticked.body.msg).toBe('"Photo matches the face" is not ticked');
    expect(await statusOf(id)).toMatchObject({ status: 'pending', checklist: null });
    expect(await auditOf(id, 'kyc.approve')).toEqual([]);
  });

  it('stores the checklist and the reviewer with the approval, in the history and the audit log', async () => {
    const { id } = await submission();
    const approved = await call(c.adminKycDecide.path, { id, decision: 'approved', checklist: ALL_TICKED });
    expect(approved.body.data).toMatchObject({
      changed: true,
      item: { status: 'approved', checklist: ALL_TICKED, reviewedBy: compliance.username },
    });
    // Decided, the list shows the masked number only.
    expect(approved.body.data.item.profile.idNumber).toBe('*****6543');
    const [audit] = await auditOf(id, 'kyc.approve');
    expect(audit?.after).toEqual({ status: 'approved', reason: null, checklist: ALL_TICKED, requestedFields: null });
    const history = await call(c.adminKycList.path, { status: 'approved', pageSize: 100 });
    expect(history.body.data.list.find((i: { id: string }) => i.id === id)).toMatchObject({ checklist: ALL_TICKED });
  });

  it('rejects with a reason and keeps what was ticked', async () => {
    const { id } = await submission({ identity: false });
    const ticked = { ...ALL_TICKED, documentNotExpired: false };
    const rejected = await call(c.adminKycDecide.path, {
      id,
      decision: 'rejected',
      reason: 'Expired passport',
      checklist: ticked,
    });
    expect(rejected.body.data.item).toMatchObject({ status: 'rejected', reason: 'Expired passport', checklist: ticked });
    expect((await call(c.adminKycDecide.path, { id, decision: 'rejected' })).body.code).toBe(400);
  });
});

describe('the birth date on the profile', () => {
  const UPDATE = '/v2/app/user/update';
  it('is set and cleared through user/update, refused when not a real past day, and locked while under review', async () => {
    const m = await createTestMember(t);
    const set = await t.call(UPDATE, { birthDate: '1990-04-01' }, { token: m.token });
    expect(set.body.data.birthDate).toBe('1990-04-01');
    for (const birthDate of ['1990-02-30', '1899-12-31', '2999-01-01', '01/04/1990']) {
      const refused = await t.call(UPDATE, { birthDate }, { token: m.token });
      expect(refused.body, birthDate).toMatchObject({ code: 400, data: { field: 'birthDate' } });
    }
    expect((await t.call('/v2/app/user/info', {}, { token: m.token })).body.data.birthDate).toBe('1990-04-01');
    await t.app.database.db.insert(kycSubmissions).values({ userId: m.userId, frontKey: 'f', backKey: 'b', handheldKey: 'h' });
    const locked = await t.call(UPDATE, { birthDate: '1991-04-01' }, { token: m.token });
    expect(locked.body).toMatchObject({ code: 409, data: { reason: 'IDENTITY_UNDER_REVIEW', field: 'birthDate' } });
    // The same value again is not a change.
    expect((await t.call(UPDATE, { birthDate: '1990-04-01', nickname: 'T' }, { token: m.token })).body.code).toBe(200);
  });
});
