import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../users/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ensureUserWallet,
  getBalance,
  systemAccount,
  transfer,
  transferMany,
  verifyLedger,
  type LedgerAccountRef,
  type TransferOptions,
} from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newWallet(): Promise<{ userId: bigint; wallet: LedgerAccountRef }> {
  const name = `w${randomUUID().slice(0, 8)}`;
  const [user] = await t.app.database.db
    .insert(users)
    .values({ username: name, email: `${name}@example.test` })
    .returning({ id: users.id });
  return { userId: user!.id, wallet: await ensureUserWallet(t.app.database.db, user!.id) };
}

const move = (from: LedgerAccountRef, to: LedgerAccountRef, amount: number, id = randomUUID(), options: TransferOptions = {}) =>
  t.app.database.db.transaction((tx) =>
    transfer(tx, { id, from, to, amount: BigInt(amount), reason: 'test', ref: `test:${id}` }, options),
  );
const retry = { onReplay: 'answer' } as const;

describe('the ledger', () => {
  it('moves coins from somewhere to somewhere; balances always sum to zero', async () => {
    const clearing = await systemAccount(t.app.database.db, 'deposits_clearing');
    const { userId, wallet } = await newWallet();
    await move(clearing, wallet, 1000);
    await move(wallet, clearing, 300);
    expect(await getBalance(t.app.database.db, userId)).toBe(700n);
    const report = await verifyLedger(t.app.database.db);
    expect(report.problems).toEqual([]);
  });

  it('never lets a member wallet go below zero, and a refused move changes nothing', async () => {
    const clearing = await systemAccount(t.app.database.db, 'deposits_clearing');
    const { userId, wallet } = await newWallet();
    await move(clearing, wallet, 50);
    await expect(move(wallet, clearing, 51)).rejects.toMatchObject({ reason: 'INSUFFICIENT_BALANCE' });
    expect(await getBalance(t.app.database.db, userId)).toBe(50n);
    expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  });

  it('refuses a known id by default: a step whose coins did not move now does not advance (issue 26 §1)', async () => {
    const clearing = await systemAccount(t.app.database.db, 'deposits_clearing');
    const { userId, wallet } = await newWallet();
    const id = randomUUID();
    expect(await move(clearing, wallet, 200, id)).toEqual({ id, created: true });
    await expect(move(clearing, wallet, 200, id)).rejects.toMatchObject({ reason: 'LEDGER_TRANSFER_REPLAYED', code: 409 });
    await expect(move(clearing, wallet, 201, id)).rejects.toMatchObject({ reason: 'LEDGER_TRANSFER_REPLAYED', code: 409 });
    // A batch with one known leg and one new leg moves neither.
    await expect(
      t.app.database.db.transaction(async (tx) =>
        transferMany(tx, [
          { id, from: clearing, to: wallet, amount: 200n, reason: 'test', ref: `test:${id}` },
          { id: randomUUID(), from: clearing, to: wallet, amount: 5n, reason: 'test', ref: 'test:new' },
        ]),
      ),
    ).rejects.toMatchObject({ reason: 'LEDGER_TRANSFER_REPLAYED' });
    expect(await getBalance(t.app.database.db, userId)).toBe(200n);
  });

  it('answering a retry, treats the id as the idempotency key: same content replays, other content conflicts', async () => {
    const clearing = await systemAccount(t.app.database.db, 'deposits_clearing');
    const { userId, wallet } = await newWallet();
    const id = randomUUID();
    expect(await move(clearing, wallet, 200, id, retry)).toEqual({ id, created: true });
    expect(await move(clearing, wallet, 200, id, retry)).toEqual({ id, created: false });
    await expect(move(clearing, wallet, 201, id, retry)).rejects.toMatchObject({ reason: 'IDEMPOTENCY_KEY_REUSED', code: 409 });
    expect(await getBalance(t.app.database.db, userId)).toBe(200n);
  });

  it('rolls back with the caller: a transfer inside a failed transaction leaves no trace', async () => {
    const clearing = await systemAccount(t.app.database.db, 'deposits_clearing');
    const { userId, wallet } = await newWallet();
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await transfer(tx, { id: randomUUID(), from: clearing, to: wallet, amount: 500n, reason: 'test', ref: 'rollback' });
        throw new Error('the caller fails after the move');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await getBalance(t.app.database.db, userId)).toBe(0n);
  });

  it('detects a balance that does not match its transfers', async () => {
    const database = await openDatabase({ kind: 'pglite', dir: null });
    await database.migrate();
    const [user] = await database.db
      .insert(users)
      .values({ username: 'tamper1', email: 't@example.test' })
      .returning({ id: users.id });
    const wallet = await ensureUserWallet(database.db, user!.id);
    await database.db.execute(`update ledger_accounts set balance = 99 where id = ${wallet.id}` as never);
    const report = await verifyLedger(database.db);
    expect(report.problems.join('\n')).toMatch(/balance 99 but transfers give 0/);
    expect(report.problems.join('\n')).toMatch(/sum to 99/);
    await database.close();
  });

  it('keeps every invariant over random sequences of moves', async () => {
    const clearing = await systemAccount(t.app.database.db, 'deposits_clearing');
    const bank = await systemAccount(t.app.database.db, 'game_bank');
    const wallets = await Promise.all([newWallet(), newWallet(), newWallet()]);
    const accounts = [clearing, bank, ...wallets.map((w) => w.wallet)];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.nat(accounts.length - 1),
            to: fc.nat(accounts.length - 1),
            amount: fc.integer({ min: 1, max: 5000 }),
            reuse: fc.boolean(),
          }),
          {
            maxLength: 25,
          },
        ),
        async (moves) => {
          let lastId = randomUUID();
          for (const m of moves) {
            if (m.from === m.to) continue;
            const id = m.reuse ? lastId : randomUUID();
            lastId = id;
            await move(accounts[m.from]!, accounts[m.to]!, m.amount, id).catch((error: { reason?: string }) => {
              if (error.reason !== 'INSUFFICIENT_BALANCE' && error.reason !== 'LEDGER_TRANSFER_REPLAYED') throw error;
            });
          }
          expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe.runIf(testDatabaseServerUrl())('the ledger under concurrency (PostgreSQL)', () => {
  it('50 concurrent debits racing on one wallet never overdraw it', async () => {
    const clearing = await systemAccount(t.app.database.db, 'withdrawal_holds');
    const { userId, wallet } = await newWallet();
    await move(await systemAccount(t.app.database.db, 'deposits_clearing'), wallet, 1000);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => move(wallet, clearing, 70)));
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    expect(succeeded).toBe(14);
    expect(await getBalance(t.app.database.db, userId)).toBe(20n);
    expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  });

  it('the same idempotency key from two connections at once makes one transfer', async () => {
    const clearing = await systemAccount(t.app.database.db, 'deposits_clearing');
    const { userId, wallet } = await newWallet();
    const id = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => move(clearing, wallet, 300, id, retry)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await getBalance(t.app.database.db, userId)).toBe(300n);
  });

  it('the same transfer id from two connections at once: one moves, the others are refused', async () => {
    const clearing = await systemAccount(t.app.database.db, 'deposits_clearing');
    const { userId, wallet } = await newWallet();
    const id = randomUUID();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => move(clearing, wallet, 300, id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ reason: 'LEDGER_TRANSFER_REPLAYED' });
    expect(await getBalance(t.app.database.db, userId)).toBe(300n);
  });

  it('opposite transfers between two wallets at once do not deadlock', async () => {
    const clearing = await systemAccount(t.app.database.db, 'deposits_clearing');
    const a = await newWallet();
    const b = await newWallet();
    await move(clearing, a.wallet, 1000);
    await move(clearing, b.wallet, 1000);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? move(a.wallet, b.wallet, 10) : move(b.wallet, a.wallet, 10))),
    );
    expect((await getBalance(t.app.database.db, a.userId)) + (await getBalance(t.app.database.db, b.userId))).toBe(2000n);
    expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  });
});
