import { pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { adminCalls as c } from '@amigo/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { CAPTCHA } from '../../test/accounts.ts';
import { createTestMember, fundMember, saveTestBankCard, type TestMember } from '../../test/members.ts';
import { playerJourney, stockFloor } from '../../test/player-journey.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../admin/schema.ts';
import { adminCall, signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';
import { agentTransferFlags } from '../agents/schema.ts';
import { approveKycForTest } from '../kyc/test-fixtures.ts';
import { verifyCryptoOrders } from '../crypto/index.ts';
import { cryptoDeposits } from '../crypto/schema.ts';
import { chainSandboxTransfer } from '../crypto/test-fixtures.ts';
import { createSession, hashPassword } from '../auth/index.ts';
import { verifyOrders } from '../payments/index.ts';
import { memberFlags, users } from '../users/schema.ts';
import { verifyLedger } from '../wallet/index.ts';
import { riskAlerts } from './schema.ts';

/**
 * The risk rules and queue (issue 21) through the real calls: each rule fires at its threshold and
 * not below, a re-scan opens nothing, decisions are permission-gated and audited, bad input changes
 * nothing, and a member's linked accounts never carry a card number.
 */

let t: TestApp;
let compliance: TestStaff;
let finance: TestStaff;
let support: TestStaff;

/** Every rule off; each test turns on the one it checks (the app's config object is read at each scan). */
const OFF = {
  ...testConfig().risk.thresholds,
  largeDepositCoins: 0,
  rapidDeposits: { count: 0, minutes: 60 },
  largeWithdrawalCoins: 0,
  rapidWithdrawals: { count: 0, minutes: 60 },
  noPlayPercent: 0,
  sharedDeviceMembers: 0,
  sharedIpMembers: 0,
  sharedCardMembers: 0,
};
const thresholds = (change: Partial<typeof OFF>) => {
  t.app.config.risk.thresholds = { ...OFF, ...change };
};

/** The crypto tests' keys and fixed rates (USDT at 150 coins), so chain deposits and crypto withdrawals work. */
const seed = pbkdf2Sync('abandon '.repeat(11) + 'about', 'mnemonic', 2048, 64, 'sha512');
const xpub = (path: string) => HDKey.fromMasterSeed(seed).derive(path).publicExtendedKey;
const CRYPTO = {
  ...testConfig().crypto,
  xpubs: { evm: xpub("m/44'/60'/0'"), tron: xpub("m/44'/195'/0'"), btc: xpub("m/84'/0'/0'") },
  fixedRates: { USDT: '150', USDC: '150', BTC: '15000000', ETH: '500000' },
};

beforeAll(async () => {
  t = await createTestApp({ captchaTestAnswer: CAPTCHA, crypto: CRYPTO });
  await stockFloor(t);
  [compliance, finance, support] = [
    await signedInStaff(t, ['compliance']),
    await signedInStaff(t, ['finance']),
    await signedInStaff(t, ['support']),
  ];
});
beforeEach(() => thresholds({}));
afterAll(async () => {
  // The scan only reads money; decisions move none.
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  expect(await verifyOrders(t.app.database.db)).toEqual([]);
  expect(await verifyCryptoOrders(t.app.database.db)).toEqual([]);
  await t.close();
});

const call = (staff: TestStaff, path: string, body: unknown = {}) => adminCall(t, path, body, { cookie: staff.cookie });
const scan = async () => {
  const res = await call(compliance, c.adminRiskScan.path);
  expect(res.body.code).toBe(200);
  return res.body.data.opened as number;
};
const alertsOf = (userId: bigint, rule?: string) =>
  t.app.database.db
    .select()
    .from(riskAlerts)
    .where(
      rule ? and(eq(riskAlerts.userId, userId), eq(riskAlerts.rule, rule as 'large_deposit')) : eq(riskAlerts.userId, userId),
    )
    .orderBy(riskAlerts.id);
const auditCount = async (action: string) =>
  (await t.app.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;

async function paidDeposit(m: TestMember, amount: number): Promise<string> {
  const created = await t.call(
    '/v2/app/pay/order',
    { channel: 'manual_bank', amount, currency: 'JPY', idempotencyKey: randomUUID() },
    { token: m.token },
  );
  if (created.body.code !== 200) throw new Error(created.body.msg);
  const orderSn = created.body.data.order.orderSn as string;
  const paid = await call(finance, c.adminDepositDecide.path, { orderSn, outcome: 'paid' });
  if (paid.body.code !== 200) throw new Error(paid.body.msg);
  return orderSn;
}

async function withCard(accountNumber: string): Promise<TestMember & { cardId: string }> {
  const m = await createTestMember(t);
  await t.app.database.db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword('246810') })
    .where(eq(users.id, m.userId));
  // Withdrawals need approved KYC (the default rule).
  await approveKycForTest(t.app.database.db, m.userId);
  return { ...m, cardId: await saveTestBankCard(t, m.token, { accountNumber }) };
}

async function withdraw(m: TestMember & { cardId: string }, amount: number): Promise<string> {
  const res = await t.call(
    '/v2/app/draw/withdraw',
    { amount, bankCardId: m.cardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
    { token: m.token },
  );
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.orderSn as string;
}

async function sessionFrom(m: TestMember, ip: string, userAgent: string, deviceId?: string, now = new Date()) {
  const policy = { ttlMs: t.app.config.sessionTtlMs, idleMs: t.app.config.sessionIdleMs };
  await createSession(t.app.database.db, { userId: m.userId, ip, userAgent, deviceId, now, policy });
}

const accountNumber = () => String(1_000_000 + (randomBytes(3).readUIntBE(0, 3) % 8_000_000));

describe('money rules', () => {
  it('a large deposit fires at its threshold and not below, once however often the scan runs', async () => {
    thresholds({ largeDepositCoins: 50_000 });
    const below = await createTestMember(t);
    const at = await createTestMember(t);
    await paidDeposit(below, 49_999);
    const orderSn = await paidDeposit(at, 50_000);
    expect(await scan()).toBeGreaterThanOrEqual(1);
    expect(await alertsOf(below.userId)).toEqual([]);
    const [alert, ...more] = await alertsOf(at.userId);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ rule: 'large_deposit', status: 'open', evidenceKey: `order:${orderSn}` });
    expect(alert!.evidence).toMatchObject({ coins: 50_000, threshold: 50_000, orders: [orderSn] });
    // Again, by hand and by the scheduled job: nothing new.
    expect(await scan()).toBe(0);
    await t.app.scheduler.runNow('risk-scan');
    expect(await alertsOf(at.userId)).toHaveLength(1);
  });

  it('rapid deposits fire on the deposit that makes the count, and a longer burst stays one alert', async () => {
    thresholds({ rapidDeposits: { count: 3, minutes: 60 } });
    const m = await createTestMember(t);
    await paidDeposit(m, 10_000);
    await paidDeposit(m, 10_000);
    await scan();
    expect(await alertsOf(m.userId)).toEqual([]);
    const third = await paidDeposit(m, 10_000);
    await paidDeposit(m, 10_000);
    await scan();
    const alerts = await alertsOf(m.userId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ rule: 'rapid_deposits', evidenceKey: `order:${third}` });
    expect(alerts[0]!.evidence).toMatchObject({ count: 3, threshold: 3, minutes: 60, coins: 30_000 });
  });

  it('large and rapid withdrawals fire at their thresholds and not below', async () => {
    thresholds({ largeWithdrawalCoins: 20_000, rapidWithdrawals: { count: 2, minutes: 60 } });
    const small = await withCard(accountNumber());
    await fundMember(t, small.userId, 50_000);
    await withdraw(small, 19_999);
    await scan();
    expect(await alertsOf(small.userId)).toEqual([]);
    const large = await withCard(accountNumber());
    await fundMember(t, large.userId, 50_000);
    const first = await withdraw(large, 20_000);
    const second = await withdraw(large, 1_000);
    await scan();
    const rules = (await alertsOf(large.userId)).map((a) => [a.rule, a.evidenceKey]);
    expect(rules).toEqual([
      ['large_withdrawal', `order:${first}`],
      ['rapid_withdrawals', `order:${second}`],
    ]);
  });

  it('deposit then withdraw without play: bets below the percent fire, at the percent do not', async () => {
    // The journey deposits 10,000, bets 100 (1 %), then withdraws 2,000.
    thresholds({ noPlayPercent: 1 });
    const played = await playerJourney(t);
    await scan();
    expect(await alertsOf(played.userId, 'withdraw_without_play')).toEqual([]);
    thresholds({ noPlayPercent: 2 });
    await scan();
    const [alert] = await alertsOf(played.userId, 'withdraw_without_play');
    expect(alert!.evidence).toMatchObject({ coins: 10_000, bets: 100, percent: 1, threshold: 2, withdrawalCoins: 2_000 });
  });
});

describe('crypto money (chain deposits and crypto withdrawals, in coins)', () => {
  /** A member with approved KYC and the payment password 246810. */
  async function cryptoMember(): Promise<TestMember> {
    const m = await createTestMember(t, { kycApproved: true });
    await t.app.database.db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(users.id, m.userId));
    return m;
  }
  /** `usdt` USDT on TRC20 to the member's address through the signed chain simulator, credited; its order number. */
  async function chainDeposit(m: TestMember, usdt: string): Promise<string> {
    const address = (await t.call('/v2/cpp/coins/deposit/address', { coin: 'USDT', network: 'TRC20' }, { token: m.token })).body
      .data.address as string;
    const txid = randomBytes(32).toString('hex');
    const hook = await chainSandboxTransfer(t, {
      txid,
      index: 0,
      network: 'TRC20',
      coin: 'USDT',
      address,
      amount: usdt,
      confirmations: 20,
    });
    expect(hook).toMatchObject({ data: { status: 'credited' } });
    const rows = await t.app.database.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.userId, m.userId));
    return rows.find((row) => row.txid === txid)!.orderSn;
  }
  /** 100 USDT out on TRC20: 15,150 coins held (amount + 1 USDT fee at 150). */
  async function cryptoWithdraw(m: TestMember): Promise<string> {
    const res = await t.call(
      '/v2/cpp/coins/withdraw',
      {
        coin: 'USDT',
        network: 'TRC20',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        amount: '100',
        paymentPassword: '246810',
        idempotencyKey: randomUUID(),
      },
      { token: m.token },
    );
    expect(res.body.code, res.body.msg).toBe(200);
    return res.body.data.orderSn as string;
  }

  it('a large chain deposit, rapid crypto withdrawals and no play fire, naming the crypto orders; a rerun opens nothing', async () => {
    thresholds({
      largeDepositCoins: 50_000,
      largeWithdrawalCoins: 15_000,
      rapidWithdrawals: { count: 3, minutes: 60 },
      noPlayPercent: 30,
    });
    const m = await cryptoMember();
    // 400 USDT at 150 = 60,000 coins: over the 50,000 threshold.
    const deposit = await chainDeposit(m, '400');
    const withdrawals = [await cryptoWithdraw(m), await cryptoWithdraw(m), await cryptoWithdraw(m)];
    expect(await scan()).toBeGreaterThanOrEqual(8);
    const alerts = (await alertsOf(m.userId)).map((a) => ({ rule: a.rule, key: a.evidenceKey, evidence: a.evidence }));
    const usdt = (order: string) => ({ order, coin: 'USDT' });
    expect(alerts.filter((a) => a.rule === 'large_deposit')).toEqual([
      {
        rule: 'large_deposit',
        key: `order:${deposit}`,
        evidence: { coins: 60_000, threshold: 50_000, orders: [deposit], crypto: [usdt(deposit)] },
      },
    ]);
    // The scan reads the view in no particular order: compare the keys as sets.
    const keysOf = (rule: string) =>
      alerts
        .filter((a) => a.rule === rule)
        .map((a) => a.key)
        .sort();
    const withdrawalKeys = withdrawals.map((sn) => `order:${sn}`).sort();
    expect(keysOf('large_withdrawal')).toEqual(withdrawalKeys);
    const ruleOn = (rule: string, orderSn: string) => alerts.find((a) => a.rule === rule && a.key === `order:${orderSn}`)!;
    expect(ruleOn('large_withdrawal', withdrawals[0]!).evidence).toMatchObject({
      coins: 15_150,
      crypto: [usdt(withdrawals[0]!)],
    });
    expect(alerts.filter((a) => a.rule === 'rapid_withdrawals')).toEqual([
      {
        rule: 'rapid_withdrawals',
        key: `order:${withdrawals[2]}`,
        evidence: {
          count: 3,
          threshold: 3,
          minutes: 60,
          coins: 45_450,
          orders: withdrawals,
          crypto: withdrawals.map(usdt),
        },
      },
    ]);
    // Each crypto withdrawal after the crypto deposit with nothing bet.
    expect(keysOf('withdraw_without_play')).toEqual(withdrawalKeys);
    expect(ruleOn('withdraw_without_play', withdrawals[0]!).evidence).toMatchObject({
      withdrawalCoins: 15_150,
      coins: 60_000,
      bets: 0,
      orders: [withdrawals[0], deposit],
      crypto: [usdt(withdrawals[0]!), usdt(deposit)],
    });
    expect(alerts).toHaveLength(8);

    // The same facts again, by hand and by the scheduled job: nothing new.
    expect(await scan()).toBe(0);
    await t.app.scheduler.runNow('risk-scan');
    expect(await alertsOf(m.userId)).toHaveLength(8);

    // The queue hands the console the crypto evidence.
    const res = await call(compliance, c.adminRiskList.path, { q: m.username, rule: 'rapid_withdrawals' });
    expect(res.body.data.list[0].evidence.crypto).toEqual(withdrawals.map(usdt));
  });

  it('bank and chain deposits count together towards rapid deposits', async () => {
    thresholds({ rapidDeposits: { count: 2, minutes: 60 } });
    const m = await cryptoMember();
    const bank = await paidDeposit(m, 10_000);
    const chain = await chainDeposit(m, '10');
    await scan();
    const alerts = await alertsOf(m.userId);
    expect(alerts.map((a) => [a.rule, a.evidenceKey])).toEqual([['rapid_deposits', `order:${chain}`]]);
    expect(alerts[0]!.evidence).toEqual({
      count: 2,
      threshold: 2,
      minutes: 60,
      coins: 11_500,
      orders: [bank, chain],
      crypto: [{ order: chain, coin: 'USDT' }],
    });
  });
});

describe('shared device, IP and card', () => {
  it('fires for each member when enough share an IP or a device, not below', async () => {
    thresholds({ sharedIpMembers: 3, sharedDeviceMembers: 3 });
    const tag = randomBytes(2).readUInt16BE(0) % 250;
    const ipA = `203.0.113.${tag}`;
    const ipB = `198.51.100.${tag}`;
    const sameIp = [await createTestMember(t), await createTestMember(t), await createTestMember(t)];
    for (const [i, m] of sameIp.entries()) await sessionFrom(m, ipA, `Browser/${i}`);
    const pair = [await createTestMember(t), await createTestMember(t)];
    for (const m of pair) await sessionFrom(m, ipB, 'Same/1.0');
    await scan();
    // Every test member also has a session from 127.0.0.1 (test/members.ts): those alerts are left aside.
    const away = async (m: TestMember) => (await alertsOf(m.userId)).filter((a) => !a.evidenceKey.includes('127.0.0.1'));
    for (const m of sameIp) {
      const alerts = await away(m);
      // Three browsers on one address: the IP rule, not the device rule.
      expect(alerts.map((a) => [a.rule, a.evidenceKey])).toEqual([['shared_ip', `ip:${ipA}`]]);
      expect(alerts[0]!.evidence).toMatchObject({ count: 3, threshold: 3, ip: ipA });
      expect((alerts[0]!.evidence as { members: unknown[] }).members).toHaveLength(2);
    }
    for (const m of pair) expect(await away(m)).toEqual([]);
    // A third member on the same browser at ipB: the device rule and the IP rule.
    const third = await createTestMember(t);
    await sessionFrom(third, ipB, 'Same/1.0');
    await scan();
    expect((await away(third)).map((a) => a.rule).sort()).toEqual(['shared_device', 'shared_ip']);
    expect(await scan()).toBe(0);
  });

  it('knows a browser by its device cookie across addresses, and tells alike browsers behind one router apart', async () => {
    thresholds({ sharedDeviceMembers: 2 });
    const tag = randomBytes(2).readUInt16BE(0) % 250;
    const device = randomBytes(16).toString('base64url');
    // One browser, two members, two networks (home and mobile) and an updated User-Agent.
    const [p, q] = [await createTestMember(t), await createTestMember(t)];
    await sessionFrom(p, `192.0.2.${tag}`, 'Phone/1.0', device, new Date(Date.now() - 60_000));
    await sessionFrom(q, `198.18.0.${tag}`, 'Phone/1.1', device);
    // Two phones of one model behind one router: the same User-Agent at one IP, two devices.
    const [r, u] = [await createTestMember(t), await createTestMember(t)];
    await sessionFrom(r, `198.19.0.${tag}`, 'Phone/1.0', randomBytes(16).toString('base64url'));
    await sessionFrom(u, `198.19.0.${tag}`, 'Phone/1.0', randomBytes(16).toString('base64url'));
    await scan();
    const deviceAlerts = async (m: TestMember) =>
      (await alertsOf(m.userId, 'shared_device')).filter((a) => !a.evidenceKey.includes('127.0.0.1'));
    const [alertP] = await deviceAlerts(p);
    expect(alertP!.evidenceKey).toMatch(/^device:id:[0-9a-f]{16}$/);
    expect(alertP!.evidenceKey).not.toContain(device);
    expect(alertP!.evidence).toMatchObject({
      ip: `198.18.0.${tag}`,
      userAgent: 'Phone/1.1',
      members: [{ userId: String(q.userId) }],
    });
    expect((await deviceAlerts(q)).map((a) => a.evidenceKey)).toEqual([alertP!.evidenceKey]);
    expect(await deviceAlerts(r)).toEqual([]);
    expect(await deviceAlerts(u)).toEqual([]);
    expect(await scan()).toBe(0);

    const file = await call(support, c.adminRiskMember.path, { userId: String(p.userId) });
    // Every test member also has a session from 127.0.0.1 (test/members.ts): those links are left aside.
    const deviceLinks = (linked: { kind: string; ip?: string }[]) =>
      linked.filter((l) => l.kind === 'device' && l.ip !== '127.0.0.1');
    const devices = deviceLinks(file.body.data.linked);
    expect(devices).toEqual([
      expect.objectContaining({
        ip: `198.18.0.${tag}`,
        userAgent: 'Phone/1.1',
        members: [{ userId: String(q.userId), username: q.username }],
      }),
    ]);
    const fileR = await call(support, c.adminRiskMember.path, { userId: String(r.userId) });
    expect(deviceLinks(fileR.body.data.linked)).toEqual([]);
  });

  it('fires when members save the same bank account, keyed by their own card, never naming the number', async () => {
    thresholds({ sharedCardMembers: 2 });
    const number = accountNumber();
    const alone = await withCard(accountNumber());
    const a = await withCard(number);
    await scan();
    expect(await alertsOf(a.userId, 'shared_card')).toEqual([]);
    const b = await withCard(number);
    await scan();
    expect(await alertsOf(alone.userId, 'shared_card')).toEqual([]);
    const [alertA] = await alertsOf(a.userId, 'shared_card');
    const [alertB] = await alertsOf(b.userId, 'shared_card');
    expect(alertA!.evidenceKey).toBe(`card:${a.cardId}`);
    expect(alertB!.evidenceKey).toBe(`card:${b.cardId}`);
    expect(alertA!.evidence).toMatchObject({ card: { last4: number.slice(-4) }, members: [{ userId: String(b.userId) }] });
    expect(JSON.stringify([alertA!.evidence, alertB!.evidence])).not.toContain(number);

    const linked = await call(support, c.adminRiskMember.path, { userId: String(a.userId) });
    expect(linked.body.code).toBe(200);
    const card = linked.body.data.linked.find((l: { kind: string }) => l.kind === 'card');
    expect(card).toMatchObject({ total: 1, members: [{ userId: String(b.userId), username: b.username }] });
    expect(card.label).toContain(`••••${number.slice(-4)}`);
    expect(JSON.stringify(linked.body.data)).not.toContain(number);
    const ip = linked.body.data.linked.find((l: { kind: string }) => l.kind === 'ip');
    expect(ip.members.map((m: { userId: string }) => m.userId)).toContain(String(b.userId));
    expect(ip.members.map((m: { userId: string }) => m.userId)).not.toContain(String(a.userId));
    expect(linked.body.data.alerts.map((x: { rule: string }) => x.rule)).toEqual(['shared_card']);
  });
});

describe('agent take-backs', () => {
  it("turns each flagged take-back into an alert on the agent, and deciding it marks the agents module's flag", async () => {
    const agent = await createTestMember(t);
    const member = await createTestMember(t);
    const transferId = BigInt(Date.now());
    await t.app.database.db.insert(agentTransferFlags).values({
      transferId,
      agentUserId: agent.userId,
      memberUserId: member.userId,
      amount: 150_000n,
      reason: 'takeback_over_threshold',
    });
    await scan();
    const [alert] = await alertsOf(agent.userId, 'agent_takeback');
    expect(alert!.evidence).toMatchObject({
      coins: 150_000,
      transferId: String(transferId),
      fromMember: { userId: String(member.userId), username: member.username },
    });
    const res = await call(compliance, c.adminRiskDecide.path, {
      id: String(alert!.id),
      decision: 'clear',
      note: 'agreed with the member',
    });
    expect(res.body.code).toBe(200);
    const [flag] = await t.app.database.db.select().from(agentTransferFlags).where(eq(agentTransferFlags.transferId, transferId));
    expect(flag!.reviewedAt).not.toBeNull();
  });
});

describe('the queue and its decisions', () => {
  async function openAlert(): Promise<{ m: TestMember; id: string }> {
    thresholds({ largeDepositCoins: 70_000 });
    const m = await createTestMember(t);
    await paidDeposit(m, 70_000);
    await scan();
    const [alert] = await alertsOf(m.userId);
    return { m, id: String(alert!.id) };
  }

  it('lists open alerts oldest first with the member, and counts them on the dashboard', async () => {
    const { m, id } = await openAlert();
    const res = await call(compliance, c.adminRiskList.path, { q: m.username });
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ id, rule: 'large_deposit', userId: String(m.userId), username: m.username, status: 'open' }),
    ]);
    const all = await call(compliance, c.adminRiskList.path, { pageSize: 100 });
    const opened = all.body.data.list.map((a: { openedAt: string }) => a.openedAt);
    expect(opened).toEqual([...opened].sort());
    const byRule = await call(compliance, c.adminRiskList.path, { rule: 'agent_takeback', status: 'cleared' });
    expect(byRule.body.data.list.every((a: { rule: string }) => a.rule === 'agent_takeback')).toBe(true);
    const dashboard = await call(support, c.adminDashboard.path);
    const [open] = await t.app.database.db.select({ n: count() }).from(riskAlerts).where(eq(riskAlerts.status, 'open'));
    expect(dashboard.body.data.queues.riskAlerts).toBe(open!.n);
  });

  it('clears with a note, audited once; the same again changes nothing; escalating it then is a conflict', async () => {
    const { id } = await openAlert();
    const before = await auditCount('risk.clear');
    const first = await call(compliance, c.adminRiskDecide.path, { id, decision: 'clear', note: 'salary, documented' });
    expect(first.body.data).toMatchObject({ changed: true, item: { status: 'cleared', note: 'salary, documented', flag: null } });
    expect(first.body.data.item.decidedBy).toBe(compliance.username);
    const again = await call(compliance, c.adminRiskDecide.path, { id, decision: 'clear', note: 'double click' });
    expect(again.body.data.changed).toBe(false);
    expect(await auditCount('risk.clear')).toBe(before + 1);
    const other = await call(compliance, c.adminRiskDecide.path, { id, decision: 'escalate', flag: 'risk', note: 'x' });
    expect(other.body.code).toBe(409);
  });

  it("escalates: sets the member's flag with the note as reason, audited twice (risk and member)", async () => {
    const { m, id } = await openAlert();
    const res = await call(compliance, c.adminRiskDecide.path, {
      id,
      decision: 'escalate',
      flag: 'fraud',
      note: 'stolen card suspected',
    });
    expect(res.body.data).toMatchObject({ changed: true, item: { status: 'escalated', flag: 'fraud' } });
    const [flag] = await t.app.database.db.select().from(memberFlags).where(eq(memberFlags.userId, m.userId));
    expect(flag).toMatchObject({ flag: 'fraud', reason: 'stolen card suspected', staffUsername: compliance.username });
    const rows = await t.app.database.db
      .select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(
        sql`${auditLog.action} in ('risk.escalate', 'member.flag.set') and ${auditLog.targetId} in (${id}, ${String(m.userId)})`,
      );
    expect(rows.map((r) => r.action).sort()).toEqual(['member.flag.set', 'risk.escalate']);
    const detail = await call(support, c.adminMemberDetail.path, { userId: String(m.userId) });
    expect(detail.body.data.flags).toEqual([expect.objectContaining({ flag: 'fraud', reason: 'stolen card suspected' })]);
  });

  it('support may read a member’s links but not the queue, its decisions or a scan (403)', async () => {
    const { id } = await openAlert();
    for (const [path, body] of [
      [c.adminRiskList.path, {}],
      [c.adminRiskDecide.path, { id, decision: 'clear', note: 'n' }],
      [c.adminRiskScan.path, {}],
    ] as const) {
      expect((await call(support, path, body)).body.code).toBe(403);
      expect((await call(finance, path, body)).body.code).toBe(403);
    }
    const [alert] = await t.app.database.db
      .select()
      .from(riskAlerts)
      .where(eq(riskAlerts.id, BigInt(id)));
    expect(alert!.status).toBe('open');
  });

  it('bad input answers 400 naming the field and changes nothing', async () => {
    const { id } = await openAlert();
    const audits = (await t.app.database.db.select({ n: count() }).from(auditLog))[0]!.n;
    for (const body of [
      { id, decision: 'escalate', note: 'no flag' },
      { id, decision: 'maybe', note: 'n' },
      { id, decision: 'clear', note: '   ' },
      { id, decision: 'clear' },
      { id, decision: 'clear', note: 'x'.repeat(501) },
      { id, decision: 'clear', note: 'n', extra: true },
      { id: 'abc', decision: 'clear', note: 'n' },
      { id, decision: 'escalate', flag: 'vip', note: 'n' },
    ]) {
      const res = await call(compliance, c.adminRiskDecide.path, body);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
    }
    expect((await call(compliance, c.adminRiskList.path, { status: 'closed' })).body.code).toBe(400);
    expect((await call(compliance, c.adminRiskMember.path, { userId: '1', extra: 1 })).body.code).toBe(400);
    expect((await call(compliance, c.adminRiskDecide.path, { id: '999999999', decision: 'clear', note: 'n' })).body.code).toBe(
      404,
    );
    const [alert] = await t.app.database.db
      .select()
      .from(riskAlerts)
      .where(eq(riskAlerts.id, BigInt(id)));
    expect(alert!.status).toBe('open');
    expect((await t.app.database.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(audits);
  });
});
