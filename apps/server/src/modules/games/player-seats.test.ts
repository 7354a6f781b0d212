import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { machineClaims, machines, playerSeats } from './schema.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { verifyLedger } from '../wallet/index.ts';

/**
 * Issue 20, docs/scale.md §6 item 1: the round reads and writes the player's seat row, never the
 * machine row nor the machine's claim (`machine_claims`, migration 0036), which is written only by
 * sit, leave, lapse and the feature settlement; sitting and leaving write no `machines` row either. Proved on the database itself: a trigger on every table records each row written,
 * so a round that wrote any row not keyed by its player (the machine, another member's row, a
 * shared row) would show it. Runs on PGlite and, under TEST_DATABASE_URL, on PostgreSQL, where
 * the races below are real races between connections.
 */
let t: TestApp;
const SLOT = 'dragon-pearl';
const PACHISLOT = 'golden-seven';
/** Triggering a feature by real play takes a few hundred rounds: room for a busy machine (no timing is asserted). */
const SLOW = 600_000;

beforeAll(async () => {
  t = await createTestApp({ featureSettleIntervalMs: 0 });
  const { db } = t.app.database;
  await db
    .insert(machines)
    .values([SLOT, PACHISLOT].flatMap((modelCode) => Array.from({ length: 24 }, () => ({ modelCode, setting: 1 }))));
  await db.execute(
    sql`create table test_row_writes (seq bigserial primary key, tbl text not null, op text not null, item jsonb not null)`,
  );
  await db.execute(sql`
    create function test_log_row_write() returns trigger language plpgsql as $$
    begin
      insert into test_row_writes (tbl, op, item)
      values (tg_table_name, tg_op, case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end);
      return null;
    end $$`);
  await db.execute(sql`
    do $$ declare r record; begin
      for r in select tablename from pg_tables where schemaname = current_schema() and tablename <> 'test_row_writes' loop
        execute format('create trigger test_log_row_write after insert or update or delete on %I
                        for each row execute function test_log_row_write()', r.tablename);
      end loop;
    end $$`);
}, SLOW);
afterAll(async () => {
  await t.close();
});

interface RowWrite {
  tbl: string;
  op: string;
  /** The member the row belongs to: `owner_user_id` (ledger rows), else `user_id`; null if neither. */
  owner: string | null;
}

async function lastWrite(): Promise<number> {
  const [row] = rowsOf<{ seq: string | null }>(
    await t.app.database.db.execute(sql`select max(seq)::text as seq from test_row_writes`),
  );
  return Number(row?.seq ?? 0);
}

async function writesSince(seq: number): Promise<RowWrite[]> {
  return rowsOf<RowWrite>(
    await t.app.database.db.execute(sql`
      select tbl, op, coalesce(item->>'owner_user_id', item->>'user_id') as owner
      from test_row_writes where seq > ${seq} order by seq`),
  );
}

async function newMember(coins = 1_000_000): Promise<TestMember> {
  const member = await createTestMember(t);
  await fundMember(t, member.userId, coins);
  return member;
}

async function freeMachines(member: TestMember, modelCode: string): Promise<number[]> {
  const floor = await t.call('/v2/app/game/floor', { modelCode, freeOnly: true }, { token: member.token });
  return (floor.body.data as { machineId: number; status: string }[]).filter((m) => m.status === 'free').map((m) => m.machineId);
}

const take = (member: TestMember, machineId: number) => t.call('/v2/app/game/seat/take', { machineId }, { token: member.token });
const play = (member: TestMember, machineId: number, bet: number) =>
  t.call('/v2/app/game/play', { machineId, bet, idempotencyKey: randomUUID() }, { token: member.token });

/** Every seat as both sides record it: the machines' claims naming the member occupant and the member's seated rows. */
async function seatsOf(userId: bigint) {
  const { db } = t.app.database;
  const claimed = await db
    .select({ id: machineClaims.machineId })
    .from(machineClaims)
    .where(eq(machineClaims.occupantUserId, userId));
  const seated = await db
    .select({ id: playerSeats.machineId })
    .from(playerSeats)
    .where(and(eq(playerSeats.userId, userId), isNotNull(playerSeats.seatedAt)));
  return { claimed: claimed.map((m) => m.id), seated: seated.map((s) => s.id) };
}

async function occupantOf(machineId: number) {
  const [row] = await t.app.database.db.select().from(machineClaims).where(eq(machineClaims.machineId, machineId));
  return row?.occupantUserId ?? null;
}

async function expectLedgerGreen() {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
}

describe('the round writes only its player’s rows (docs/scale.md §6)', { timeout: SLOW }, () => {
  it('sitting and leaving write the machine’s claim; rounds, a feature opened and played out included, never do', async () => {
    const member = await newMember();
    const [machineId] = await freeMachines(member, PACHISLOT);
    const me = String(member.userId);

    let seq = await lastWrite();
    expect((await take(member, machineId!)).body.code).toBe(200);
    const sat = await writesSince(seq);
    expect(sat).toEqual(
      expect.arrayContaining([
        { tbl: 'machine_claims', op: 'UPDATE', owner: null },
        { tbl: 'player_seats', op: 'INSERT', owner: me },
      ]),
    );
    // The static machine row (a reference table on Citus) is not written by a sit.
    expect(sat.map((w) => w.tbl)).not.toContain('machines');

    // The first round of the day may commit the machine's setting for the day (once, not per round).
    expect((await play(member, machineId!, 3)).body.code).toBe(200);
    seq = await lastWrite();
    let opened = 0;
    let closed = 0;
    let rounds = 0;
    for (let previous: unknown = null; rounds < 5_000 && closed === 0; rounds += 1) {
      const res = await play(member, machineId!, 3);
      expect(res.body.code, res.body.msg).toBe(200);
      if (previous === null && res.body.data.state !== null) opened += 1;
      if (previous !== null && res.body.data.state === null) closed += 1;
      previous = res.body.data.state;
    }
    expect([opened, closed]).toEqual([1, 1]);
    const played = await writesSince(seq);
    const tables = new Set(played.map((w) => w.tbl));
    expect(tables).not.toContain('machines');
    expect(tables).not.toContain('machine_claims');
    expect([...tables]).toEqual(expect.arrayContaining(['player_seats', 'fair_seeds', 'ledger_accounts', 'game_records']));
    // Every row written, in every table, is the player's: none is the machine's, another member's or shared.
    expect(played.filter((w) => w.owner !== me)).toEqual([]);
    expect(played.filter((w) => w.tbl === 'game_records')).toHaveLength(rounds);

    seq = await lastWrite();
    expect((await t.call('/v2/app/game/seat/leave', {}, { token: member.token })).body.data.left).toBe(true);
    const left = await writesSince(seq);
    expect(left).toEqual(
      expect.arrayContaining([
        { tbl: 'machine_claims', op: 'UPDATE', owner: null },
        { tbl: 'player_seats', op: 'DELETE', owner: me },
      ]),
    );
    expect(left.map((w) => w.tbl)).not.toContain('machines');
    await expectLedgerGreen();
  });
});

describe('seats under races (the machine’s claim and the member’s seat row)', { timeout: SLOW }, () => {
  it('gives each machine to exactly one of two members racing for it', async () => {
    const pairs = await Promise.all(Array.from({ length: 4 }, async () => [await newMember(), await newMember()] as const));
    const machineIds = (await freeMachines(pairs[0]![0], SLOT)).slice(0, pairs.length);
    expect(machineIds).toHaveLength(pairs.length);
    const results = await Promise.all(pairs.map(([a, b], i) => Promise.all([take(a, machineIds[i]!), take(b, machineIds[i]!)])));
    for (const [i, [a, b]] of pairs.entries()) {
      const codes = results[i]!.map((r) => r.body.code);
      expect(codes.sort()).toEqual([200, 409]);
      expect(results[i]!.find((r) => r.body.code === 409)!.body.data.reason).toBe('MACHINE_OCCUPIED');
      const winner = results[i]![0].body.code === 200 ? a : b;
      const loser = winner === a ? b : a;
      expect(await occupantOf(machineIds[i]!)).toBe(winner.userId);
      expect(await seatsOf(winner.userId)).toEqual({ claimed: [machineIds[i]], seated: [machineIds[i]] });
      expect(await seatsOf(loser.userId)).toEqual({ claimed: [], seated: [] });
    }
  });

  it('leaves a member racing to sit at two machines with exactly one seat, the same on both sides', async () => {
    const members = await Promise.all(Array.from({ length: 3 }, () => newMember()));
    const free = await freeMachines(members[0]!, SLOT);
    expect(free.length).toBeGreaterThanOrEqual(members.length * 2);
    await Promise.all(
      members.map(async (member, i) => {
        const [first, second] = [free[2 * i]!, free[2 * i + 1]!];
        const results = await Promise.all([take(member, first), take(member, second)]);
        // Both may succeed one after the other (the second leaves the first); at the same instant one is a CONFLICT.
        expect(results.some((r) => r.body.code === 200)).toBe(true);
        for (const r of results) if (r.body.code !== 200) expect(r.body.data.reason).toBe('CONFLICT');
        const seats = await seatsOf(member.userId);
        expect(seats.claimed).toHaveLength(1);
        expect(seats.seated).toEqual(seats.claimed);
        const other = seats.claimed[0] === first ? second : first;
        expect(await occupantOf(other)).toBeNull();
      }),
    );
  });

  it('two members swapping machines at the same instant are answered, never a deadlock (claims locked in machine order)', async () => {
    const pairs = await Promise.all(Array.from({ length: 8 }, async () => [await newMember(), await newMember()] as const));
    const free = await freeMachines(pairs[0]![0], SLOT);
    expect(free.length).toBeGreaterThanOrEqual(pairs.length * 2);
    for (const [i, [x, y]] of pairs.entries()) {
      expect((await take(x, free[2 * i]!)).body.code).toBe(200);
      expect((await take(y, free[2 * i + 1]!)).body.code).toBe(200);
    }
    // Each wants the machine the other sits at: whoever locks it first finds it taken. Both stay put.
    const results = await Promise.all(pairs.map(([x, y], i) => Promise.all([take(x, free[2 * i + 1]!), take(y, free[2 * i]!)])));
    for (const [i, [x, y]] of pairs.entries()) {
      for (const answer of results[i]!) {
        expect(answer.body.code, answer.body.msg).toBe(409);
        expect(answer.body.data.reason).toBe('MACHINE_OCCUPIED');
      }
      expect(await seatsOf(x.userId)).toEqual({ claimed: [free[2 * i]], seated: [free[2 * i]] });
      expect(await seatsOf(y.userId)).toEqual({ claimed: [free[2 * i + 1]], seated: [free[2 * i + 1]] });
    }
    for (const [x, y] of pairs) {
      await t.call('/v2/app/game/seat/leave', {}, { token: x.token });
      await t.call('/v2/app/game/seat/leave', {}, { token: y.token });
    }
  });

  it('a lapsed seat: its holder’s round and another member’s take-over never both win', async () => {
    const pairs = await Promise.all(Array.from({ length: 3 }, async () => [await newMember(), await newMember()] as const));
    const machineIds = await freeMachines(pairs[0]![0], SLOT);
    const { db } = t.app.database;
    await Promise.all(
      pairs.map(async ([holder, taker], i) => {
        const machineId = machineIds[i]!;
        expect((await take(holder, machineId)).body.code).toBe(200);
        expect((await play(holder, machineId, 20)).body.code).toBe(200);
        // The holder went quiet past SEAT_IDLE_SECONDS: their seat has lapsed, and they play again just as someone sits.
        await db
          .update(playerSeats)
          .set({ seatedAt: sql`now() - interval '2 hours'`, lastPlayedAt: sql`now() - interval '2 hours'` })
          .where(and(eq(playerSeats.userId, holder.userId), eq(playerSeats.machineId, machineId)));
        const [round, seat] = await Promise.all([play(holder, machineId, 20), take(taker, machineId)]);
        expect([round.body.code, seat.body.code].filter((code) => code === 200)).toHaveLength(1);
        const winner = round.body.code === 200 ? holder : taker;
        if (winner === holder) expect(seat.body.data.reason).toBe('MACHINE_OCCUPIED');
        else expect(round.body.data.reason).toBe('SEAT_REQUIRED');
        expect(await occupantOf(machineId)).toBe(winner.userId);
        expect(await seatsOf(winner.userId)).toEqual({ claimed: [machineId], seated: [machineId] });
      }),
    );
    await expectLedgerGreen();
  });
});
