import { randomUUID } from 'node:crypto';
import { MODELS } from '@amigo/games';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, fundMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rowsOf } from '../../db/rows.ts';
import { HALL_ROLLUP_GRACE_MS, rollupHallFigures } from './rollup-hall-figures.ts';
import { fairSeeds, gameRecords, hallRollupState, machineBonuses, machineDays, machines } from './schema.ts';

let t: TestApp;
const model = MODELS.find((m) => m.type === 'pachislot')!;

beforeAll(async () => {
  t = await createTestApp();
  // A hall that has been open a while: the rollup's watermark (set by migration 0030) an hour back.
  await t.app.database.db.update(hallRollupState).set({ until: new Date(Date.now() - 3_600_000) });
});
afterAll(async () => {
  await t.close();
});

/** What players see of one machine: its floor entry, its board's 7 days and bonus history, and "popular games". */
async function hallView(machineId: number, token: string) {
  const board = (await t.call('/v2/app/game/machine', { machineId }, { token })).body.data;
  const floor = (await t.call('/v2/app/game/floor', { modelCode: model.code }, { token })).body.data.find(
    (m: { machineId: number }) => m.machineId === machineId,
  );
  const popular = (await t.call('/v2/app/game/query/pop/new', { limit: 10 })).body.data.find(
    (g: { code: string }) => g.code === model.code,
  );
  return {
    weekRounds: board.days.reduce((n: number, d: { rounds: number }) => n + d.rounds, 0),
    weekBonuses: board.days.reduce((n: number, d: { bonuses: number }) => n + d.bonuses, 0),
    days: board.days,
    history: board.history,
    floor: { roundsToday: floor.roundsToday, bonusesToday: floor.bonusesToday, bonusesYesterday: floor.bonusesYesterday },
    playsLast7Days: popular.playsLast7Days,
  };
}

describe('hall figures: a rollup of the game records, not counters the round writes', () => {
  it('shows every round at once, and the same figures before and after the rollup', async () => {
    const { db } = t.app.database;
    const [machine] = await db.insert(machines).values({ modelCode: model.code, setting: 1 }).returning();
    const member = await createTestMember(t);
    await fundMember(t, member.userId, 10_000);
    expect((await t.call('/v2/app/game/seat/take', { machineId: machine!.id }, { token: member.token })).body.code).toBe(200);

    const bet = model.betOptions[0]!;
    for (let i = 0; i < 5; i += 1) {
      const res = await t.call(
        '/v2/app/game/play',
        { machineId: machine!.id, bet, idempotencyKey: randomUUID() },
        { token: member.token },
      );
      expect(res.body.code, res.body.msg).toBe(200);
    }
    // The rounds wrote no counter row: the board counts them from their records.
    expect(await db.select().from(machineDays).where(eq(machineDays.machineId, machine!.id))).toEqual([]);
    const played = await db.select().from(gameRecords).where(eq(gameRecords.machineId, machine!.id));
    const spins = played.reduce((n, r) => n + r.spins, 0);
    const before = await hallView(machine!.id, member.token);
    expect(before.weekRounds).toBe(spins);
    expect(before.floor.roundsToday).toBe(spins);

    // Older records with bonuses (written as a round writes them), past the rollup's grace.
    const [seed] = await db.select().from(fairSeeds).where(eq(fairSeeds.userId, member.userId));
    const old = new Date(Date.now() - HALL_ROLLUP_GRACE_MS - 5 * 60_000);
    const record = (bonuses: string[], payouts: bigint[], roundsBefore: number, at: Date, nonce: number) => ({
      userId: member.userId,
      machineId: machine!.id,
      modelCode: model.code,
      bet: 3n,
      win: payouts.reduce((a, b) => a + b, 0n),
      spins: 2,
      bonuses,
      bonusPayouts: payouts,
      roundsBefore,
      seedId: seed!.id,
      nonce: 10_000 + nonce,
      setting: 1,
      display: {},
      idempotencyKey: randomUUID(),
      createdAt: at,
    });
    await db
      .insert(gameRecords)
      .values([
        record([], [], 0, new Date(old.getTime() - 2_000), 0),
        record(['big'], [300n], 40, new Date(old.getTime() - 1_000), 1),
        record(['reg', 'big'], [100n, 250n], 0, old, 2),
      ]);
    const withOld = await hallView(machine!.id, member.token);
    expect(withOld.weekRounds).toBe(spins + 6);
    // The rounds just played may have won a bonus of their own (their draws are the seed's): count from before.
    expect(withOld.weekBonuses).toBe(before.weekBonuses + 3);
    expect(withOld.playsLast7Days).toBe(before.playsLast7Days + 3);
    // Newest first (any bonus of the rounds just played on top); the first bonus of a call waited for
    // the machine's rounds before it and the call's own.
    const kindAndPayout = (h: { kind: string; payout: number }) => [h.kind, h.payout];
    expect(withOld.history.slice(0, before.history.length).map(kindAndPayout)).toEqual(before.history.map(kindAndPayout));
    expect(
      withOld.history
        .slice(before.history.length)
        .map((h: { kind: string; payout: number; roundsBefore: number }) => [h.kind, h.payout, h.roundsBefore]),
    ).toEqual([
      ['big', 250, 0],
      ['reg', 100, 2],
      ['big', 300, 42],
    ]);

    const rolled = await rollupHallFigures(db, new Date());
    expect(rolled).not.toBeNull();
    // The old records are in the rollup now, the rounds just played still read from their records.
    const [counted] = rowsOf<{ plays: number; rounds: number; bonuses: number }>(
      await db.execute(sql`select sum(plays)::int as plays, sum(rounds)::int as rounds, sum(bonuses)::int as bonuses
                           from machine_days where machine_id = ${machine!.id}`),
    );
    expect(counted).toEqual({ plays: 3, rounds: 6, bonuses: 3 });
    expect(await db.select().from(machineBonuses).where(eq(machineBonuses.machineId, machine!.id))).toHaveLength(3);
    expect(await hallView(machine!.id, member.token)).toEqual(withOld);

    // A second run over the same stretch counts nothing twice.
    expect(await rollupHallFigures(db, new Date())).toBeNull();
    expect(await hallView(machine!.id, member.token)).toEqual(withOld);

    // A newer bonus goes on top of the rolled-up history.
    const res = await t.call(
      '/v2/app/game/play',
      { machineId: machine!.id, bet, idempotencyKey: randomUUID() },
      { token: member.token },
    );
    expect(res.body.code).toBe(200);
    const after = await hallView(machine!.id, member.token);
    expect(after.weekRounds).toBe(withOld.weekRounds + res.body.data.spins);
    expect(after.history.slice(after.history.length - withOld.history.length)).toEqual(withOld.history);
  });
});
