import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../users/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ensureUserWallet,
  getBalance,
  HOUSE_OWNER_ID,
  systemAccount,
  transfer,
  transferMany,
  verifyLedger,
  type LedgerAccountRef,
} from './index.ts';

/**
 * The ledger keyed by owner (migration 0037): a transfer's key is (owner_user_id, id), and its id
 * stays its idempotency key: a replay is a no-op, a conflicting replay is refused. House rows
 * (no member) belong to HOUSE_OWNER_ID. Runs on PGlite, and on PostgreSQL under TEST_DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  await t.close();
});

async function newMember(): Promise<{ userId: bigint; wallet: LedgerAccountRef }> {
  const name = `k${randomUUID().slice(0, 8)}`;
  const [user] = await t.app.database.db
    .insert(users)
    .values({ username: name, email: `${name}@example.test` })
    .returning({ id: users.id });
  return { userId: user!.id, wallet: await ensureUserWallet(t.app.database.db, user!.id) };
}

// These tests are about the key a replay is found by, so they answer replays as a retry would
// (`onReplay: 'answer'`); the default refusal of a known id is ledger.test.ts's.
const move = (from: LedgerAccountRef, to: LedgerAccountRef, amount: number, id: string, reason = 'test') =>
  t.app.database.db.transaction((tx) =>
    transfer(tx, { id, from, to, amount: BigInt(amount), reason, ref: `test:${id}` }, { onReplay: 'answer' }),
  );

async function transfersWithId(id: string) {
  return rowsOf<{ owner: string; amount: string }>(
    await t.app.database.db.execute(
      sql`select owner_user_id::text as owner, amount::text from ledger_transfers where id = ${id} order by owner_user_id`,
    ),
  );
}

/** What ledger_transfer_many is given: legs as JSON, owners and ids as strings (ledgerLegsJson). */
async function rawTransfer(legs: object[]) {
  return rowsOf<{ out_recorded: number; out_accounts: number; out_moved: number }>(
    await t.app.database.db.execute(sql`select * from ledger_transfer_many(${JSON.stringify(legs)}::jsonb)`),
  )[0]!;
}

describe('legs name their accounts by owner and id', () => {
  it('refuses a leg whose owner does not own the account, and moves nothing', async () => {
    const db = t.app.database.db;
    const house = await systemAccount(db, 'deposits_clearing');
    const a = await newMember();
    const b = await newMember();
    await move(house, a.wallet, 100, randomUUID());
    // Member a's wallet under member b's name, as debit and as credit: a bug in a caller, refused loudly.
    const misnamed = { ownerUserId: b.userId, id: a.wallet.id };
    for (const [from, to] of [
      [misnamed, house],
      [house, misnamed],
    ] as const) {
      const refused = await move(from, to, 10, randomUUID()).catch((error: unknown) => error);
      expect(String((refused as Error).cause ?? refused)).toMatch(/its owner does not own/);
    }
    expect(await getBalance(db, a.userId)).toBe(100n);
    expect(await getBalance(db, b.userId)).toBe(0n);
  });

  it('still moves legs without owners, as an instance of the release before sends them during an upgrade', async () => {
    const db = t.app.database.db;
    const house = await systemAccount(db, 'deposits_clearing');
    const { userId, wallet } = await newMember();
    const id = randomUUID();
    const leg = {
      id,
      debit_account_id: String(house.id),
      credit_account_id: String(wallet.id),
      amount: '75',
      reason: 'test',
      ref: `test:${id}`,
    };
    expect(await rawTransfer([leg])).toEqual({ out_recorded: 1, out_accounts: 2, out_moved: 2 });
    expect(await rawTransfer([leg])).toEqual({ out_recorded: 0, out_accounts: 0, out_moved: 0 });
    expect(await getBalance(db, userId)).toBe(75n);
    expect(await transfersWithId(id)).toEqual([{ owner: String(userId), amount: '75' }]);
  });
});

describe('transfers keyed by (owner_user_id, id)', () => {
  it('names the member on every transfer: house to member, member to house, between house rows', async () => {
    const db = t.app.database.db;
    const house = await systemAccount(db, 'deposits_clearing');
    const houseHolds = await systemAccount(db, 'withdrawal_holds');
    const { userId, wallet } = await newMember();
    const [inId, outId, houseId] = [randomUUID(), randomUUID(), randomUUID()];
    await move(house, wallet, 100, inId);
    await move(wallet, house, 40, outId);
    await move(house, houseHolds, 5, houseId);
    expect(await transfersWithId(inId)).toEqual([{ owner: String(userId), amount: '100' }]);
    expect(await transfersWithId(outId)).toEqual([{ owner: String(userId), amount: '40' }]);
    expect(await transfersWithId(houseId)).toEqual([{ owner: String(HOUSE_OWNER_ID), amount: '5' }]);
    expect(await getBalance(db, userId)).toBe(60n);
  });

  it('a replayed transfer is a no-op, whoever owns its debit', async () => {
    const db = t.app.database.db;
    const house = await systemAccount(db, 'deposits_clearing');
    const { userId, wallet } = await newMember();
    const bank = await systemAccount(db, 'game_bank', userId);
    const [fund, bet] = [randomUUID(), randomUUID()];
    expect(await move(house, wallet, 500, fund)).toEqual({ id: fund, created: true });
    expect(await move(house, wallet, 500, fund)).toEqual({ id: fund, created: false });
    expect(await move(wallet, bank, 30, bet)).toEqual({ id: bet, created: true });
    expect(await move(wallet, bank, 30, bet)).toEqual({ id: bet, created: false });
    expect(await getBalance(db, userId)).toBe(470n);
    expect(await transfersWithId(fund)).toHaveLength(1);
    expect(await transfersWithId(bet)).toHaveLength(1);
  });

  it('a conflicting replay (other amount, accounts or reason of the member) is refused and moves nothing', async () => {
    const db = t.app.database.db;
    const house = await systemAccount(db, 'deposits_clearing');
    const { userId, wallet } = await newMember();
    const bank = await systemAccount(db, 'game_bank', userId);
    const promotions = await systemAccount(db, 'promotions', userId);
    const id = randomUUID();
    await move(house, wallet, 1000, randomUUID());
    await move(wallet, bank, 100, id);
    const refused = { reason: 'IDEMPOTENCY_KEY_REUSED', code: 409 };
    await expect(move(wallet, bank, 101, id)).rejects.toMatchObject(refused);
    await expect(move(wallet, promotions, 100, id)).rejects.toMatchObject(refused);
    await expect(move(bank, wallet, 100, id)).rejects.toMatchObject(refused);
    await expect(move(wallet, bank, 100, id, 'other')).rejects.toMatchObject(refused);
    expect(await getBalance(db, userId)).toBe(900n);
    expect(await transfersWithId(id)).toEqual([{ owner: String(userId), amount: '100' }]);
  });

  it('several legs replay together, and a half-new batch is refused', async () => {
    const db = t.app.database.db;
    const house = await systemAccount(db, 'deposits_clearing');
    const { userId, wallet } = await newMember();
    const bank = await systemAccount(db, 'game_bank', userId);
    await move(house, wallet, 100, randomUUID());
    const legs = [
      { id: randomUUID(), from: wallet, to: bank, amount: 10n, reason: 'bet', ref: 'round:x' },
      { id: randomUUID(), from: bank, to: wallet, amount: 25n, reason: 'win', ref: 'round:x' },
    ];
    const run = (l: typeof legs) => db.transaction((tx) => transferMany(tx, l, { onReplay: 'answer' }));
    expect((await run(legs)).map((r) => r.created)).toEqual([true, true]);
    expect((await run(legs)).map((r) => r.created)).toEqual([false, false]);
    await expect(run([legs[0]!, { ...legs[1]!, id: randomUUID() }])).rejects.toMatchObject({ reason: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await getBalance(db, userId)).toBe(115n);
  });

  it('the house row is one row per code, owned by HOUSE_OWNER_ID; a member never gets it', async () => {
    const db = t.app.database.db;
    const house = await systemAccount(db, 'promotions');
    const { userId } = await newMember();
    expect((await systemAccount(db, 'promotions', userId)).id).not.toBe(house.id);
    const rows = rowsOf<{ owner: string }>(
      await db.execute(
        sql`select owner_user_id::text as owner from ledger_accounts where code = 'promotions' and shard = 0 and owner_user_id = 0`,
      ),
    );
    expect(rows).toEqual([{ owner: '0' }]);
  });

  it('verifyLedger names a transfer keyed by the wrong owner', async () => {
    const db = t.app.database.db;
    const house = await systemAccount(db, 'deposits_clearing');
    const { userId, wallet } = await newMember();
    const id = randomUUID();
    await move(house, wallet, 10, id);
    await db.execute(sql`update ledger_transfers set owner_user_id = 0 where owner_user_id = ${userId} and id = ${id}`);
    expect((await verifyLedger(db)).problems).toEqual([`transfer ${id}: owner 0 but its accounts give ${userId}`]);
    await db.execute(sql`update ledger_transfers set owner_user_id = ${userId} where owner_user_id = 0 and id = ${id}`);
    expect((await verifyLedger(db)).problems).toEqual([]);
  });
});
