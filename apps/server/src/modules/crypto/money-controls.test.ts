import { pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksWhole } from '../../test/books.ts';
import { testConfig } from '../../config.ts';
import { cryptoDeposits, cryptoWithdrawals } from './schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { signChainPayload } from './chain-signature.ts';
import { decideCryptoWithdrawal, verifyCryptoOrders } from './index.ts';
import { normalizeTxid } from './txid.ts';

const seed = pbkdf2Sync('abandon '.repeat(11) + 'about', 'mnemonic', 2048, 64, 'sha512');
const xpub = (path: string) => HDKey.fromMasterSeed(seed).derive(path).publicExtendedKey;
const XPUBS = { evm: xpub("m/44'/60'/0'"), tron: xpub("m/44'/195'/0'"), btc: xpub("m/84'/0'/0'") };
const SECRET = testConfig().crypto.chainSandboxSecret;
const TRON_TO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EVM_TO = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    crypto: {
      ...testConfig().crypto,
      xpubs: XPUBS,
      fixedRates: { USDT: '150', USDC: '150', BTC: '15000000', ETH: '500000' },
    },
  });
}, 120_000);
// After every flow the books are whole: the ledger and each order's transfers (issue 26 §1).
afterEach(async () => {
  await expectBooksWhole(t);
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  expect(await verifyCryptoOrders(t.app.database.db)).toEqual([]);
  await t.close();
});

async function hook(body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v2/hooks/chain-sandbox',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      'x-chain-signature': signChainPayload(SECRET, payload, Math.floor(Date.now() / 1000)),
    },
    payload,
  });
  return { status: response.statusCode, body: response.json<{ code: number; msg: string; data: any }>() };
}
async function addressOf(m: TestMember, coin: string, network: string): Promise<string> {
  const res = await t.call('/v2/cpp/coins/deposit/address', { coin, network }, { token: m.token });
  expect(res.body.code).toBe(200);
  return res.body.data.address;
}
const balance = (m: TestMember) => getBalance(t.app.database.db, m.userId);
const hex = () => randomBytes(32).toString('hex');
const depositsOf = (m: TestMember) => t.app.database.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.userId, m.userId));

describe('txids are normalised per network before the uniqueness check', () => {
  it('EVM: one transaction written with and without 0x and in either case is credited once', async () => {
    const m = await createTestMember(t);
    const address = await addressOf(m, 'USDT', 'ERC20');
    const id = hex();
    const event = { index: 0, network: 'ERC20', coin: 'USDT', address, amount: '100', confirmations: 12 };
    const first = await hook({ ...event, txid: `0x${id.toUpperCase()}` });
    expect(first.body).toMatchObject({ code: 200, data: { status: 'credited', credited: true } });
    for (const spelling of [id, id.toUpperCase(), `0x${id}`]) {
      const again = await hook({ ...event, txid: spelling });
      expect(again.body).toMatchObject({ code: 200, data: { orderSn: first.body.data.orderSn, credited: false } });
    }
    expect(await balance(m)).toBe(15_000n);
    const rows = await depositsOf(m);
    expect(rows.map((r) => r.txid)).toEqual([`0x${id}`]);
  });

  it('TRON: lowercase hex without 0x, whatever the watcher sent', async () => {
    const m = await createTestMember(t);
    const address = await addressOf(m, 'USDT', 'TRC20');
    const id = hex();
    const event = { index: 0, network: 'TRC20', coin: 'USDT', address, amount: '50', confirmations: 20 };
    expect((await hook({ ...event, txid: id.toUpperCase() })).body.data.credited).toBe(true);
    expect((await hook({ ...event, txid: `0x${id}` })).body.data.credited).toBe(false);
    expect(await balance(m)).toBe(7_500n);
    expect((await depositsOf(m)).map((r) => r.txid)).toEqual([id]);
  });

  it('one function for every network, refusing malformed txids', () => {
    const id = 'ab'.repeat(32);
    expect(normalizeTxid('ERC20', id.toUpperCase())).toBe(`0x${id}`);
    expect(normalizeTxid('BEP20', ` 0X${id} `)).toBe(`0x${id}`);
    expect(normalizeTxid('TRC20', `0x${id}`)).toBe(id);
    expect(normalizeTxid('Bitcoin', id.toUpperCase())).toBe(id);
    for (const bad of [`0x0x${id}`, id.slice(2), `${id}00`, `0x${'g'.repeat(64)}`, '', `x${id}`]) {
      expect(() => normalizeTxid('ERC20', bad)).toThrow(expect.objectContaining({ reason: 'CRYPTO_TXID_INVALID' }));
    }
  });

  it('an operator’s payout txid is stored normalised, and a malformed one is refused with 400', async () => {
    const m = await createTestMember(t, { kycApproved: true });
    await t.app.database.db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(users.id, m.userId));
    await fundMember(t, m.userId, 20_000);
    const res = await t.call(
      '/v2/cpp/coins/withdraw',
      { coin: 'USDT', network: 'ERC20', address: EVM_TO, amount: '60', paymentPassword: '246810', idempotencyKey: randomUUID() },
      { token: m.token },
    );
    expect(res.body.code).toBe(200);
    const { db } = t.app.database;
    const orderSn = res.body.data.orderSn;
    await decideCryptoWithdrawal(db, { orderSn, decision: { action: 'approve' }, now: new Date() });
    await expect(
      decideCryptoWithdrawal(db, { orderSn, decision: { action: 'paid', txid: `0x0x${hex()}` }, now: new Date() }),
    ).rejects.toMatchObject({ reason: 'CRYPTO_TXID_INVALID', code: 400 });
    const id = hex();
    const paid = await decideCryptoWithdrawal(db, {
      orderSn,
      decision: { action: 'paid', txid: id.toUpperCase() },
      now: new Date(),
    });
    expect(paid).toMatchObject({ status: 'success', txid: `0x${id}` });
  });
});

describe('amounts beyond the ledger’s range', () => {
  it('a chain transfer worth more coins than the ledger takes answers 422 and records nothing', async () => {
    const m = await createTestMember(t);
    const address = await addressOf(m, 'ETH', 'ERC20');
    const res = await hook({
      txid: `0x${hex()}`,
      index: 0,
      network: 'ERC20',
      coin: 'ETH',
      address,
      amount: '99999999999999999999.999999999999999999',
      confirmations: 12,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 422, data: { reason: 'AMOUNT_TOO_LARGE', field: 'amount' } });
    expect(res.body.msg).toContain('1000000000000');
    expect(await depositsOf(m)).toEqual([]);
    expect(await balance(m)).toBe(0n);
  });
});

describe('crypto withdrawals: an idempotency key binds its request', () => {
  async function member() {
    const m = await createTestMember(t, { kycApproved: true });
    await t.app.database.db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(users.id, m.userId));
    await fundMember(t, m.userId, 100_000);
    return m;
  }
  const withdraw = (m: TestMember, body: Record<string, unknown>) =>
    t.call(
      '/v2/cpp/coins/withdraw',
      { coin: 'USDT', network: 'TRC20', address: TRON_TO, amount: '100', paymentPassword: '246810', ...body },
      { token: m.token, lang: 'en-US' },
    );

  it('same payload: the stored order; another amount, address or network: 409, holding nothing more', async () => {
    const m = await member();
    const idempotencyKey = randomUUID();
    const first = await withdraw(m, { idempotencyKey });
    expect(first.body.code).toBe(200);
    expect((await withdraw(m, { idempotencyKey })).body.data.orderSn).toBe(first.body.data.orderSn);
    const anotherTronAddress = await addressOf(await createTestMember(t), 'USDT', 'TRC20');
    for (const changed of [{ amount: '200' }, { address: anotherTronAddress }, { network: 'ERC20', address: EVM_TO }]) {
      const res = await withdraw(m, { idempotencyKey, ...changed });
      expect(res.body).toMatchObject({ code: 409, data: { reason: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' } });
    }
    expect(await balance(m)).toBe(100_000n - 15_150n);
  });

  it('two requests at once with one key and different amounts: one order, the other 409', async () => {
    const m = await member();
    const idempotencyKey = randomUUID();
    const results = await Promise.all([
      withdraw(m, { idempotencyKey, amount: '100' }),
      withdraw(m, { idempotencyKey, amount: '200' }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409]);
    const orders = await t.app.database.db.select().from(cryptoWithdrawals).where(eq(cryptoWithdrawals.userId, m.userId));
    expect(orders).toHaveLength(1);
    expect(await balance(m)).toBe(100_000n - orders[0]!.coins);
  });
});
