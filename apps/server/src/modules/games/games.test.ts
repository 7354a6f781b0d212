import { randomUUID } from 'node:crypto';
import { MODELS, verifyRound, type MachineType } from '@amigo/games';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairSeeds, gameRecords, machineClaims, machines, playerSeats } from './schema.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getBalance, getSystemBalance, verifyLedger } from '../wallet/index.ts';
import { roundWithProof } from './records.ts';
import { firstFree } from '../../test/free-machine.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Tests keep their seats: give the floor enough machines for every member here.
  await t.app.database.db
    .insert(machines)
    .values(
      MODELS.flatMap((model) => Array.from({ length: 12 }, () => ({ modelCode: model.code, setting: model.defaultSetting }))),
    );
});
afterAll(async () => {
  await t.close();
});

const modelOf = (type: MachineType) => MODELS.find((m) => m.type === type)!;

/** A free machine of the first model of the given type, taken by the member. */
async function sit(member: TestMember, type: MachineType): Promise<number> {
  const modelCode = modelOf(type).code;
  const floor = await t.call('/v2/app/game/floor', { type, modelCode, freeOnly: true }, { token: member.token });
  const machineId = firstFree(floor.body.data);
  const seat = await t.call('/v2/app/game/seat/take', { machineId }, { token: member.token });
  expect(seat.body.code, seat.body.msg).toBe(200);
  return machineId;
}

async function play(member: TestMember, machineId: number, bet: number, idempotencyKey: string = randomUUID()) {
  return t.call('/v2/app/game/play', { machineId, bet, idempotencyKey }, { token: member.token });
}

async function countRecords(userId: bigint) {
  const [row] = await t.app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(gameRecords)
    .where(eq(gameRecords.userId, userId));
  return row?.n ?? 0;
}

async function expectLedgerGreen() {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
}

describe('catalogue', () => {
  it('lists every model with its localized name, published RTP and bet options, for guests too', async () => {
    const res = await t.call('/v2/app/game/catalogue', {}, { lang: 'en-US' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.map((g: { code: string }) => g.code).sort()).toEqual(MODELS.map((m) => m.code).sort());
    const slot = res.body.data.find((g: { type: string }) => g.type === 'slot');
    expect(slot.name).toBe(modelOf('slot').names['en-US']);
    expect(slot.rtpMin).toBeGreaterThan(0.8);
    expect(slot.rtpMax).toBeLessThan(1.2);
    expect(slot.machines).toBeGreaterThan(0);
    const ja = await t.call('/v2/app/game/catalogue', { type: 'pachinko' }, { lang: 'ja-JP' });
    expect(ja.body.data.every((g: { type: string }) => g.type === 'pachinko')).toBe(true);
    expect(ja.body.data[0].name).toBe(MODELS.find((m) => m.code === ja.body.data[0].code)!.names['ja-JP']);
  });

  it('orders popular games by plays over 7 days and latest games by release date', async () => {
    const latest = await t.call('/v2/app/game/query/latest/new', { limit: 50 });
    const dates = latest.body.data.map((g: { releasedOn: string }) => g.releasedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const member = await createTestMember(t);
    await fundMember(t, member.userId, 10_000);
    const machineId = await sit(member, 'pachislot');
    await play(member, machineId, modelOf('pachislot').betOptions[0]!);
    const popular = await t.call('/v2/app/game/query/pop/new', { limit: 3 });
    expect(popular.body.data).toHaveLength(3);
    expect(popular.body.data[0].playsLast7Days).toBeGreaterThanOrEqual(1);
    const plays = popular.body.data.map((g: { playsLast7Days: number }) => g.playsLast7Days);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
  });

  it('refuses bad list input with a clear envelope', async () => {
    expect((await t.call('/v2/app/game/query/pop/new', { limit: 0 })).body.code).toBe(400);
    expect((await t.call('/v2/app/game/catalogue', { type: 'roulette' })).body.code).toBe(400);
  });
});

describe('seats', () => {
  it('gives one seat per member: taking another machine leaves the first', async () => {
    const member = await createTestMember(t);
    const first = await sit(member, 'slot');
    const second = await sit(member, 'pachinko');
    const { db } = t.app.database;
    const held = await db
      .select({ id: machineClaims.machineId })
      .from(machineClaims)
      .where(eq(machineClaims.occupantUserId, member.userId));
    expect(held.map((m) => m.id)).toEqual([second]);
    expect(first).not.toBe(second);
    const current = await t.call('/v2/app/game/seat/current', {}, { token: member.token });
    expect(current.body.data.machineId).toBe(second);
    const left = await t.call('/v2/app/game/seat/leave', {}, { token: member.token });
    expect(left.body.data.left).toBe(true);
    expect((await t.call('/v2/app/game/seat/current', {}, { token: member.token })).body.data).toBeNull();
  });

  it('lists, under "free only", free machines and the caller\'s own seat but never another member\'s', async () => {
    const [a, b] = [await createTestMember(t), await createTestMember(t)];
    const mine = await sit(a, 'slot');
    const theirs = await sit(b, 'slot');
    const modelCode = modelOf('slot').code;
    const floor = await t.call('/v2/app/game/floor', { modelCode, freeOnly: true }, { token: a.token });
    const statuses = new Map(floor.body.data.map((m: { machineId: number; status: string }) => [m.machineId, m.status]));
    expect(statuses.get(mine)).toBe('yours');
    expect(statuses.has(theirs)).toBe(false);
    expect([...statuses.values()].every((status) => status === 'free' || status === 'yours')).toBe(true);
  });

  it('gives a machine to one of two members racing for it', async () => {
    const [a, b] = [await createTestMember(t), await createTestMember(t)];
    const floor = await t.call('/v2/app/game/floor', { type: 'slot', freeOnly: true }, { token: a.token });
    const machineId = firstFree(floor.body.data);
    const results = await Promise.all([a, b].map((m) => t.call('/v2/app/game/seat/take', { machineId }, { token: m.token })));
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.body.code === 409)!;
    expect(loser.body.data.reason).toBe('MACHINE_OCCUPIED');
    const view = await t.call('/v2/app/game/floor', { type: 'slot' }, { token: a.token });
    const status = view.body.data.find((m: { machineId: number }) => m.machineId === machineId).status;
    expect(['yours', 'occupied']).toContain(status);
  });

  it('answers unknown and out-of-service machines clearly', async () => {
    const member = await createTestMember(t);
    const missing = await t.call('/v2/app/game/seat/take', { machineId: 999_999 }, { token: member.token });
    expect(missing.body.data.reason).toBe('MACHINE_NOT_FOUND');
    const { db } = t.app.database;
    const [machine] = await db
      .insert(machines)
      .values({ modelCode: modelOf('slot').code, setting: 1, status: 'out_of_service' })
      .returning();
    const closed = await t.call('/v2/app/game/seat/take', { machineId: machine!.id }, { token: member.token });
    expect(closed.body.data.reason).toBe('MACHINE_OUT_OF_SERVICE');
  });

  it('releases a seat after the idle timeout so another member can sit', async () => {
    const [a, b] = [await createTestMember(t), await createTestMember(t)];
    const machineId = await sit(a, 'slot');
    await t.app.database.db
      .update(playerSeats)
      .set({ seatedAt: new Date(Date.now() - 3_600_000) })
      .where(and(eq(playerSeats.userId, a.userId), eq(playerSeats.machineId, machineId)));
    const taken = await t.call('/v2/app/game/seat/take', { machineId }, { token: b.token });
    expect(taken.body.code).toBe(200);
    expect((await t.call('/v2/app/game/seat/current', {}, { token: a.token })).body.data).toBeNull();
  });
});

describe('play', () => {
  it.each(['pachinko', 'pachislot', 'slot'] as const)(
    'plays a %s round: bet out, win in, one record, ledger green',
    async (type) => {
      const member = await createTestMember(t);
      await fundMember(t, member.userId, 100_000);
      const machineId = await sit(member, type);
      const bet = modelOf(type).betOptions[0]!;
      const res = await play(member, machineId, bet);
      expect(res.body.code, res.body.msg).toBe(200);
      const result = res.body.data;
      expect(result.bet).toBe(bet);
      expect(result.balance).toBe(100_000 - bet + result.win);
      expect(Number(await getBalance(t.app.database.db, member.userId))).toBe(result.balance);
      expect(result.proof.serverSeed).toBeNull();
      expect(result.replayed).toBe(false);
      expect(await countRecords(member.userId)).toBe(1);
      await expectLedgerGreen();
    },
  );

  it('answers a replayed request with the first result and plays once', async () => {
    const member = await createTestMember(t);
    await fundMember(t, member.userId, 10_000);
    const machineId = await sit(member, 'slot');
    const key = randomUUID();
    const bet = modelOf('slot').betOptions[0]!;
    const first = await play(member, machineId, bet, key);
    const again = await Promise.all([play(member, machineId, bet, key), play(member, machineId, bet, key)]);
    for (const res of again) {
      expect(res.body.code).toBe(200);
      expect(res.body.data.replayed).toBe(true);
      expect(res.body.data.recordId).toBe(first.body.data.recordId);
      expect(res.body.data.win).toBe(first.body.data.win);
    }
    expect(await countRecords(member.userId)).toBe(1);
    expect(Number(await getBalance(t.app.database.db, member.userId))).toBe(10_000 - bet + first.body.data.win);
    await expectLedgerGreen();
  });

  it('refuses an unaffordable bet and writes nothing, not even a nonce', async () => {
    const member = await createTestMember(t);
    const machineId = await sit(member, 'slot');
    await fundMember(t, member.userId, 1);
    const before = await t.call('/v2/app/game/fair/seeds', {}, { token: member.token });
    const res = await play(member, machineId, modelOf('slot').betOptions[0]!);
    expect(res.body.code).toBe(422);
    expect(res.body.data.reason).toBe('INSUFFICIENT_BALANCE');
    expect(await countRecords(member.userId)).toBe(0);
    const after = await t.call('/v2/app/game/fair/seeds', {}, { token: member.token });
    expect(after.body.data.nonce).toBe(before.body.data.nonce);
    expect(Number(await getBalance(t.app.database.db, member.userId))).toBe(1);
  });

  it('refuses bad bets, foreign machines and play without a seat with clear envelopes', async () => {
    const [member, other] = [await createTestMember(t), await createTestMember(t)];
    await fundMember(t, member.userId, 10_000);
    const machineId = await sit(member, 'slot');
    const othersMachine = await sit(other, 'pachislot');
    const valid = modelOf('slot').betOptions[0]!;
    const cases: Array<[unknown, number, string]> = [
      [{ machineId, bet: valid + 1, idempotencyKey: randomUUID() }, 422, 'BET_NOT_ALLOWED'],
      [{ machineId, bet: -20, idempotencyKey: randomUUID() }, 400, 'INVALID_INPUT'],
      [{ machineId, bet: 20.5, idempotencyKey: randomUUID() }, 400, 'INVALID_INPUT'],
      [{ machineId, bet: 1e15, idempotencyKey: randomUUID() }, 400, 'INVALID_INPUT'],
      [{ machineId, bet: '20', idempotencyKey: randomUUID() }, 400, 'INVALID_INPUT'],
      [{ machineId, bet: valid, idempotencyKey: 'not-a-uuid' }, 400, 'INVALID_INPUT'],
      [{ machineId: othersMachine, bet: valid, idempotencyKey: randomUUID() }, 422, 'SEAT_REQUIRED'],
      [{ machineId: 999_999, bet: valid, idempotencyKey: randomUUID() }, 422, 'SEAT_REQUIRED'],
      [{ machineId: -1, bet: valid, idempotencyKey: randomUUID() }, 400, 'INVALID_INPUT'],
    ];
    for (const [body, code, reason] of cases) {
      const res = await t.call('/v2/app/game/play', body, { token: member.token, lang: 'en-US' });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.body.data.reason, JSON.stringify(body)).toBe(reason);
      expect(res.body.msg.length).toBeGreaterThan(0);
    }
    await t.call('/v2/app/game/seat/leave', {}, { token: member.token });
    const seatless = await play(member, machineId, valid);
    expect(seatless.body.data.reason).toBe('SEAT_REQUIRED');
    expect(await countRecords(member.userId)).toBe(0);
    expect(Number(await getBalance(t.app.database.db, member.userId))).toBe(10_000);
  });

  it('notices changes made between rounds: seed rotation, a setting changed behind its commitment, a seat left', async () => {
    const member = await createTestMember(t);
    await fundMember(t, member.userId, 100_000);
    const machineId = await sit(member, 'pachislot');
    const bet = modelOf('pachislot').betOptions[0]!;
    expect((await play(member, machineId, bet)).body.code).toBe(200);
    const rotated = (await t.call('/v2/app/game/fair/rotate', {}, { token: member.token })).body.data;
    const afterRotation = await play(member, machineId, bet);
    expect(afterRotation.body.code).toBe(200);
    expect(afterRotation.body.data.proof.serverSeedHash).toBe(rotated.serverSeedHash);
    expect(afterRotation.body.data.proof.nonce).toBe(0);

    // The setting is changed behind the day's commitment (as only a tampered database could): the
    // round is never played on it. game_round_commit refuses it, the machine is put back on its
    // committed setting, and the round is played there, so its proof shows the setting it played.
    const { db } = t.app.database;
    const [before] = await db.select({ setting: machines.setting }).from(machines).where(eq(machines.id, machineId));
    const tampered = before!.setting === 6 ? 5 : 6;
    await db.update(machines).set({ setting: tampered }).where(eq(machines.id, machineId));
    try {
      const afterSetting = await play(member, machineId, bet);
      expect(afterSetting.body.code, afterSetting.body.msg).toBe(200);
      const [record] = await db
        .select()
        .from(gameRecords)
        .where(and(eq(gameRecords.userId, member.userId), eq(gameRecords.id, BigInt(afterSetting.body.data.recordId))));
      expect(record!.setting).toBe(before!.setting);
      const [machine] = await db.select({ setting: machines.setting }).from(machines).where(eq(machines.id, machineId));
      expect(machine!.setting).toBe(before!.setting);
    } finally {
      await db.update(machines).set({ setting: before!.setting }).where(eq(machines.id, machineId));
    }

    await t.call('/v2/app/game/seat/leave', {}, { token: member.token });
    const left = await play(member, machineId, bet);
    expect(left.body.data.reason).toBe('SEAT_REQUIRED');
    expect(await countRecords(member.userId)).toBe(3);
    await expectLedgerGreen();
  });

  it('asks guests to sign in', async () => {
    const res = await t.call('/v2/app/game/play', { machineId: 101, bet: 20, idempotencyKey: randomUUID() });
    expect(res.body.code).toBe(401);
  });
});

describe('fairness', () => {
  it('commits to the server seed, reveals it on rotation, and every round recomputes exactly', async () => {
    const member = await createTestMember(t);
    await fundMember(t, member.userId, 200_000);
    const seeds = (await t.call('/v2/app/game/fair/seeds', {}, { token: member.token })).body.data;
    expect(seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(seeds.previous).toBeNull();

    const recordIds: string[] = [];
    for (const type of ['pachinko', 'pachislot', 'slot'] as const) {
      const machineId = await sit(member, type);
      for (let i = 0; i < 5; i += 1) {
        const res = await play(member, machineId, modelOf(type).betOptions[0]!);
        expect(res.body.code, res.body.msg).toBe(200);
        recordIds.push(res.body.data.recordId);
      }
    }
    const hidden = await t.call('/v2/app/game/fair/round', { recordId: recordIds[0] }, { token: member.token });
    expect(hidden.body.data.proof.serverSeed).toBeNull();
    expect(hidden.body.data.proof.setting).toBeNull();

    const rotated = (await t.call('/v2/app/game/fair/rotate', {}, { token: member.token })).body.data;
    expect(rotated.previous.serverSeedHash).toBe(seeds.serverSeedHash);
    expect(rotated.previous.lastNonce).toBe(14);
    expect(rotated.serverSeedHash).not.toBe(seeds.serverSeedHash);
    expect(rotated.nonce).toBe(0);

    for (const recordId of recordIds) {
      const shown = (await t.call('/v2/app/game/fair/round', { recordId }, { token: member.token })).body.data;
      expect(shown.proof.serverSeed).not.toBeNull();
      expect(shown.proof.setting).toBeNull(); // the setting waits for the business day's end
      // The day after: the day's setting is revealed too (fair-commitments.test.ts checks its commitment).
      const round = await roundWithProof(t.app.database.db, {
        userId: member.userId,
        recordId,
        lang: 'ja-JP',
        now: new Date(Date.now() + 86_400_000),
      });
      const model = MODELS.find((m) => m.code === round.modelCode)!;
      const replay = verifyRound({
        model,
        setting: round.proof.setting!,
        state: round.proof.stateBefore,
        bet: round.betAmount,
        serverSeed: round.proof.serverSeed!,
        clientSeed: round.proof.clientSeed,
        nonce: round.proof.nonce,
      });
      expect(replay.win).toBe(round.winningAmount);
      expect(replay.display).toEqual(round.display);
    }
  });

  it('lets the member choose a client seed and refuses invalid ones', async () => {
    const member = await createTestMember(t);
    // As the fairness page does: the member sees the active and next seeds' hashes before choosing.
    await t.call('/v2/app/game/fair/seeds', {}, { token: member.token });
    const set = await t.call('/v2/app/game/fair/client-seed', { clientSeed: 'lucky_7-seed' }, { token: member.token });
    expect(set.body.data.clientSeed).toBe('lucky_7-seed');
    for (const clientSeed of ['', 'x'.repeat(65), 'with space', '<script>', 'ümlaut']) {
      const res = await t.call('/v2/app/game/fair/client-seed', { clientSeed }, { token: member.token });
      expect(res.body.code, clientSeed).toBe(400);
    }
    const { db } = t.app.database;
    const rows = await db.select().from(fairSeeds).where(eq(fairSeeds.userId, member.userId));
    expect(rows.filter((r) => r.active)).toHaveLength(1);
  });

  it('never shows one member another member’s round', async () => {
    const [a, b] = [await createTestMember(t), await createTestMember(t)];
    await fundMember(t, a.userId, 10_000);
    const machineId = await sit(a, 'slot');
    const res = await play(a, machineId, modelOf('slot').betOptions[0]!);
    const peek = await t.call('/v2/app/game/fair/round', { recordId: res.body.data.recordId }, { token: b.token });
    expect(peek.body.code).toBe(404);
    const list = await t.call('/v2/app/record/game/record/query', {}, { token: b.token });
    expect(list.body.data.total).toBe(0);
  });
});

describe('records and the hall board', () => {
  it('pages records with totals that equal the ledger movements', async () => {
    const member = await createTestMember(t);
    await fundMember(t, member.userId, 500_000);
    const machineId = await sit(member, 'pachislot');
    const bet = modelOf('pachislot').betOptions[0]!;
    for (let i = 0; i < 30; i += 1) expect((await play(member, machineId, bet)).body.code).toBe(200);
    const page = await t.call('/v2/app/record/game/record/query', { pageNum: 2, pageSize: 20 }, { token: member.token });
    expect(page.body.data.total).toBe(30);
    expect(page.body.data.list).toHaveLength(10);
    expect(page.body.data.list[0].machineId).toBe(machineId);
    const totals = (await t.call('/v2/app/record/game/record/count', {}, { token: member.token })).body.data;
    expect(totals.count).toBe(30);
    expect(totals.betAmount).toBe(30 * bet);
    const balance = Number(await getBalance(t.app.database.db, member.userId));
    expect(balance).toBe(500_000 + totals.profitLoss);
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const filtered = await t.call(
      '/v2/app/record/game/record/count',
      { from: today, to: today, modelCode: modelOf('pachislot').code },
      { token: member.token },
    );
    expect(filtered.body.data.count).toBe(30);
    const otherGame = await t.call(
      '/v2/app/record/game/record/count',
      { modelCode: modelOf('slot').code },
      { token: member.token },
    );
    expect(otherGame.body.data.count).toBe(0);
    const bad = await t.call('/v2/app/record/game/record/query', { from: '2026-13-01' }, { token: member.token });
    expect(bad.body.code).toBe(400);

    const board = (await t.call('/v2/app/game/machine', { machineId }, { token: member.token })).body.data;
    expect(board.roundsToday).toBeGreaterThanOrEqual(30);
    expect(board.status).toBe('yours');
    expect(board.days).toHaveLength(7);
  });

  it('keeps favorites per member', async () => {
    const [a, b] = [await createTestMember(t), await createTestMember(t)];
    const code = modelOf('slot').code;
    await t.call('/v2/app/game/favorite/set', { modelCode: code, favorite: true }, { token: a.token });
    expect(
      (await t.call('/v2/app/game/favorite/list', {}, { token: a.token })).body.data.map((g: { code: string }) => g.code),
    ).toEqual([code]);
    expect((await t.call('/v2/app/game/favorite/list', {}, { token: b.token })).body.data).toEqual([]);
    const floor = await t.call('/v2/app/game/floor', { favoritesOnly: true }, { token: a.token });
    expect(floor.body.data.every((m: { modelCode: string }) => m.modelCode === code)).toBe(true);
    const unknown = await t.call('/v2/app/game/favorite/set', { modelCode: 'no-such-game', favorite: true }, { token: a.token });
    expect(unknown.body.data.reason).toBe('GAME_NOT_FOUND');
  });
});

describe('many members at once', () => {
  it('20 members × 100 rounds keep the ledger green and records equal to the game bank', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => createTestMember(t)));
    const types = ['pachinko', 'pachislot', 'slot'] as const;
    const bankBefore = await getSystemBalance(t.app.database.db, 'game_bank');
    const seats: number[] = [];
    for (const [index, member] of members.entries()) {
      await fundMember(t, member.userId, 1_000_000);
      seats.push(await sit(member, types[index % 3]!));
    }
    await Promise.all(
      members.map(async (member, index) => {
        const bet = modelOf(types[index % 3]!).betOptions[0]!;
        for (let round = 0; round < 100; round += 1) {
          const res = await play(member, seats[index]!, bet);
          expect(res.body.code, res.body.msg).toBe(200);
        }
      }),
    );
    const { db } = t.app.database;
    const ids = members.map((m) => m.userId);
    const [totals] = await db
      .select({ bet: sql<string>`sum(bet)::text`, win: sql<string>`sum(win)::text`, n: sql<number>`count(*)::int` })
      .from(gameRecords)
      .where(sql`${gameRecords.userId} in ${ids}`);
    expect(totals!.n).toBe(2000);
    const bankAfter = await getSystemBalance(db, 'game_bank');
    expect(bankAfter - bankBefore).toBe(BigInt(totals!.bet) - BigInt(totals!.win));
    await expectLedgerGreen();
    // 2,000 rounds: about 10 s on a quiet machine, several times that when the machine is shared.
  }, 120_000);
});
