import { randomUUID } from 'node:crypto';
import { hashServerSeed, MODELS, settingCommitment, verifyRound } from '@amigo/games';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairSeeds, machines, machineSettingDays } from './schema.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMemberSeeds } from './index.ts';
import { roundWithProof } from './records.ts';
import { planNextDaySetting, settingDayBoard, SettingDays } from './setting-days.ts';
import { tokyoDate } from './tokyo-day.ts';

let t: TestApp;
const DAY_MS = 86_400_000;
const pachislot = MODELS.find((model) => model.settings.length > 1)!;
/** Machines by setting, added before anything seals today's board (a machine added later plays from the next sealed day). */
const machineAt = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const setting of [5, 3, 1]) {
    const [row] = await t.app.database.db.insert(machines).values({ modelCode: pachislot.code, setting }).returning();
    machineAt.set(setting, row!.id);
  }
});
afterAll(async () => {
  await t.close();
});

const seeds = async (member: TestMember) => (await t.call('/v2/app/game/fair/seeds', {}, { token: member.token })).body.data;

describe('the next server seed is committed before the client seed is chosen', () => {
  it('shows the next seed’s hash, and rotation promotes exactly that seed', async () => {
    const member = await createTestMember(t);
    const shown = await seeds(member);
    expect(shown.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(shown.nextServerSeedHash).not.toBe(shown.serverSeedHash);

    const set = await t.call('/v2/app/game/fair/client-seed', { clientSeed: 'chosen_after' }, { token: member.token });
    expect(set.body.code, set.body.msg).toBe(200);
    // The new active seed is the one whose hash was published before the client seed existed.
    expect(set.body.data.serverSeedHash).toBe(shown.nextServerSeedHash);
    expect(set.body.data.clientSeed).toBe('chosen_after');
    expect(set.body.data.previous.serverSeedHash).toBe(shown.serverSeedHash);
    expect(hashServerSeed(set.body.data.previous.serverSeed)).toBe(shown.serverSeedHash);
    expect(set.body.data.nextServerSeedHash).not.toBe(shown.nextServerSeedHash);

    // Revealed at the next rotation, the seed paired with the chosen client seed hashes to the hash shown first.
    const rotated = await t.call('/v2/app/game/fair/rotate', {}, { token: member.token });
    expect(rotated.body.data.serverSeedHash).toBe(set.body.data.nextServerSeedHash);
    expect(hashServerSeed(rotated.body.data.previous.serverSeed)).toBe(shown.nextServerSeedHash);
    expect(rotated.body.data.previous.clientSeed).toBe('chosen_after');
  });

  it('keeps the next seed secret: no answer and no inactive row carries it', async () => {
    const member = await createTestMember(t);
    await seeds(member);
    await t.call('/v2/app/game/fair/rotate', {}, { token: member.token });
    const rows = await t.app.database.db.select().from(fairSeeds).where(eq(fairSeeds.userId, member.userId));
    const [active] = rows.filter((row) => row.active);
    expect(rows.filter((row) => !row.active).every((row) => row.nextServerSeed === null)).toBe(true);
    const answer = JSON.stringify((await seeds(member)) as unknown);
    expect(answer).not.toContain(active!.serverSeed);
    expect(answer).not.toContain(active!.nextServerSeed!);
  });

  it('does not rotate a pair whose next seed nobody had seen yet (pairs from before next seeds)', async () => {
    const member = await createTestMember(t);
    const { db } = t.app.database;
    // A pair as rows were before next seeds were committed.
    await db.insert(fairSeeds).values({
      userId: member.userId,
      serverSeed: 'a'.repeat(64),
      serverSeedHash: hashServerSeed('a'.repeat(64)),
      clientSeed: 'old',
    });
    const refused = await t.call('/v2/app/game/fair/client-seed', { clientSeed: 'brand_new' }, { token: member.token });
    expect(refused.body.code).toBe(409);
    expect(refused.body.msg.length).toBeGreaterThan(0);
    const shown = await seeds(member);
    expect(shown.serverSeedHash).toBe(hashServerSeed('a'.repeat(64)));
    expect(shown.clientSeed).toBe('old');
    const set = await t.call('/v2/app/game/fair/client-seed', { clientSeed: 'brand_new' }, { token: member.token });
    expect(set.body.data.serverSeedHash).toBe(shown.nextServerSeedHash);
  });

  it('gives a new member their first pair with its next already committed', async () => {
    const member = await createTestMember(t);
    const { db } = t.app.database;
    await createMemberSeeds(db, member.userId);
    await createMemberSeeds(db, member.userId);
    const rows = await db.select().from(fairSeeds).where(eq(fairSeeds.userId, member.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.nextServerSeedHash).toBe(hashServerSeed(rows[0]!.nextServerSeed!));
    expect((await seeds(member)).nextServerSeedHash).toBe(rows[0]!.nextServerSeedHash);
  });
});

describe('machine settings are committed per business day', () => {
  const newMachine = async (setting: number): Promise<number> => machineAt.get(setting)!;

  it('publishes today’s commitments, hides settings until the day is over, then they recompute', async () => {
    const machineId = await newMachine(5);
    const now = new Date();
    const today = await t.call('/v2/app/game/fair/settings', {});
    expect(today.body.code, today.body.msg).toBe(200);
    expect(today.body.data.day).toBe(tokyoDate(now));
    expect(today.body.data.revealed).toBe(false);
    const published = today.body.data.machines.find((m: { machineId: number }) => m.machineId === machineId);
    expect(published).toMatchObject({ setting: null, salt: null });
    expect(published.commitment).toMatch(/^[0-9a-f]{64}$/);

    const tomorrow = await t.call('/v2/app/game/fair/settings', { day: tokyoDate(new Date(now.getTime() + DAY_MS)) });
    expect(tomorrow.body.code).toBe(400);
    expect(tomorrow.body.data.field).toBe('day');

    const after = await settingDayBoard(t.app.database.db, { day: tokyoDate(now), now: new Date(now.getTime() + DAY_MS) });
    const revealed = after.machines.find((m) => m.machineId === machineId)!;
    expect(after.revealed).toBe(true);
    expect(revealed.setting).toBe(5);
    expect(revealed.commitment).toBe(published.commitment);
    expect(settingCommitment({ machineId, day: after.day, setting: revealed.setting!, salt: revealed.salt! })).toBe(
      published.commitment,
    );
  });

  it('plays rounds on the committed setting; a proof shows the commitment and the setting only after the day', async () => {
    const member = await createTestMember(t);
    await fundMember(t, member.userId, 100_000);
    const machineId = await newMachine(3);
    expect((await t.call('/v2/app/game/seat/take', { machineId }, { token: member.token })).body.code).toBe(200);
    const played = await t.call(
      '/v2/app/game/play',
      { machineId, bet: pachislot.betOptions[0]!, idempotencyKey: randomUUID() },
      { token: member.token },
    );
    expect(played.body.code, played.body.msg).toBe(200);
    await t.call('/v2/app/game/fair/rotate', {}, { token: member.token });

    const board = (await t.call('/v2/app/game/fair/settings', {})).body.data;
    const commitment = board.machines.find((m: { machineId: number }) => m.machineId === machineId).commitment;
    const proof = await t.call('/v2/app/game/fair/round', { recordId: played.body.data.recordId }, { token: member.token });
    expect(proof.body.data.proof).toMatchObject({
      settingDay: board.day,
      settingCommitment: commitment,
      setting: null,
      settingSalt: null,
    });
    // The play answer named the same commitment and the day's root, which the proof's board path leads to.
    expect(played.body.data.proof).toMatchObject({ settingDay: board.day, settingCommitment: commitment });
    expect(proof.body.data.proof.dayRoot).toBe(played.body.data.proof.dayRoot);
    expect(proof.body.data.proof.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    const later = await roundWithProof(t.app.database.db, {
      userId: member.userId,
      recordId: played.body.data.recordId,
      lang: 'en-US',
      now: new Date(Date.now() + DAY_MS),
    });
    const { proof: p } = later;
    expect(p.setting).toBe(3);
    expect(settingCommitment({ machineId, day: p.settingDay, setting: p.setting!, salt: p.settingSalt! })).toBe(commitment);
    const replay = verifyRound({
      model: pachislot,
      setting: p.setting!,
      state: p.stateBefore,
      bet: later.betAmount,
      serverSeed: p.serverSeed!,
      clientSeed: p.clientSeed,
      nonce: p.nonce,
    });
    expect(replay.win).toBe(later.winningAmount);
  });

  // Runs last: it seals the next two days.
  it('applies a planned setting from the next business day only, never to a day that has begun', async () => {
    const { db } = t.app.database;
    const machineId = await newMachine(1);
    const now = new Date();
    const days = new SettingDays();
    await days.applyToday(db, machineId, now);
    const todayBefore = (await settingDayBoard(db, { now })).machines.find((m) => m.machineId === machineId)!;

    const day = await planNextDaySetting(db, { machineId, setting: 6, now });
    expect(day).toBe(tokyoDate(new Date(now.getTime() + DAY_MS)));
    await days.applyToday(db, machineId, now);
    const [today] = await db.select().from(machines).where(eq(machines.id, machineId));
    expect(today!.setting).toBe(1);
    const todayAfter = (await settingDayBoard(db, { now })).machines.find((m) => m.machineId === machineId)!;
    expect(todayAfter.commitment).toBe(todayBefore.commitment);

    const tomorrow = new Date(now.getTime() + DAY_MS);
    await days.applyToday(db, machineId, tomorrow);
    const [next] = await db.select().from(machines).where(eq(machines.id, machineId));
    expect(next!.setting).toBe(6);
    // The day after carries the setting on.
    await days.applyToday(db, machineId, new Date(now.getTime() + 2 * DAY_MS));
    const [carried] = await db
      .select()
      .from(machineSettingDays)
      .where(
        and(
          eq(machineSettingDays.machineId, machineId),
          eq(machineSettingDays.day, tokyoDate(new Date(now.getTime() + 2 * DAY_MS))),
        ),
      );
    expect(carried!.setting).toBe(6);

    // A plan made with a clock that is a day behind would land on a sealed day: refused, nothing changes.
    const stale = await planNextDaySetting(db, { machineId, setting: 2, now: new Date(now.getTime() - DAY_MS) }).catch(
      (e: unknown) => e,
    );
    expect((stale as { reason?: string }).reason).toBe('CONFLICT');
    const todayFinal = (await settingDayBoard(db, { now })).machines.find((m) => m.machineId === machineId)!;
    expect(todayFinal.commitment).toBe(todayBefore.commitment);
  });
});
