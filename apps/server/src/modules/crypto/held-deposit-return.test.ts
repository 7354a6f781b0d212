import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { HDKey } from '@scure/bip32';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksWhole } from '../../test/books.ts';
import { testConfig } from '../../config.ts';
import { auditLog } from '../admin/schema.ts';
import { cryptoDeposits } from './schema.ts';
import { letters } from '../letters/schema.ts';
import type { TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sandboxPayout, verifyCryptoOrders } from './index.ts';
import { verifyOrders } from '../payments/index.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { adminCall, signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';
import { heldChainDeposit } from './test-fixtures.ts';

/**
 * Returning a held chain deposit on chain instead of crediting it (`crypto/deposit/return`), with
 * the sandbox payout adapter (sent at once, deterministic txid) and with `manual` payout (the
 * operator sent it and enters the txid). Nothing is ever credited; the ledger and orders verify.
 */
const seed = pbkdf2Sync('abandon '.repeat(11) + 'about', 'mnemonic', 2048, 64, 'sha512');
const xpub = (p: string) => HDKey.fromMasterSeed(seed).derive(p).publicExtendedKey;
const XPUBS = { evm: xpub("m/44'/60'/0'"), tron: xpub("m/44'/195'/0'"), btc: xpub("m/84'/0'/0'") };
/** A valid TRON address (base58check 0x41) that is nobody's deposit address here. */
const TRON_RETURN = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** A valid EVM address: well formed, but for another network than TRC20. */
const EVM_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

for (const payout of ['sandbox', 'manual'] as const) {
  describe(`returning a held chain deposit (${payout} payout)`, () => {
    let t: TestApp;
    let finance: TestStaff;
    let support: TestStaff;

    beforeAll(async () => {
      t = await createTestApp({
        crypto: {
          ...testConfig().crypto,
          xpubs: XPUBS,
          payout,
          fixedRates: { USDT: '150', USDC: '150', BTC: '15000000', ETH: '500000' },
        },
      });
      [finance, support] = [await signedInStaff(t, ['finance']), await signedInStaff(t, ['support'])];
    });
    // After every flow the books are whole: the ledger and each order's transfers (issue 26 §1).
    afterEach(async () => {
      await expectBooksWhole(t);
    });
    afterAll(async () => {
      const { db } = t.app.database;
      expect((await verifyLedger(db)).problems).toEqual([]);
      expect(await verifyOrders(db)).toEqual([]);
      expect(await verifyCryptoOrders(db)).toEqual([]);
      await t.close();
    });

    const call = (staff: TestStaff, body: unknown, lang?: string) =>
      adminCall(t, c.adminCryptoDepositReturn.path, body, { cookie: staff.cookie, ...(lang ? { lang } : {}) });
    const auditRows = async (orderSn: string) =>
      (
        await t.app.database.db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.action, 'crypto.deposit.return'), eq(auditLog.targetId, orderSn)))
      )[0]!.n;
    const depositRow = async (orderSn: string) =>
      (await t.app.database.db.select().from(cryptoDeposits).where(eq(cryptoDeposits.orderSn, orderSn)))[0]!;
    const lettersOf = (m: TestMember) =>
      t.app.database.db
        .select()
        .from(letters)
        .where(and(eq(letters.userId, m.userId), eq(letters.template, 'depositReturned')));
    /** Txid of a manual return (the operator sent it on TRON: 64 hex digits). */
    const manualTxid = () => randomBytes(32).toString('hex');

    const heldDeposit = () => heldChainDeposit(t);

    it('returns it to the address given: status returned, txid kept, wallet untouched, one audit row and letter', async () => {
      const { m, orderSn } = await heldDeposit();
      const txid = payout === 'manual' ? manualTxid() : undefined;
      const res = await call(finance, { orderSn, address: `  ${TRON_RETURN} `, ...(txid ? { txid } : {}) });
      expect(res.body.code).toBe(200);
      const expectedTxid =
        txid ??
        (
          (await sandboxPayout.send({ orderSn, coin: 'USDT', network: 'TRC20', address: TRON_RETURN, amount: '100' })) as {
            txid: string;
          }
        ).txid;
      expect(res.body.data).toEqual({
        orderSn,
        status: 'returned',
        returnAddress: TRON_RETURN,
        returnTxid: expectedTxid,
        changed: true,
      });
      const row = await depositRow(orderSn);
      expect(row).toMatchObject({ status: 'returned', returnAddress: TRON_RETURN, returnTxid: expectedTxid, creditedAt: null });
      expect(row.returnedAt).toBeInstanceOf(Date);
      expect(await getBalance(t.app.database.db, m.userId)).toBe(0n);
      expect(await auditRows(orderSn)).toBe(1);
      const sent = await lettersOf(m);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.params).toMatchObject({ orderSn, amount: '100', coin: 'USDT', address: TRON_RETURN, txid: expectedTxid });

      // The queue no longer holds it; the returned list and the member's records show the return.
      const held = await adminCall(t, c.adminCryptoDepositList.path, {}, { cookie: finance.cookie });
      expect(held.body.data.payout).toBe(payout);
      expect(held.body.data.list.map((d: { orderSn: string }) => d.orderSn)).not.toContain(orderSn);
      const returned = await adminCall(t, c.adminCryptoDepositList.path, { status: 'returned' }, { cookie: finance.cookie });
      expect(returned.body.data.list.find((d: { orderSn: string }) => d.orderSn === orderSn)).toMatchObject({
        status: 'returned',
        returnAddress: TRON_RETURN,
        returnTxid: expectedTxid,
      });
      const records = await t.call('/v2/cpp/coins/orders', { pageNum: 1, pageSize: 10 }, { token: m.token });
      expect(records.body.data.list[0]).toMatchObject({
        orderSn,
        status: 'returned',
        coins: 15_000,
        returnAddress: TRON_RETURN,
        returnTxid: expectedTxid,
        returnExplorerUrl: `https://tronscan.org/#/transaction/${expectedTxid}`,
      });
      expect(records.body.data.list[0].completedAt).not.toBeNull();
    });

    it('a double click returns once: one changed, one audit row, one letter', async () => {
      const { m, orderSn } = await heldDeposit();
      const txid = payout === 'manual' ? manualTxid() : undefined;
      const body = { orderSn, address: TRON_RETURN, ...(txid ? { txid } : {}) };
      const [r1, r2] = await Promise.all([call(finance, body), call(finance, body)]);
      expect([r1.body.code, r2.body.code]).toEqual([200, 200]);
      expect([r1.body.data.changed, r2.body.data.changed].sort()).toEqual([false, true]);
      expect(r1.body.data.returnTxid).toBe(r2.body.data.returnTxid);
      const again = await call(finance, body);
      expect(again.body.data).toMatchObject({ status: 'returned', changed: false });
      expect(await auditRows(orderSn)).toBe(1);
      expect(await lettersOf(m)).toHaveLength(1);
      // Once returned it cannot be credited any more.
      const credit = await adminCall(t, c.adminCryptoDepositCreditHeld.path, { orderSn }, { cookie: finance.cookie });
      expect(credit.body.data.reason).toBe('ORDER_NOT_PENDING');
      expect(await getBalance(t.app.database.db, m.userId)).toBe(0n);
    });

    it('an invalid address (or one of another network) is a 400 envelope and changes nothing', async () => {
      const { m, orderSn } = await heldDeposit();
      const txid = payout === 'manual' ? manualTxid() : undefined;
      for (const address of [EVM_ADDRESS, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x', 'not an address']) {
        const res = await call(finance, { orderSn, address, ...(txid ? { txid } : {}) }, 'en-US');
        expect(res.body, address).toMatchObject({
          code: 400,
          msg: 'This is not a valid address for this network',
          data: { reason: 'CRYPTO_ADDRESS_INVALID', field: 'address' },
        });
      }
      const empty = await call(finance, { orderSn, address: '' });
      expect(empty.body).toMatchObject({ code: 400, data: { field: 'address' } });
      expect(await depositRow(orderSn)).toMatchObject({ status: 'held_review', returnAddress: null, returnTxid: null });
      expect(await auditRows(orderSn)).toBe(0);
      expect(await lettersOf(m)).toHaveLength(0);
    });

    it('refuses what is not held (ORDER_NOT_PENDING), unknown orders and other roles', async () => {
      const { orderSn } = await heldDeposit();
      const credited = await adminCall(t, c.adminCryptoDepositCreditHeld.path, { orderSn }, { cookie: finance.cookie });
      expect(credited.body.data).toMatchObject({ status: 'credited', changed: true });
      const txid = payout === 'manual' ? manualTxid() : undefined;
      const res = await call(finance, { orderSn, address: TRON_RETURN, ...(txid ? { txid } : {}) });
      expect(res.body).toMatchObject({ code: 409, data: { reason: 'ORDER_NOT_PENDING' } });
      expect(await depositRow(orderSn)).toMatchObject({ status: 'credited', returnAddress: null });
      const unknown = await call(finance, { orderSn: 'CD-nope', address: TRON_RETURN });
      expect(unknown.body.data.reason).toBe('NOT_FOUND');
      const other = await heldDeposit();
      const refused = await call(support, { orderSn: other.orderSn, address: TRON_RETURN, txid: manualTxid() });
      expect(refused.body).toMatchObject({ code: 403, data: { reason: 'FORBIDDEN' } });
      expect(await depositRow(other.orderSn)).toMatchObject({ status: 'held_review' });
    });

    it('ledger:verify catches a returned deposit without its return txid', async () => {
      const { orderSn } = await heldDeposit();
      const { db } = t.app.database;
      await db.update(cryptoDeposits).set({ status: 'returned' }).where(eq(cryptoDeposits.orderSn, orderSn));
      expect(await verifyCryptoOrders(db)).toEqual([
        `crypto deposit ${orderSn} (returned) has 0 credit(s) of 0, return txid missing`,
      ]);
      await db.update(cryptoDeposits).set({ status: 'held_review' }).where(eq(cryptoDeposits.orderSn, orderSn));
      expect(await verifyCryptoOrders(db)).toEqual([]);
    });

    if (payout === 'manual') {
      it('manual payout needs the txid of the return the operator sent', async () => {
        const { orderSn } = await heldDeposit();
        const missing = await call(finance, { orderSn, address: TRON_RETURN });
        expect(missing.body).toMatchObject({ code: 400, data: { field: 'txid' } });
        const malformed = await call(finance, { orderSn, address: TRON_RETURN, txid: 'abc' });
        expect(malformed.body).toMatchObject({ code: 400, data: { field: 'txid' } });
        expect(await depositRow(orderSn)).toMatchObject({ status: 'held_review', returnTxid: null });
      });
    }
  });
}
