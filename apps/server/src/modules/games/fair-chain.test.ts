import { randomUUID } from 'node:crypto';
import {
  boardHash,
  boardHashFromPath,
  chainRoot,
  generateServerSeed,
  GENESIS_ROOT,
  MODELS,
  settingCommitment,
} from '@amigo/games';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../wallet/index.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditFairChain, compareWithCopy } from './fair-chain.ts';
import { roundWithProof } from './records.ts';
import { fairDayRoots, gameRecords, machines, machineSettingDays } from './schema.ts';
import { boardLeavesOf, sealAhead, sealDay } from './setting-days.ts';
import { tokyoDate } from './tokyo-day.ts';

let t: TestApp;
const DAY_MS = 86_400_000;
const pachislot = MODELS.find((model) => model.settings.length > 1)!;
/** On today's board: added before anything sealed it. */
let machineId: number;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.app.database.db.insert(machines).values({ modelCode: pachislot.code, setting: 6 }).returning();
  machineId = row!.id;
  today = tokyoDate(new Date());
});
afterAll(async () => {
  await t.close();
});

async function seatedMember(machine: number): Promise<TestMember> {
  const member = await createTestMember(t);
  await fundMember(t, member.userId, 100_000);
  expect((await t.call('/v2/app/game/seat/take', { machineId: machine }, { token: member.token })).body.code).toBe(200);
  return member;
}

function play(member: TestMember, machine: number) {
  return t.call(
    '/v2/app/game/play',
    { machineId: machine, bet: pachislot.betOptions[0]!, idempotencyKey: randomUUID() },
    { token: member.token },
  );
}

describe('the chain of sealed day boards', () => {
  it('freezes a sealed day: the database refuses to rewrite its commitments, add a machine to it, or change a root', async () => {
    const { db } = t.app.database;
    const root = await sealDay(db, today);
    expect(root.machines).toBeGreaterThan(0);
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
    };
    await refused(sql`update machine_setting_days set setting = 1 where machine_id = ${machineId} and day = ${today}::date`);
    await refused(sql`delete from machine_setting_days where machine_id = ${machineId} and day = ${today}::date`);
    await refused(
      sql`insert into machine_setting_days (machine_id, day, setting, salt, commitment) values (999999, ${today}::date, 6, 'x', 'y')`,
    );
    await refused(sql`update fair_day_roots set root = ${'f'.repeat(64)} where day = ${today}::date`);
    await refused(sql`delete from fair_day_roots where day = ${today}::date`);
    const [row] = await db
      .select()
      .from(machineSettingDays)
      .where(and(eq(machineSettingDays.machineId, machineId), eq(machineSettingDays.day, today)));
    expect(row!.setting).toBe(6);
    expect((await sealDay(db, today)).root).toBe(root.root);
  });

  it('a machine that is not on the day’s sealed board does not play that day, and nothing is written', async () => {
    const { db } = t.app.database;
    await sealDay(db, today);
    const [late] = await db.insert(machines).values({ modelCode: pachislot.code, setting: 6 }).returning();
    const member = await seatedMember(late!.id);
    const refused = await play(member, late!.id);
    expect(refused.body.code).toBe(422);
    expect(refused.body.data.reason).toBe('MACHINE_OUT_OF_SERVICE');
    const records = await db.select().from(gameRecords).where(eq(gameRecords.machineId, late!.id));
    expect(records).toHaveLength(0);
    expect((await verifyLedger(db)).problems).toEqual([]);
  });

  it('seals the next day before it starts, chained to today, once however many processes seal; the feed publishes it', async () => {
    const { db } = t.app.database;
    const lateEvening = new Date(`${today}T23:00:00+09:00`);
    const tomorrow = tokyoDate(new Date(lateEvening.getTime() + DAY_MS));
    const [first, second] = await Promise.all([sealAhead(db, lateEvening), sealAhead(db, lateEvening)]);
    expect(first.map((root) => root.day)).toEqual([today, tomorrow]);
    expect(second.map((root) => root.root)).toEqual(first.map((root) => root.root));
    const roots = await db.select().from(fairDayRoots).orderBy(asc(fairDayRoots.day));
    expect(roots.map((root) => root.day)).toEqual([today, tomorrow]);
    const [sealedToday, sealedTomorrow] = roots;
    expect(sealedToday!.previousRoot).toBe(GENESIS_ROOT);
    expect(sealedTomorrow!.previousRoot).toBe(sealedToday!.root);
    expect(sealedTomorrow!.previousDay).toBe(today);
    for (const root of roots) {
      expect(boardHash(await boardLeavesOf(db, root.day))).toBe(root.boardHash);
      expect(chainRoot(root)).toBe(root.root);
    }

    // The public feed, as the site reads it and as outsiders copy it.
    const feed = await t.call('/v2/app/game/fair/chain', { from: today });
    expect(feed.body.code, feed.body.msg).toBe(200);
    expect(feed.body.data.days.map((day: { root: string }) => day.root)).toEqual(roots.map((root) => root.root));
    expect(feed.body.data.days[1]).toMatchObject({ day: tomorrow, revealed: false, previousRoot: sealedToday!.root });
    expect(feed.body.data.days[1].machines.find((m: { machineId: number }) => m.machineId === machineId)).toMatchObject({
      setting: null,
      salt: null,
    });
    const got = await t.app.inject({ method: 'GET', url: `/v2/app/game/fair/chain?from=${today}&limit=1` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['cache-control']).toContain('public');
    expect(got.json().data).toMatchObject({ next: tomorrow, days: [{ day: today, root: sealedToday!.root }] });
    const bad = await t.app.inject({ method: 'GET', url: '/v2/app/game/fair/chain?from=yesterday' });
    expect(bad.json().code).toBe(400);
    expect(bad.json().data.field).toBe('from');
  });

  // Runs last: it rewrites the database behind the triggers.
  it('catches a setting rewritten in the middle of the day with database access (the lab’s finding)', async () => {
    const { db } = t.app.database;
    const member = await seatedMember(machineId);
    const before = [await play(member, machineId), await play(member, machineId)];
    for (const round of before) expect(round.body.code, round.body.msg).toBe(200);
    const kept = before[0]!.body.data.proof as { settingDay: string; settingCommitment: string; dayRoot: string };
    expect(kept.settingDay).toBe(today);
    expect(kept.dayRoot).toBe((await sealDay(db, today)).root);
    const copy = (await t.app.inject({ method: 'GET', url: `/v2/app/game/fair/chain?from=${today}` })).json().data.days;
    expect(await auditFairChain(db, new Date())).toMatchObject({ problems: [], rounds: 2, unchainedRounds: 0 });
    expect(await compareWithCopy(db, copy)).toEqual([]);
    const honest = (
      await roundWithProof(db, { userId: member.userId, recordId: before[0]!.body.data.recordId, lang: 'en-US', now: new Date() })
    ).proof.board!;
    const honestHash = boardHashFromPath({ machineId, commitment: kept.settingCommitment }, honest.path);
    expect(chainRoot({ previousRoot: honest.previousRoot, boardHash: honestHash, day: today })).toBe(kept.dayRoot);

    // The lab: with database access, setting, salt and commitment rewritten together (6 → 1), the guard turned off.
    const salt = generateServerSeed().slice(0, 32);
    await db.transaction(async (tx) => {
      // Triggers off for this transaction only, as a superuser can (no table lock, unlike ALTER TABLE).
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(machineSettingDays)
        .set({ setting: 1, salt, commitment: settingCommitment({ machineId, day: today, setting: 1, salt }) })
        .where(and(eq(machineSettingDays.machineId, machineId), eq(machineSettingDays.day, today)));
    });
    const after = await play(member, machineId);
    expect(after.body.code, after.body.msg).toBe(200);

    // The audit recomputes the board: today's no longer hashes to its sealed root.
    const audit = await auditFairChain(db, new Date());
    expect(audit.problems).toContainEqual(expect.stringContaining(`day ${today}: the board`));
    // After the reveal, the rounds played before carry a commitment that is not on the board any more.
    const revealed = await auditFairChain(db, new Date(Date.now() + 2 * DAY_MS));
    expect(revealed.problems.filter((problem) => problem.includes('its commitment is not'))).toHaveLength(2);
    // A copy of the feed taken before the rewrite disagrees with the database.
    expect(await compareWithCopy(db, copy)).toContainEqual(
      expect.stringContaining(`machine ${machineId}: the commitment differs`),
    );

    // The player's kept commitment and root: the kept commitment is still proven on the sealed
    // board (its path leads to the kept root), but the revealed setting and salt do not recompute
    // it; and the rewritten commitment, had the server answered it instead, is on no sealed board.
    const proof = (
      await roundWithProof(db, {
        userId: member.userId,
        recordId: before[0]!.body.data.recordId,
        lang: 'en-US',
        now: new Date(Date.now() + 2 * DAY_MS),
      })
    ).proof;
    expect(proof.settingCommitment).toBe(kept.settingCommitment);
    expect(settingCommitment({ machineId, day: today, setting: proof.setting!, salt: proof.settingSalt! })).not.toBe(
      kept.settingCommitment,
    );
    const board = proof.board!;
    const rootOf = (commitment: string) =>
      chainRoot({
        previousRoot: board.previousRoot,
        boardHash: boardHashFromPath({ machineId, commitment }, board.path),
        day: today,
      });
    expect(rootOf(kept.settingCommitment)).toBe(kept.dayRoot);
    expect(rootOf(settingCommitment({ machineId, day: today, setting: 1, salt }))).not.toBe(kept.dayRoot);
  });
});
