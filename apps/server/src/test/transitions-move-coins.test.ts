import { pbkdf2Sync, randomUUID } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { hashPassword } from '../modules/auth/index.ts';
import {
  creditHeldCryptoDeposit,
  decideCryptoWithdrawal,
  type CryptoWithdrawalDecision,
  verifyCryptoOrders,
} from '../modules/crypto/index.ts';
import { cryptoDeposits, cryptoWithdrawals } from '../modules/crypto/schema.ts';
import { heldChainDeposit } from '../modules/crypto/test-fixtures.ts';
import {
  completeDepositRefund,
  decideWithdrawal,
  settleDeposit,
  startDepositRefund,
  tokyoDayOf,
  verifyOrders,
} from '../modules/payments/index.ts';
import { depositOrders, withdrawalOrders } from '../modules/payments/schema.ts';
import { users } from '../modules/users/schema.ts';
import {
  ensureUserWallet,
  getBalance,
  systemAccount,
  transfer,
  verifyLedger,
  type LedgerAccountRef,
} from '../modules/wallet/index.ts';
import { createTestMember, fundMember, saveTestBankCard, type TestMember } from './members.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 26 §1, the class: every state transition that depends on coins moving refuses when its
 * transfer id is already in the ledger (`LEDGER_TRANSFER_REPLAYED`), and nothing changes. Each test
 * plants the very transfer the step would make (what an earlier attempt, a stale count or a bug
 * leaves behind), then asks for the step. Before the fix the ledger answered "already done" and the
 * order advanced though nothing moved in this attempt. The planted transfers are whole double
 * entries (the ledger verifies), but no order status implies them: `verifyOrders` and
 * `verifyCryptoOrders` must name every planted order at the end.
 */
const seed = pbkdf2Sync('abandon '.repeat(11) + 'about', 'mnemonic', 2048, 64, 'sha512');
const xpub = (p: string) => HDKey.fromMasterSeed(seed).derive(p).publicExtendedKey;
const XPUBS = { evm: xpub("m/44'/60'/0'"), tron: xpub("m/44'/195'/0'"), btc: xpub("m/84'/0'/0'") };
const EVM_TO = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

let t: TestApp;
/** The orders whose books this file breaks on purpose: the verifiers must name each. */
const planted: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    crypto: { ...testConfig().crypto, xpubs: XPUBS, fixedRates: { USDT: '150', USDC: '150', BTC: '15000000', ETH: '500000' } },
  });
}, 120_000);
afterAll(async () => {
  const { db } = t.app.database;
  expect((await verifyLedger(db)).problems).toEqual([]);
  const problems = [...(await verifyOrders(db)), ...(await verifyCryptoOrders(db))];
  for (const orderSn of planted) expect(problems.filter((p) => p.includes(orderSn)).length, orderSn).toBeGreaterThan(0);
  expect(problems.filter((p) => !planted.some((orderSn) => p.includes(orderSn)))).toEqual([]);
  await t.close();
});

/** Records the transfer a step would make, before the step: the ledger now holds its id. */
async function plant(
  orderSn: string,
  leg: { id: string; from: LedgerAccountRef; to: LedgerAccountRef; amount: bigint; reason: string; ref: string },
) {
  planted.push(orderSn);
  await t.app.database.db.transaction((tx) => transfer(tx, leg));
}

const REPLAYED = { reason: 'LEDGER_TRANSFER_REPLAYED', code: 409 };

async function withdrawingMember(coins: number): Promise<TestMember & { cardId: string }> {
  const m = await createTestMember(t, { kycApproved: true });
  await t.app.database.db
    .update(users)
    .set({ paymentPasswordHash: await hashPassword('246810'), firstName: 'Taro', lastName: 'Yamada' })
    .where(eq(users.id, m.userId));
  await fundMember(t, m.userId, coins);
  return { ...m, cardId: await saveTestBankCard(t, m.token, { accountNumber: String(1_000_000 + Number(m.userId)) }) };
}

describe('deposits', () => {
  it('a deposit is paid only if its coins are credited now', async () => {
    const m = await createTestMember(t);
    const res = await t.call(
      '/v2/app/pay/order',
      { channel: 'sandbox', amount: 5_000, currency: 'JPY', idempotencyKey: randomUUID() },
      { token: m.token },
    );
    const orderSn = res.body.data.order.orderSn as string;
    const { db } = t.app.database;
    await plant(orderSn, {
      id: `deposit:${orderSn}`,
      from: await systemAccount(db, 'deposits_clearing', m.userId),
      to: await ensureUserWallet(db, m.userId),
      amount: 5_000n,
      reason: 'deposit',
      ref: `deposit:${orderSn}`,
    });
    await expect(db.transaction((tx) => settleDeposit(tx, { orderSn, outcome: 'paid', now: new Date() }))).rejects.toMatchObject(
      REPLAYED,
    );
    const [order] = await db.select().from(depositOrders).where(eq(depositOrders.orderSn, orderSn));
    expect(order!.status).toBe('pending');
  });

  it('a refund is paid or returned only if its hold moves now', async () => {
    const { db } = t.app.database;
    for (const outcome of ['refunded', 'failed'] as const) {
      const m = await createTestMember(t);
      const res = await t.call(
        '/v2/app/pay/order',
        { channel: 'sandbox', amount: 3_000, currency: 'JPY', idempotencyKey: randomUUID() },
        { token: m.token },
      );
      const orderSn = res.body.data.order.orderSn as string;
      await db.transaction((tx) => settleDeposit(tx, { orderSn, outcome: 'paid', now: new Date() }));
      await startDepositRefund(db, { orderSn, reason: 'test', now: new Date() });
      const holds = await systemAccount(db, 'withdrawal_holds', m.userId);
      await plant(orderSn, {
        id: outcome === 'refunded' ? `refund-paid:${orderSn}` : `refund-return:${orderSn}`,
        from: holds,
        to:
          outcome === 'refunded' ? await systemAccount(db, 'deposits_clearing', m.userId) : await ensureUserWallet(db, m.userId),
        amount: 3_000n,
        reason: outcome === 'refunded' ? 'refund_paid' : 'refund_returned',
        ref: `deposit:${orderSn}`,
      });
      await expect(completeDepositRefund(db, { orderSn, outcome, now: new Date() })).rejects.toMatchObject(REPLAYED);
      const [order] = await db.select().from(depositOrders).where(eq(depositOrders.orderSn, orderSn));
      expect(order).toMatchObject({ status: 'refunding', refundAttempt: 1 });
    }
  });
});

describe('bank withdrawals', () => {
  for (const action of ['paid', 'fail'] as const) {
    it(`a withdrawal is ${action === 'paid' ? 'paid' : 'failed'} only if its held coins move now`, async () => {
      const m = await withdrawingMember(10_000);
      const res = await t.call(
        '/v2/app/draw/withdraw',
        { amount: 4_000, bankCardId: m.cardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
        { token: m.token },
      );
      expect(res.body.code, res.body.msg).toBe(200);
      const orderSn = res.body.data.orderSn as string;
      const { db } = t.app.database;
      await decideWithdrawal(db, { orderSn, decision: { action: 'approve' }, now: new Date() });
      await plant(orderSn, {
        id: action === 'paid' ? `withdrawal-paid:${orderSn}` : `withdrawal-return:${orderSn}`,
        from: await systemAccount(db, 'withdrawal_holds', m.userId),
        to: action === 'paid' ? await systemAccount(db, 'deposits_clearing', m.userId) : await ensureUserWallet(db, m.userId),
        amount: 4_000n,
        reason: action === 'paid' ? 'withdrawal_paid' : 'withdrawal_returned',
        ref: `withdrawal:${orderSn}`,
      });
      const decision =
        action === 'paid'
          ? { action: 'paid' as const, reference: 'REF-1', paidOn: tokyoDayOf(new Date()) }
          : { action: 'fail' as const, reason: 'test' };
      await expect(decideWithdrawal(db, { orderSn, decision, now: new Date() })).rejects.toMatchObject(REPLAYED);
      const [order] = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderSn, orderSn));
      expect(order!.status).toBe('withdrawing');
    });
  }
});

describe('crypto', () => {
  for (const action of ['paid', 'fail'] as const) {
    it(`a crypto withdrawal is ${action === 'paid' ? 'paid' : 'failed'} only if its held coins move now`, async () => {
      const m = await withdrawingMember(20_000);
      const res = await t.call(
        '/v2/cpp/coins/withdraw',
        {
          coin: 'USDT',
          network: 'ERC20',
          address: EVM_TO,
          amount: '60',
          paymentPassword: '246810',
          idempotencyKey: randomUUID(),
        },
        { token: m.token },
      );
      expect(res.body.code, res.body.msg).toBe(200);
      const orderSn = res.body.data.orderSn as string;
      const { db } = t.app.database;
      await decideCryptoWithdrawal(db, { orderSn, decision: { action: 'approve' }, now: new Date() });
      const [order] = await db.select().from(cryptoWithdrawals).where(eq(cryptoWithdrawals.orderSn, orderSn));
      await plant(orderSn, {
        id: action === 'paid' ? `crypto-withdrawal-paid:${orderSn}` : `crypto-withdrawal-return:${orderSn}`,
        from: await systemAccount(db, 'withdrawal_holds', m.userId),
        to: action === 'paid' ? await systemAccount(db, 'deposits_clearing', m.userId) : await ensureUserWallet(db, m.userId),
        amount: order!.coins,
        reason: action === 'paid' ? 'crypto_withdrawal_paid' : 'crypto_withdrawal_returned',
        ref: `crypto-withdrawal:${orderSn}`,
      });
      const decision: CryptoWithdrawalDecision =
        action === 'paid' ? { action: 'paid', txid: `0x${'ab'.repeat(32)}` } : { action: 'fail', reason: 'test' };
      await expect(decideCryptoWithdrawal(db, { orderSn, decision, now: new Date() })).rejects.toMatchObject(REPLAYED);
      const [after] = await db.select().from(cryptoWithdrawals).where(eq(cryptoWithdrawals.orderSn, orderSn));
      expect(after!.status).toBe('withdrawing');
    });
  }

  it('a held chain deposit is credited only if its coins move now', async () => {
    const { m, orderSn } = await heldChainDeposit(t);
    const { db } = t.app.database;
    const [row] = await db.select().from(cryptoDeposits).where(eq(cryptoDeposits.orderSn, orderSn));
    await plant(orderSn, {
      id: `crypto-deposit:${orderSn}`,
      from: await systemAccount(db, 'deposits_clearing', m.userId),
      to: await ensureUserWallet(db, m.userId),
      amount: row!.coins!,
      reason: 'crypto_deposit',
      ref: `crypto-deposit:${orderSn}`,
    });
    const before = await getBalance(db, m.userId);
    await expect(creditHeldCryptoDeposit(db, { orderSn, now: new Date() })).rejects.toMatchObject(REPLAYED);
    const [after] = await db.select().from(cryptoDeposits).where(eq(cryptoDeposits.orderSn, orderSn));
    expect(after!.status).toBe('held_review');
    expect(await getBalance(db, m.userId)).toBe(before);
  });
});
