import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { getSystemBalance, HOUSE_OWNER_ID, systemAccount, verifyLedger } from '../modules/wallet/index.ts';
import { CAPTCHA } from './accounts.ts';
import { createTestMember } from './members.ts';
import { playerJourney, stockFloor } from './player-journey.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ captchaTestAnswer: CAPTCHA });
  await stockFloor(t);
});
afterAll(async () => {
  await t.close();
});

describe('the hot path writes only rows keyed by the player (docs/scale.md)', () => {
  it('moves a deposit, a round and a withdrawal only between accounts the player owns', async () => {
    const { db } = t.app.database;
    const { userId } = await playerJourney(t);
    const legs = rowsOf<{ reason: string; debit_owner: string | null; credit_owner: string | null }>(
      await db.execute(sql`
        select x.reason, d.owner_user_id::text as debit_owner, c.owner_user_id::text as credit_owner
        from ledger_transfers x
        join ledger_accounts d on d.id = x.debit_account_id
        join ledger_accounts c on c.id = x.credit_account_id
        where d.owner_user_id = ${userId} or c.owner_user_id = ${userId}
           or d.user_id = ${userId} or c.user_id = ${userId}`),
    );
    expect(legs.map((l) => l.reason)).toEqual(expect.arrayContaining(['deposit', 'bet', 'withdrawal_hold']));
    for (const leg of legs)
      expect([leg.reason, leg.debit_owner, leg.credit_owner]).toEqual([leg.reason, `${userId}`, `${userId}`]);
    // Each transfer names its member, the key a distributed ledger is split by.
    const [unowned] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from ledger_transfers x
        where x.owner_user_id is distinct from ${userId}
          and exists (select 1 from ledger_accounts a
                      where a.id in (x.debit_account_id, x.credit_account_id) and a.owner_user_id = ${userId})`),
    );
    expect(unowned!.n).toBe(0);
    expect((await verifyLedger(db)).problems).toEqual([]);
  });

  it('gives each member their own row of a system account; its balance is the sum of all rows', async () => {
    const { db } = t.app.database;
    const [a, b] = [await createTestMember(t), await createTestMember(t)];
    const bankA = await systemAccount(db, 'game_bank', a.userId);
    expect(bankA.ownerUserId).toBe(a.userId);
    expect(await systemAccount(db, 'game_bank', a.userId)).toEqual(bankA);
    expect((await systemAccount(db, 'game_bank', b.userId)).id).not.toBe(bankA.id);
    expect((await systemAccount(db, 'promotions', a.userId)).id).not.toBe(bankA.id);
    // The house row (no member: HOUSE_OWNER_ID, shard 0) and a bucket row of before migration 0030 still count.
    const shared = await systemAccount(db, 'game_bank');
    expect(shared.ownerUserId).toBe(HOUSE_OWNER_ID);
    expect(await systemAccount(db, 'game_bank')).toEqual(shared);
    const [house] = rowsOf<{ owner: string; shard: number }>(
      await db.execute(sql`select owner_user_id::text as owner, shard from ledger_accounts where id = ${shared.id}`),
    );
    expect(house).toEqual({ owner: String(HOUSE_OWNER_ID), shard: 0 });
    await db.execute(
      sql`insert into ledger_accounts (kind, code, shard, balance, owner_user_id) values ('system', 'game_bank', 7, 0, ${HOUSE_OWNER_ID})`,
    );
    expect(await systemAccount(db, 'game_bank')).toEqual(shared);
    const [row] = rowsOf<{ total: string }>(
      await db.execute(sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts where code = 'game_bank'`),
    );
    expect(await getSystemBalance(db, 'game_bank')).toBe(BigInt(row!.total));
  });
});
