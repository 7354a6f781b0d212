import { pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { HDKey } from '@scure/bip32';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { auditLog } from './schema.ts';
import { agentApplications } from '../agents/schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { decideAgentApplication, settleAgentRebates } from '../agents/index.ts';
import { hashPassword } from '../auth/index.ts';
import { verifyCryptoOrders } from '../crypto/index.ts';
import { verifyOrders } from '../payments/index.ts';
import { ensureUserWallet, getBalance, systemAccount, transfer, verifyLedger } from '../wallet/index.ts';
import { heldChainDeposit } from '../crypto/test-fixtures.ts';
import { adminCall, signedInStaff, type TestStaff } from './test-fixtures.ts';

/**
 * The console's second set of screens (issue 9): deposit refunds, crypto withdrawals, held chain
 * deposits, per-agent rebate rates and content images. Like queues.test.ts, every action goes
 * through the real admin call, and the ledger and orders must verify at the end.
 */
const seed = pbkdf2Sync('abandon '.repeat(11) + 'about', 'mnemonic', 2048, 64, 'sha512');
const xpub = (p: string) => HDKey.fromMasterSeed(seed).derive(p).publicExtendedKey;
const XPUBS = { evm: xpub("m/44'/60'/0'"), tron: xpub("m/44'/195'/0'"), btc: xpub("m/84'/0'/0'") };

let t: TestApp;
let finance: TestStaff;
let compliance: TestStaff;
let content: TestStaff;

beforeAll(async () => {
  t = await createTestApp({
    agentRebateBps: [100, 50],
    // The rates below are about setting and paying rates; their money controls are money-controls.test.ts's.
    staff: {
      ...testConfig().staff,
      moneyLimits: { ...testConfig().staff.moneyLimits, rebate_rate: { secondApproverAbove: 1_000, dailyCap: 2_000 } },
    },
    crypto: {
      ...testConfig().crypto,
      xpubs: XPUBS,
      payout: 'manual',
      fixedRates: { USDT: '150', USDC: '150', BTC: '15000000', ETH: '500000' },
    },
  });
  [finance, compliance, content] = [
    await signedInStaff(t, ['finance']),
    await signedInStaff(t, ['compliance']),
    await signedInStaff(t, ['content']),
  ];
});
afterAll(async () => {
  const { db } = t.app.database;
  expect((await verifyLedger(db)).problems).toEqual([]);
  expect(await verifyOrders(db)).toEqual([]);
  expect(await verifyCryptoOrders(db)).toEqual([]);
  await t.close();
});

const call = (staff: TestStaff, callPath: string, body: unknown = {}, lang?: string) =>
  adminCall(t, callPath, body, { cookie: staff.cookie, ...(lang ? { lang } : {}) });
const auditRows = async (action: string) =>
  (await t.app.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;
const balance = (m: TestMember) => getBalance(t.app.database.db, m.userId);

async function paidDeposit(m: TestMember, amount: number): Promise<string> {
  const created = await t.call(
    '/v2/app/pay/order',
    { channel: 'manual_bank', amount, currency: 'JPY', idempotencyKey: randomUUID() },
    { token: m.token },
  );
  const orderSn = created.body.data.order.orderSn as string;
  const paid = await call(finance, c.adminDepositDecide.path, { orderSn, outcome: 'paid' });
  if (paid.body.code !== 200) throw new Error(paid.body.msg);
  return orderSn;
}

describe('deposit refunds', () => {
  it('lists paid deposits by order or member, and a failed refund returns exactly the coins', async () => {
    const m = await createTestMember(t);
    const orderSn = await paidDeposit(m, 30_000);
    const byOrder = await call(finance, c.adminDepositRefundList.path, { status: 'paid', q: orderSn.slice(0, 18) });
    expect(byOrder.body.data.list.map((o: { orderSn: string }) => o.orderSn)).toContain(orderSn);
    const byMember = await call(finance, c.adminDepositRefundList.path, { status: 'paid', q: m.username });
    expect(byMember.body.data).toMatchObject({ total: 1, list: [{ orderSn, status: 'paid', coins: 30_000 }] });
    const hostile = await call(finance, c.adminDepositRefundList.path, { status: 'paid', q: "%' or 1=1 --" });
    expect(hostile.body.data.total).toBe(0);

    const start = { orderSn, action: 'start', reason: 'Paid twice by the member' };
    expect((await call(finance, c.adminDepositRefund.path, start)).body.data.status).toBe('refunding');
    expect(await balance(m)).toBe(0n);
    const again = await call(finance, c.adminDepositRefund.path, start);
    expect(again.body.data.reason).toBe('ORDER_NOT_PENDING');
    const queue = await call(finance, c.adminDepositRefundList.path, {});
    expect(queue.body.data.list.map((o: { orderSn: string }) => o.orderSn)).toContain(orderSn);

    const failed = await call(finance, c.adminDepositRefund.path, { orderSn, action: 'failed' });
    expect(failed.body.data.status).toBe('paid');
    expect(await balance(m)).toBe(30_000n);
    expect(await auditRows('deposit.refund.failed')).toBe(1);
  });

  it('refuses to start a refund the member can no longer cover, in the caller’s language', async () => {
    const m = await createTestMember(t);
    const orderSn = await paidDeposit(m, 10_000);
    await t.call('/v2/app/pay/order', {}, { token: m.token }); // noise: an invalid call changes nothing
    const [u] = await t.app.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(u).toBeTruthy();
    // Spend the coins: a 9,000-coin debit through a balance adjustment by finance.
    const debit = await call(finance, c.adminAdjustBalance.path, {
      userId: String(m.userId),
      amount: -9_000,
      reason: 'Played away',
      idempotencyKey: randomUUID(),
    });
    expect(debit.body.data.status).toBe('applied');
    const refused = await call(finance, c.adminDepositRefund.path, { orderSn, action: 'start', reason: 'x' }, 'ja-JP');
    expect(refused.body.code).toBeGreaterThanOrEqual(400);
    expect(refused.body.code).toBeLessThan(500);
    expect(refused.body.msg).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(await balance(m)).toBe(1_000n);
    const bad = await call(finance, c.adminDepositRefundList.path, { status: 'pending' });
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'status' } });
  });
});

describe('crypto withdrawals and held chain deposits', () => {
  const TRON_TO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  async function cryptoWithdrawal(coins: number) {
    const m = await createTestMember(t, { kycApproved: true });
    await t.app.database.db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(users.id, m.userId));
    await fundMember(t, m.userId, coins);
    const res = await t.call(
      '/v2/cpp/coins/withdraw',
      {
        coin: 'USDT',
        network: 'TRC20',
        address: TRON_TO,
        amount: '100',
        paymentPassword: '246810',
        idempotencyKey: randomUUID(),
      },
      { token: m.token, lang: 'en-US' },
    );
    if (res.body.code !== 200) throw new Error(res.body.msg);
    return { m, orderSn: res.body.data.orderSn as string };
  }

  it('approve → withdrawing → paid with a txid; double clicks change nothing twice', async () => {
    const { m, orderSn } = await cryptoWithdrawal(20_000);
    const queue = await call(finance, c.adminCryptoWithdrawalList.path, {});
    expect(queue.body.data.list.find((o: { orderSn: string }) => o.orderSn === orderSn)).toMatchObject({
      username: m.username,
      coin: 'USDT',
      network: 'TRC20',
      address: TRON_TO,
      amount: '100',
      fee: '1',
      coins: 15_150,
      status: 'review',
    });
    const [a1, a2] = await Promise.all([
      call(finance, c.adminCryptoWithdrawalDecide.path, { orderSn, action: 'approve' }),
      call(finance, c.adminCryptoWithdrawalDecide.path, { orderSn, action: 'approve' }),
    ]);
    expect([a1.body.data.status, a2.body.data.status]).toEqual(['withdrawing', 'withdrawing']);
    expect([a1.body.data.changed, a2.body.data.changed].sort()).toEqual([false, true]);
    expect(await auditRows('crypto.withdrawal.approve')).toBe(1);
    const noTxid = await call(finance, c.adminCryptoWithdrawalDecide.path, { orderSn, action: 'paid' });
    expect(noTxid.body).toMatchObject({ code: 400, data: { field: 'txid' } });
    const txid = randomBytes(32).toString('hex');
    const paid = await call(finance, c.adminCryptoWithdrawalDecide.path, { orderSn, action: 'paid', txid });
    expect(paid.body.data).toEqual({ orderSn, status: 'success', txid, changed: true });
    expect(await balance(m)).toBe(4_850n);
    const listed = await call(finance, c.adminCryptoWithdrawalList.path, { status: 'success' });
    expect(listed.body.data.list[0]).toMatchObject({ orderSn, txid });
  });

  it('reject needs a reason and returns exactly the held coins', async () => {
    const { m, orderSn } = await cryptoWithdrawal(16_000);
    expect(await balance(m)).toBe(850n);
    const noReason = await call(finance, c.adminCryptoWithdrawalDecide.path, { orderSn, action: 'fail' });
    expect(noReason.body).toMatchObject({ code: 400, data: { field: 'reason' } });
    const failed = await call(finance, c.adminCryptoWithdrawalDecide.path, {
      orderSn,
      action: 'fail',
      reason: 'Sanctioned address',
    });
    expect(failed.body.data.status).toBe('failed');
    expect(await balance(m)).toBe(16_000n);
    const unknown = await call(finance, c.adminCryptoWithdrawalDecide.path, { orderSn: 'CW-nope', action: 'approve' });
    expect(unknown.body.data.reason).toBe('NOT_FOUND');
  });

  it('lists a held chain deposit and releases it once', async () => {
    const { m, orderSn } = await heldChainDeposit(t);
    const held = await call(finance, c.adminCryptoDepositList.path, {});
    expect(held.body.data.list.find((d: { orderSn: string }) => d.orderSn === orderSn)).toMatchObject({
      username: m.username,
      amount: '100',
      coins: 15_000,
      status: 'held_review',
    });
    const before = (await call(finance, c.adminDashboard.path)).body.data.queues;
    expect(before.heldChainDeposits).toBeGreaterThanOrEqual(1);
    const [r1, r2] = await Promise.all([
      call(finance, c.adminCryptoDepositCreditHeld.path, { orderSn: orderSn }),
      call(finance, c.adminCryptoDepositCreditHeld.path, { orderSn: orderSn }),
    ]);
    expect([r1.body.data.changed, r2.body.data.changed].sort()).toEqual([false, true]);
    expect(await auditRows('crypto.deposit.credit_held')).toBe(1);
    expect(await balance(m)).toBe(15_000n);
    expect((await call(finance, c.adminDashboard.path)).body.data.queues.heldChainDeposits).toBe(before.heldChainDeposits - 1);
    const after = await call(finance, c.adminCryptoDepositList.path, {});
    expect(after.body.data.list.map((d: { orderSn: string }) => d.orderSn)).not.toContain(orderSn);
  });
});

/** A member who applied and was approved through the agents module. */
async function agent(): Promise<TestMember & { agentCode: string }> {
  const m = await createTestMember(t);
  const [application] = await t.app.database.db.insert(agentApplications).values({ userId: m.userId }).returning();
  await decideAgentApplication(t.app.database.db, {
    applicationId: application!.id,
    decision: { action: 'approve' },
    decidedBy: 'test',
    maxDepth: t.app.config.agentMaxDepth,
    now: new Date(),
  });
  const [row] = await t.app.database.db.select({ agentCode: users.agentCode }).from(users).where(eq(users.id, m.userId));
  return { ...m, agentCode: row!.agentCode! };
}

/** One lost round of `bet` coins at `at`, as the games module records it (record plus ledger transfer). */
async function lostRound(userId: bigint, bet: number, at: Date) {
  const key = randomUUID();
  await t.app.database.db.transaction(async (tx) => {
    await transfer(tx, {
      id: `${key}:bet`,
      from: await ensureUserWallet(tx, userId),
      to: await systemAccount(tx, 'game_bank', userId),
      amount: BigInt(bet),
      reason: 'bet',
      ref: key,
    });
    await tx.execute(sql`
      insert into game_records (user_id, machine_id, model_code, bet, win, spins, bonuses, seed_id, nonce, setting, display,
                                idempotency_key, created_at)
      values (${userId}, 101, 'test', ${bet}, 0, 1, '{}'::text[], 1, 0, 1, '{}'::jsonb, ${key}, ${at})`);
  });
}

describe('per-agent rebate rates', () => {
  it('compliance sets an agent’s rates (audited once), bad rates are refused, and settlement pays at them', async () => {
    const { db } = t.app.database;
    const own = await agent();
    const other = await agent();
    const list = await call(compliance, c.adminAgentList.path, { q: own.agentCode.toLowerCase() });
    expect(list.body.data).toMatchObject({
      total: 1,
      defaultRebateBps: [100, 50],
      list: [{ userId: String(own.userId), agentCode: own.agentCode, depth: 0, parent: null, rebateBps: null }],
    });
    for (const rebateBps of [[], [10_001], [-1], [1.5], Array(21).fill(1)]) {
      const bad = await call(compliance, c.adminAgentRebateSet.path, { userId: String(own.userId), rebateBps }, 'ja-JP');
      expect(bad.body, JSON.stringify(rebateBps)).toMatchObject({ code: 400 });
      expect(bad.body.msg).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    const notAgent = await createTestMember(t);
    const missing = await call(compliance, c.adminAgentRebateSet.path, { userId: String(notAgent.userId), rebateBps: [10] });
    expect(missing.body.data.reason).toBe('NOT_FOUND');

    const set = { userId: String(own.userId), rebateBps: [300] };
    const first = await call(compliance, c.adminAgentRebateSet.path, set);
    const again = await call(compliance, c.adminAgentRebateSet.path, set);
    expect(first.body.data).toMatchObject({ changed: true, item: { rebateBps: [300] } });
    expect(again.body.data.changed).toBe(false);
    const [audit, ...more] = await db.select().from(auditLog).where(eq(auditLog.action, 'agent.rebate'));
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      staffUsername: compliance.username,
      targetId: String(own.userId),
      before: { rebateBps: null },
      after: { rebateBps: [300] },
    });

    // A closed Tokyo day: each agent's direct member bets 10,000.
    const day = '2026-01-15';
    const at = new Date('2026-01-15T03:00:00Z');
    for (const parent of [own, other]) {
      const m = await createTestMember(t);
      await db.update(users).set({ parentUserId: parent.userId }).where(eq(users.id, m.userId));
      await fundMember(t, m.userId, 10_000);
      await lostRound(m.userId, 10_000, at);
    }
    const before = [await getBalance(db, own.userId), await getBalance(db, other.userId)];
    const settled = await settleAgentRebates(db, { day, ratesBps: t.app.config.agentRebateBps, now: new Date() });
    expect(settled).toMatchObject({ day, paid: 2, amount: 300 + 100 });
    expect([await getBalance(db, own.userId), await getBalance(db, other.userId)]).toEqual([
      before[0]! + 300n,
      before[1]! + 100n,
    ]);

    const cleared = await call(compliance, c.adminAgentRebateSet.path, { userId: String(own.userId), rebateBps: null });
    expect(cleared.body.data).toMatchObject({ changed: true, item: { rebateBps: null } });
  });
});

describe('content images', () => {
  const UPLOAD = c.adminContentImageUpload.path;
  async function upload(staff: TestStaff | null, file: { bytes: Buffer; name: string; type: string }, field = 'image') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        'accept-language': 'ja-JP',
        cookie: `XSRF-TOKEN=x-0123456789abcdef${staff ? `; STAFF_SESSION=${staff.cookie}` : ''}`,
        'x-xsrf-token': 'x-0123456789abcdef',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return response.json<{ code: number; msg: string; data: any }>();
  }
  const png = async (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
      .withExif({ IFD0: { Copyright: 'camera serial 123' } })
      .png()
      .toBuffer();

  it('re-encodes an upload as WebP under its hash, serves it, and a banner shows it on the player site', async () => {
    const bytes = await png(3200, 1600);
    const res = await upload(content, { bytes, name: 'banner.png', type: 'image/png' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ width: 2400, height: 1200 });
    expect(res.data.imageUrl).toMatch(/^\/content\/uploads\/[0-9a-f]{32}\.webp$/);
    const again = await upload(content, { bytes, name: 'other-name.png', type: 'image/png' });
    expect(again.data.imageUrl).toBe(res.data.imageUrl);

    const served = await t.app.inject({ method: 'GET', url: res.data.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2400, height: 1200 });
    expect(meta.exif).toBeUndefined();
    for (const url of ['/content/uploads/../../etc/passwd', '/content/uploads/0123456789abcdef0123456789abcdef.webp']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }

    const saved = await call(content, c.adminContentSave.path, {
      item: {
        kind: 'banner',
        type: 'home',
        title: { Jp: '新春キャンペーン', En: 'New Year campaign', Zh: '', ZhTW: '' },
        imageUrl: res.data.imageUrl,
        linkUrl: '/game/promotion',
        startAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(saved.body.data.imageUrl).toBe(res.data.imageUrl);
    const banners = await t.call('/v2/app/banner/query', { position: 'home' });
    const shown = (banners.body.data.list ?? banners.body.data) as Array<{ id: string; imageUrl: string }>;
    expect(shown.find((b) => b.id === saved.body.data.id)?.imageUrl).toBe(res.data.imageUrl);
    expect(await auditRows('content.image.upload')).toBe(2);
  });

  it('refuses what is not a JPEG, PNG or WebP, too large files, other fields and other staff — localized, never a 500', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases = [
      { file: { bytes: svg, name: 'a.png', type: 'image/png' }, reason: 'KYC_FILE_INVALID' },
      { file: { bytes: Buffer.from('GIF89a....'), name: 'a.gif', type: 'image/gif' }, reason: 'KYC_FILE_INVALID' },
      // Valid PNG magic bytes, truncated body.
      { file: { bytes: (await png(100, 50)).subarray(0, 60), name: 'cut.png', type: 'image/png' }, reason: 'KYC_FILE_INVALID' },
      {
        file: { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1), name: 'big.jpg', type: 'image/jpeg' },
        reason: 'KYC_FILE_TOO_LARGE',
      },
    ];
    for (const { file, reason } of cases) {
      const res = await upload(content, file);
      expect(res, file.name).toMatchObject({ code: 400, data: { reason, field: 'image' } });
      expect(res.msg).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    const wrongField = await upload(content, { bytes: await png(10, 10), name: 'a.png', type: 'image/png' }, 'file');
    expect(wrongField).toMatchObject({ code: 400, data: { field: 'file' } });
    const json = await call(content, UPLOAD, {});
    expect(json.body).toMatchObject({ code: 400, data: { reason: 'KYC_FILE_MISSING' } });
    const other = await upload(finance, { bytes: await png(10, 10), name: 'a.png', type: 'image/png' });
    expect(other).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
    const nobody = await upload(null, { bytes: await png(10, 10), name: 'a.png', type: 'image/png' });
    expect(nobody.code).toBe(401);
  });
});
