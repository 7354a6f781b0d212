import { pbkdf2Sync, randomBytes, randomUUID } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksWhole } from '../../test/books.ts';
import { testConfig } from '../../config.ts';
import { cryptoAddressRoutes, cryptoDeposits } from './schema.ts';
import { orderRoutes } from '../payments/schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { deriveAddress, parseExtendedPublicKey } from './addresses.ts';
import { signChainPayload } from './chain-signature.ts';
import { creditHeldCryptoDeposit, decideCryptoWithdrawal, sandboxPayout, verifyCryptoOrders } from './index.ts';

const seed = pbkdf2Sync('abandon '.repeat(11) + 'about', 'mnemonic', 2048, 64, 'sha512');
const xpub = (path: string) => HDKey.fromMasterSeed(seed).derive(path).publicExtendedKey;
const XPUBS = { evm: xpub("m/44'/60'/0'"), tron: xpub("m/44'/195'/0'"), btc: xpub("m/84'/0'/0'") };
const cryptoConfig = (extra: Partial<ReturnType<typeof testConfig>['crypto']> = {}) => ({
  crypto: {
    ...testConfig().crypto,
    xpubs: XPUBS,
    fixedRates: { USDT: '150', USDC: '150', BTC: '15000000', ETH: '500000' },
    ...extra,
  },
});
const SECRET = testConfig().crypto.chainSandboxSecret;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(cryptoConfig());
});
// After every flow the books are whole: the ledger and each order's transfers (issue 26 §1).
afterEach(async () => {
  await expectBooksWhole(t);
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  expect(await verifyCryptoOrders(t.app.database.db)).toEqual([]);
  await t.close();
});

const txid = () => randomBytes(32).toString('hex');
async function hook(body: Record<string, unknown>, options: { secret?: string; raw?: string } = {}) {
  const payload = options.raw ?? JSON.stringify(body);
  const response = await t.app.inject({
    method: 'POST',
    url: '/v2/hooks/chain-sandbox',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      'x-chain-signature': signChainPayload(options.secret ?? SECRET, payload, Math.floor(Date.now() / 1000)),
    },
    payload,
  });
  return response.json<{ code: number; msg: string; data: any }>();
}
async function addressOf(m: TestMember, coin = 'USDT', network = 'TRC20'): Promise<string> {
  const res = await t.call('/v2/cpp/coins/deposit/address', { coin, network }, { token: m.token });
  expect(res.body.code).toBe(200);
  return res.body.data.address;
}
const balance = (m: TestMember) => getBalance(t.app.database.db, m.userId);

describe('coins and deposit addresses', () => {
  it('lists the configured coins and networks', async () => {
    const m = await createTestMember(t);
    const res = await t.call('/v2/cpp/coins', {}, { token: m.token });
    const coins = res.body.data.coins.map((c: { coin: string }) => c.coin);
    expect(coins).toEqual(['USDT', 'USDC', 'BTC', 'ETH']);
    expect(res.body.data.coins[0].networks[0]).toMatchObject({
      network: 'TRC20',
      decimals: 6,
      confirmations: 20,
      depositMin: '10',
    });
  });

  it('gives a member one address per chain family, derived at 0/<member id>, the same every time', async () => {
    const m = await createTestMember(t);
    const tron = await addressOf(m);
    expect(tron).toBe(deriveAddress('tron', parseExtendedPublicKey(XPUBS.tron), Number(m.userId)));
    expect(await addressOf(m)).toBe(tron);
    const erc20 = await addressOf(m, 'USDT', 'ERC20');
    expect(erc20).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await addressOf(m, 'USDC', 'BEP20')).toBe(erc20);
    expect(await addressOf(m, 'BTC', 'Bitcoin')).toMatch(/^bc1q/);
    const other = await createTestMember(t);
    expect(await addressOf(other)).not.toBe(tron);
  });

  it('refuses a network the coin is not on', async () => {
    const m = await createTestMember(t);
    const res = await t.call(
      '/v2/cpp/coins/deposit/address',
      { coin: 'BTC', network: 'TRC20' },
      { token: m.token, lang: 'en-US' },
    );
    expect(res.body).toMatchObject({ code: 422, data: { reason: 'CRYPTO_NETWORK_MISMATCH', field: 'network' } });
  });
});

describe('incoming transfers (sandbox chain watcher)', () => {
  it('credits once the confirmations are reached, at the rate, rounded down', async () => {
    const m = await createTestMember(t);
    const address = await addressOf(m);
    const tx = txid();
    const early = await hook({
      txid: tx,
      index: 0,
      network: 'TRC20',
      coin: 'USDT',
      address,
      amount: '100.000001',
      confirmations: 5,
    });
    expect(early).toMatchObject({ code: 200, data: { status: 'confirming', credited: false } });
    expect(await balance(m)).toBe(0n);
    const pending = await t.call('/v2/cpp/coins/orders', { kind: 'deposit' }, { token: m.token });
    expect(pending.body.data.list[0]).toMatchObject({
      status: 'confirming',
      confirmations: 5,
      confirmationsRequired: 20,
      coins: null,
    });

    const done = await hook({
      txid: tx,
      index: 0,
      network: 'TRC20',
      coin: 'USDT',
      address,
      amount: '100.000001',
      confirmations: 20,
    });
    expect(done).toMatchObject({ code: 200, data: { status: 'credited', credited: true } });
    expect(await balance(m)).toBe(15_000n);
    const list = await t.call('/v2/cpp/coins/orders', {}, { token: m.token });
    expect(list.body.data.list[0]).toMatchObject({
      kind: 'deposit',
      status: 'credited',
      amount: '100.000001',
      coins: 15_000,
      rate: '150',
      explorerUrl: `https://tronscan.org/#/transaction/${tx}`,
    });
  });

  it('holds a transfer for review instead of crediting it over a deposit limit, until an operator credits it', async () => {
    const m = await createTestMember(t);
    const address = await addressOf(m);
    const set = await t.call(
      '/v2/app/responsible/limit/set',
      { kind: 'deposit', period: 'day', amount: 10_000 },
      { token: m.token },
    );
    expect(set.body.code).toBe(200);
    const tx = txid();
    const held = await hook({ txid: tx, index: 0, network: 'TRC20', coin: 'USDT', address, amount: '100', confirmations: 20 });
    expect(held).toMatchObject({ code: 200, data: { status: 'held_review', credited: false } });
    expect(await balance(m)).toBe(0n);
    const [row] = await t.app.database.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.userId, m.userId));
    await creditHeldCryptoDeposit(t.app.database.db, { orderSn: row!.orderSn, now: new Date() });
    expect(await balance(m)).toBe(15_000n);
    await expect(creditHeldCryptoDeposit(t.app.database.db, { orderSn: row!.orderSn, now: new Date() })).rejects.toMatchObject({
      reason: 'ORDER_NOT_PENDING',
    });
    expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  });

  it('credits a transfer replayed 20 times at once exactly once', async () => {
    const m = await createTestMember(t);
    const address = await addressOf(m, 'USDT', 'ERC20');
    const event = {
      txid: `0x${txid()}`,
      index: 3,
      network: 'ERC20',
      coin: 'USDT',
      address: address.toLowerCase(),
      amount: '50',
      confirmations: 12,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => hook(event)));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(answers.filter((a) => a.data.credited).length).toBe(1);
    expect(await balance(m)).toBe(7_500n);
    const rows = await t.app.database.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.userId, m.userId));
    expect(rows).toHaveLength(1);
    expect(await t.app.database.db.select().from(orderRoutes).where(eq(orderRoutes.userId, m.userId))).toEqual([
      { orderSn: rows[0]!.orderSn, userId: m.userId, kind: 'crypto_deposit' },
    ]);
  });

  it('credits a re-seen output once: before, at and after its confirmations, one row and one order route', async () => {
    const m = await createTestMember(t);
    const address = await addressOf(m, 'USDT', 'BEP20');
    // The watcher finds the owner through the address's route (crypto_address_routes).
    const routes = await t.app.database.db.select().from(cryptoAddressRoutes).where(eq(cryptoAddressRoutes.userId, m.userId));
    expect(routes).toEqual([{ family: 'evm', address, userId: m.userId }]);
    const event = { txid: `0x${txid()}`, index: 1, network: 'BEP20', coin: 'USDT', address, amount: '20' };
    expect(await hook({ ...event, confirmations: 3 })).toMatchObject({ data: { status: 'confirming', credited: false } });
    expect(await hook({ ...event, confirmations: 3 })).toMatchObject({ data: { status: 'confirming', credited: false } });
    const seen = await Promise.all(Array.from({ length: 6 }, (_, i) => hook({ ...event, confirmations: 15 + i })));
    expect(seen.filter((a) => a.data.credited)).toHaveLength(1);
    expect(await hook({ ...event, confirmations: 40 })).toMatchObject({ data: { status: 'credited', credited: false } });
    expect(await balance(m)).toBe(3_000n);
    const rows = await t.app.database.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.userId, m.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmations).toBe(40);
    // One route for the one order: the sightings that found the row took no number, and a first
    // sighting that lost the race dropped the route it had taken.
    const orders = await t.app.database.db.select().from(orderRoutes).where(eq(orderRoutes.userId, m.userId));
    expect(orders).toEqual([{ orderSn: rows[0]!.orderSn, userId: m.userId, kind: 'crypto_deposit' }]);
  });

  it('records a deposit under the minimum and never credits it', async () => {
    const m = await createTestMember(t);
    const address = await addressOf(m);
    const res = await hook({
      txid: txid(),
      index: 0,
      network: 'TRC20',
      coin: 'USDT',
      address,
      amount: '9.99',
      confirmations: 50,
    });
    expect(res.data).toMatchObject({ status: 'below_minimum', credited: false });
    expect(await balance(m)).toBe(0n);
  });

  it('refuses a forged or stale signature, an unknown address and a malformed body, recording nothing', async () => {
    const m = await createTestMember(t);
    const address = await addressOf(m);
    const event = { txid: txid(), index: 0, network: 'TRC20', coin: 'USDT', address, amount: '100', confirmations: 30 };
    expect(await hook(event, { secret: 'not-the-secret-at-all-000' })).toMatchObject({
      code: 403,
      data: { reason: 'WEBHOOK_SIGNATURE_INVALID' },
    });
    const payload = JSON.stringify(event);
    const old = await t.app.inject({
      method: 'POST',
      url: '/v2/hooks/chain-sandbox',
      headers: {
        'content-type': 'application/json',
        'x-chain-signature': signChainPayload(SECRET, payload, Math.floor(Date.now() / 1000) - 600),
      },
      payload,
    });
    expect(old.json().data.reason).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await hook({ ...event, address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).data.reason).toBe('CRYPTO_ADDRESS_UNKNOWN');
    expect((await hook({}, { raw: '{"txid":' })).data.reason).toBe('INVALID_INPUT');
    expect((await hook({ ...event, amount: '1.0000001' })).data.reason).toBe('CRYPTO_AMOUNT_INVALID');
    expect(await balance(m)).toBe(0n);
    expect(await t.app.database.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.userId, m.userId))).toHaveLength(0);
  });

  it('simulates a transfer through the dev route (signed and delivered like the outside watcher)', async () => {
    const m = await createTestMember(t);
    const address = await addressOf(m, 'BTC', 'Bitcoin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/chain-sandbox/transfer',
      payload: { network: 'Bitcoin', coin: 'BTC', address, amount: '0.001', confirmations: 2 },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'credited' } });
    expect(await balance(m)).toBe(15_000n);
  });
});

describe('crypto withdrawals', () => {
  async function member(coins: number) {
    const m = await createTestMember(t, { kycApproved: true });
    await t.app.database.db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(users.id, m.userId));
    if (coins > 0) await fundMember(t, m.userId, coins);
    return m;
  }
  const TRON_TO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const withdraw = (m: TestMember, body: Record<string, unknown> = {}) =>
    t.call(
      '/v2/cpp/coins/withdraw',
      {
        coin: 'USDT',
        network: 'TRC20',
        address: TRON_TO,
        amount: '100',
        paymentPassword: '246810',
        idempotencyKey: randomUUID(),
        ...body,
      },
      { token: m.token, lang: 'en-US' },
    );

  it('holds amount + fee at the rate, then pays out through the sandbox payout with a txid', async () => {
    const m = await member(20_000);
    const res = await withdraw(m);
    expect(res.body.data).toMatchObject({
      kind: 'withdrawal',
      status: 'review',
      amount: '100',
      fee: '1',
      coins: 15_150,
      rate: '150',
    });
    expect(await balance(m)).toBe(4_850n);
    const done = await decideCryptoWithdrawal(t.app.database.db, {
      orderSn: res.body.data.orderSn,
      decision: { action: 'approve' },
      now: new Date(),
      payout: sandboxPayout,
    });
    expect(done).toMatchObject({ status: 'success' });
    const list = await t.call('/v2/cpp/coins/orders', { kind: 'withdrawal' }, { token: m.token });
    expect(list.body.data.list[0]).toMatchObject({
      status: 'success',
      txid: done.txid,
      explorerUrl: `https://tronscan.org/#/transaction/${done.txid}`,
    });
    await expect(
      decideCryptoWithdrawal(t.app.database.db, {
        orderSn: done.orderSn,
        decision: { action: 'fail', reason: 'late' },
        now: new Date(),
      }),
    ).rejects.toMatchObject({ reason: 'ORDER_NOT_PENDING' });
    expect(await balance(m)).toBe(4_850n);
  });

  it('returns the held coins when the withdrawal fails, and answers a repeated key with the first order', async () => {
    const m = await member(20_000);
    const key = randomUUID();
    const first = await withdraw(m, { idempotencyKey: key });
    const again = await withdraw(m, { idempotencyKey: key });
    expect(again.body.data.orderSn).toBe(first.body.data.orderSn);
    expect((await withdraw(m, { idempotencyKey: key, amount: '101' })).body.data.reason).toBe('IDEMPOTENCY_KEY_REUSED');
    await decideCryptoWithdrawal(t.app.database.db, {
      orderSn: first.body.data.orderSn,
      decision: { action: 'fail', reason: 'address blacklisted' },
      now: new Date(),
    });
    expect(await balance(m)).toBe(20_000n);
  });

  it('refuses a wrong network, an invalid address, bounds, precision, password and balance with a clear envelope, holding nothing', async () => {
    const m = await member(10_000);
    const refusals = [
      [{ coin: 'BTC' }, 422, 'CRYPTO_NETWORK_MISMATCH', 'network'],
      [{ coin: 'DOGE' }, 422, 'CRYPTO_NETWORK_UNAVAILABLE', 'coin'],
      [{ address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, 400, 'CRYPTO_ADDRESS_INVALID', 'address'],
      [{ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }, 400, 'CRYPTO_ADDRESS_INVALID', 'address'],
      [{ amount: '19.99' }, 422, 'AMOUNT_OUT_OF_RANGE', 'amount'],
      [{ amount: '50000.01' }, 422, 'AMOUNT_OUT_OF_RANGE', 'amount'],
      [{ amount: '20.0000001' }, 400, 'CRYPTO_AMOUNT_INVALID', 'amount'],
      [{ paymentPassword: '135791' }, 422, 'WRONG_PAYMENT_PASSWORD', 'paymentPassword'],
      [{ amount: '100' }, 422, 'INSUFFICIENT_BALANCE', 'amount'],
      [{ amount: '1e3' }, 400, 'INVALID_INPUT', 'amount'],
    ] as const;
    for (const [body, code, reason, field] of refusals) {
      const res = await withdraw(m, body);
      expect(res.body, reason).toMatchObject({ code, data: { reason, field } });
      expect(res.body.msg).not.toBe('');
    }
    expect((await withdraw(m, { amount: '19' })).body.msg).toBe('The amount must be between 20 and 50000');
    expect(await balance(m)).toBe(10_000n);
    const list = await t.call('/v2/cpp/coins/orders', { kind: 'withdrawal' }, { token: m.token });
    expect(list.body.data.total).toBe(0);
  });

  it('validates addresses per network for the form', async () => {
    const m = await member(0);
    const check = (network: string, address: string) =>
      t.call('/v2/cpp/coins/withdrawal/address/validit', { network, address }, { token: m.token }).then((r) => r.body.data);
    expect(await check('TRC20', TRON_TO)).toEqual({ valid: true, reason: null, address: TRON_TO });
    expect(await check('ERC20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toMatchObject({
      valid: true,
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    expect(await check('BEP20', TRON_TO)).toMatchObject({ valid: false, reason: 'OTHER_NETWORK' });
    expect(await check('Bitcoin', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv')).toMatchObject({
      valid: false,
      reason: 'CHECKSUM',
    });
    expect(await check('Bitcoin', '')).toMatchObject({ valid: false, reason: 'EMPTY' });
    const long = await t.call(
      '/v2/cpp/coins/withdrawal/address/validit',
      { network: 'ERC20', address: 'x'.repeat(201) },
      { token: m.token },
    );
    expect(long.body.code).toBe(400);
  });
});

describe('the JPY rate', () => {
  it('answers the fixed configured rate by default', async () => {
    const res = await t.call('/v2/cpp/coins/rate', {});
    expect(res.body.data).toMatchObject({ currency: 'JPY', coinsPerUnit: 1, stale: false, source: 'fixed' });
    expect(res.body.data.rates).toContainEqual({ coin: 'USDT', rate: '150' });
  });

  it('answers 503 for the rate and refuses new withdrawals when the source is down with no good value, holding nothing', async () => {
    const down = await createTestApp(cryptoConfig({ rateUrl: 'http://127.0.0.1:9/rates', rateTimeoutMs: 200 }));
    try {
      expect((await down.call('/v2/cpp/coins/rate', {})).body).toMatchObject({ code: 503, data: { reason: 'RATE_UNAVAILABLE' } });
      const m = await createTestMember(down, { kycApproved: true });
      await down.app.database.db
        .update(users)
        .set({ paymentPasswordHash: await hashPassword('246810') })
        .where(eq(users.id, m.userId));
      await fundMember(down, m.userId, 50_000);
      const res = await down.call(
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
      expect(res.body).toMatchObject({ code: 503, data: { reason: 'RATE_UNAVAILABLE' } });
      expect(await getBalance(down.app.database.db, m.userId)).toBe(50_000n);
    } finally {
      await down.close();
    }
  });
});
