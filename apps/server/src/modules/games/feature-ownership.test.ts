import { randomUUID } from 'node:crypto';
import { getModel, verifyRound, type MachineState } from '@amigo/games';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksWhole } from '../../test/books.ts';
import { fairSeeds, gameRecords, machines, playerSeats } from './schema.ts';
import { machineFloor } from './hall-views.ts';
import { letters } from '../letters/schema.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../auth/index.ts';
import { ensureUserWallet, getBalance, systemAccount, transfer, verifyLedger } from '../wallet/index.ts';
import { settleEndedHolds } from './settle-held-feature.ts';
import { firstFree } from '../../test/free-machine.ts';

/**
 * Issue 18, section 1: a triggered feature belongs to the member who triggered it. Features are
 * triggered by real play (the member plays until the machine's answer shows one), then left in
 * each way a member can leave; the owner must get exactly what the feature's rounds pay from
 * their own seed, and nobody else may get anything from it.
 */
let t: TestApp;
const PACHISLOT = 'golden-seven';
const PACHINKO = 'sakura-rush-4';
/** Triggering a feature by real play takes a few hundred rounds: room for a busy machine (no timing is asserted). */
const SLOW = 600_000;

beforeAll(async () => {
  // The settlement job is off: each test ends holds itself and settles on demand, so nothing is timed.
  t = await createTestApp({ featureSettleIntervalMs: 0 });
  await t.app.database.db
    .insert(machines)
    .values([PACHISLOT, PACHINKO].flatMap((modelCode) => Array.from({ length: 8 }, () => ({ modelCode, setting: 1 }))));
}, SLOW);
// After every flow the books are whole: the ledger and each order's transfers (issue 26 §1).
afterEach(async () => {
  await expectBooksWhole(t);
});
afterAll(async () => {
  await t.close();
});

async function newMember(coins = 1_000_000): Promise<TestMember> {
  const member = await createTestMember(t);
  await fundMember(t, member.userId, coins);
  return member;
}

/** A free machine: "free only" also lists the member's own seat, which is not another machine. */
async function freeMachine(member: TestMember, modelCode: string): Promise<number> {
  const floor = await t.call('/v2/app/game/floor', { modelCode, freeOnly: true }, { token: member.token });
  return firstFree(floor.body.data);
}

async function takeSeat(member: TestMember, machineId: number, lang = 'ja-JP') {
  return t.call('/v2/app/game/seat/take', { machineId }, { token: member.token, lang });
}

async function play(member: TestMember, machineId: number, bet: number) {
  return t.call('/v2/app/game/play', { machineId, bet, idempotencyKey: randomUUID() }, { token: member.token });
}

/** Plays until a round leaves the wanted feature open (real draws from the member's seed). */
async function playUntilFeature(member: TestMember, machineId: number, bet: number, wanted: (state: MachineState) => boolean) {
  for (let round = 0; round < 5_000; round += 1) {
    const res = await play(member, machineId, bet);
    expect(res.body.code, res.body.msg).toBe(200);
    if (res.body.data.state !== null && wanted(res.body.data.state)) return res.body.data.state as MachineState;
  }
  throw new Error('no feature in 5,000 rounds');
}

async function balanceOf(member: TestMember) {
  return Number(await getBalance(t.app.database.db, member.userId));
}

/** The machine as the floor sees it: its claim with its holder's seat row (feature state, hold). */
async function machineRow(machineId: number) {
  const [row] = await t.app.database.db.select().from(machineFloor).where(eq(machineFloor.id, machineId));
  return row!;
}

/** Ends the owner's hold now (instead of waiting FEATURE_HOLD_SECONDS): on the seat row that holds the feature. */
async function endHold(machineId: number) {
  await t.app.database.db
    .update(playerSeats)
    .set({ heldUntil: sql`now() - interval '1 second'`, seatedAt: sql`seated_at - interval '1 day'` })
    .where(and(eq(playerSeats.machineId, machineId), isNotNull(playerSeats.state)));
}

/**
 * What the feature is worth from here, computed independently with packages/games: the owner's
 * active seed pair and next nonces, the machine's state and the bet of their last round there,
 * played until the machine is back in its base state.
 */
async function expectedFeature(owner: TestMember, machineId: number) {
  const { db } = t.app.database;
  const machine = await machineRow(machineId);
  const [seed] = await db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.userId, owner.userId), eq(fairSeeds.active, true)));
  const [last] = await db
    .select({ bet: gameRecords.bet })
    .from(gameRecords)
    .where(and(eq(gameRecords.userId, owner.userId), eq(gameRecords.machineId, machineId)))
    .orderBy(sql`${gameRecords.id} desc`)
    .limit(1);
  const bet = Number(last!.bet);
  let state: MachineState = machine.state;
  let nonce = seed!.nonce;
  let net = 0;
  let rounds = 0;
  while (state !== null) {
    const result = verifyRound({
      model: machine.modelCode,
      setting: machine.setting,
      state,
      bet,
      serverSeed: seed!.serverSeed,
      clientSeed: seed!.clientSeed,
      nonce,
    });
    net += result.win - result.bet;
    rounds += 1;
    nonce += 1;
    state = result.state;
  }
  return { net, rounds, firstNonce: seed!.nonce };
}

async function settledRecords(owner: TestMember, machineId: number, fromNonce: number) {
  return t.app.database.db
    .select()
    .from(gameRecords)
    .where(and(eq(gameRecords.userId, owner.userId), eq(gameRecords.machineId, machineId), gte(gameRecords.nonce, fromNonce)));
}

async function featureLetters(owner: TestMember) {
  return t.app.database.db
    .select()
    .from(letters)
    .where(and(eq(letters.userId, owner.userId), eq(letters.template, 'featureSettled')));
}

async function expectLedgerGreen() {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
}

function floorEntry(list: { machineId: number }[], machineId: number) {
  return list.find((m) => m.machineId === machineId) as { status: string; inBonus: boolean } | undefined;
}

describe('a feature belongs to the member who triggered it', { timeout: SLOW }, () => {
  it('leave mid-BIG: the machine is held, another member is refused, and the owner is paid the whole BIG', async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const machineId = await freeMachine(owner, PACHISLOT);
    expect((await takeSeat(owner, machineId)).body.code).toBe(200);
    await playUntilFeature(owner, machineId, 3, (state) => state!.bonus === 'big');
    for (let game = 0; game < 3; game += 1) expect((await play(owner, machineId, 3)).body.code).toBe(200);
    expect((await t.call('/v2/app/game/seat/leave', {}, { token: owner.token })).body.data.left).toBe(true);

    // Held: refused to another member in their language, shown as held with no hint of a bonus.
    const refused = await takeSeat(other, machineId, 'en-US');
    expect(refused.body.code).toBe(409);
    expect(refused.body.data.reason).toBe('MACHINE_HELD');
    expect(refused.body.msg).toMatch(/held/i);
    const seenByOther = (await t.call('/v2/app/game/floor', { modelCode: PACHISLOT }, { token: other.token })).body.data;
    expect(floorEntry(seenByOther, machineId)).toMatchObject({ status: 'held', inBonus: false });
    const free = (await t.call('/v2/app/game/floor', { modelCode: PACHISLOT, freeOnly: true }, { token: other.token })).body.data;
    expect(floorEntry(free, machineId)).toBeUndefined();
    const detail = await t.call('/v2/app/game/machine', { machineId }, { token: other.token });
    expect(detail.body.data).toMatchObject({ status: 'held', inBonus: false });
    const seenByOwner = (await t.call('/v2/app/game/floor', { modelCode: PACHISLOT }, { token: owner.token })).body.data;
    expect(floorEntry(seenByOwner, machineId)).toMatchObject({ status: 'yours', inBonus: true });

    // The hold ends; the next member who tries the machine gets it fresh, after it was settled for the owner.
    const expected = await expectedFeature(owner, machineId);
    const bigValue = 21 * (15 - 3); // the 21 BIG games left, each paying 15 for a stake of 3 (PAR sheet data)
    expect(expected).toMatchObject({ net: bigValue, rounds: 21 });
    const [ownerBefore, otherBefore] = [await balanceOf(owner), await balanceOf(other)];
    await endHold(machineId);
    const seat = await takeSeat(other, machineId);
    expect(seat.body.code, seat.body.msg).toBe(200);
    expect(seat.body.data.state).toBeNull();
    expect(await balanceOf(owner)).toBe(ownerBefore + bigValue);
    expect(await balanceOf(other)).toBe(otherBefore);
    expect(await settledRecords(owner, machineId, expected.firstNonce)).toHaveLength(21);
    const [letter] = await featureLetters(owner);
    expect(letter?.params).toMatchObject({ machineId, rounds: 21, net: bigValue });

    // The other member's first round there is a new stake on a machine in its base state.
    const first = await play(other, machineId, 3);
    expect(first.body.data.proof.stateBefore).toBeNull();
    expect(await machineRow(machineId)).toMatchObject({ heldForUserId: first.body.data.state ? other.userId : null });
    await expectLedgerGreen();
  });

  it('idle release mid-rush: the settlement job plays the rush out for its owner, exactly as their seed says', async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const machineId = await freeMachine(owner, PACHINKO);
    expect((await takeSeat(owner, machineId)).body.code).toBe(200);
    await playUntilFeature(owner, machineId, 1000, (state) => state!.mode === 'rush');
    // The owner stops playing: the seat lapses (SEAT_IDLE_SECONDS), the hold does not.
    await t.app.database.db
      .update(playerSeats)
      .set({ seatedAt: sql`now() - interval '2 hours'`, lastPlayedAt: sql`now() - interval '2 hours'` })
      .where(and(eq(playerSeats.userId, owner.userId), eq(playerSeats.machineId, machineId)));
    expect((await takeSeat(other, machineId)).body.data.reason).toBe('MACHINE_HELD');
    expect(await settleEndedHolds(t.app.database.db)).toEqual([]);

    const expected = await expectedFeature(owner, machineId);
    const [ownerBefore, otherBefore] = [await balanceOf(owner), await balanceOf(other)];
    await endHold(machineId);
    // The machine's setting changed behind the day's commitment meanwhile: the settlement plays the
    // rush out on the committed setting all the same (and puts the machine back on it).
    const committed = (await machineRow(machineId)).setting;
    await t.app.database.db
      .update(machines)
      .set({ setting: committed === 6 ? 5 : 6 })
      .where(eq(machines.id, machineId));
    const settled = await settleEndedHolds(t.app.database.db);
    expect(settled).toEqual([
      expect.objectContaining({ machineId, ownerUserId: owner.userId, rounds: expected.rounds, finished: true }),
    ]);
    expect(await balanceOf(owner)).toBe(ownerBefore + expected.net);
    expect(await balanceOf(other)).toBe(otherBefore);
    expect(await machineRow(machineId)).toMatchObject({
      state: null,
      occupantUserId: null,
      heldForUserId: null,
      heldUntil: null,
    });
    expect((await t.call('/v2/app/game/seat/current', {}, { token: owner.token })).body.data).toBeNull();
    // Settled rounds are ordinary rounds: each one recomputes from the owner's seed.
    const records = await settledRecords(owner, machineId, expected.firstNonce);
    expect(records).toHaveLength(expected.rounds);
    expect(records.every((r) => r.stateBefore !== null)).toBe(true);
    expect(records.every((r) => r.setting === committed)).toBe(true);
    expect((await machineRow(machineId)).setting).toBe(committed);
    expect(await featureLetters(owner)).toHaveLength(1);
    // Settling again finds nothing: the letter and the payment happen once.
    expect(await settleEndedHolds(t.app.database.db)).toEqual([]);
    expect((await takeSeat(other, machineId)).body.code).toBe(200);
    await expectLedgerGreen();
  });

  it('disconnect mid-feature: the owner signs in again, comes back and plays their own feature on', async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const machineId = await freeMachine(owner, PACHISLOT);
    expect((await takeSeat(owner, machineId)).body.code).toBe(200);
    await playUntilFeature(owner, machineId, 3, () => true);
    expect((await t.call('/v2/app/auth/logout', {}, { token: owner.token })).body.code).toBe(200);
    expect((await takeSeat(other, machineId)).body.data.reason).toBe('MACHINE_HELD');

    // The owner signs in again: a new session of the same member.
    const back = {
      ...owner,
      token: await createSession(t.app.database.db, {
        userId: owner.userId,
        ip: '127.0.0.1',
        userAgent: 'vitest',
        now: new Date(),
        policy: { ttlMs: t.app.config.sessionTtlMs, idleMs: t.app.config.sessionIdleMs },
      }),
    };
    const expected = await expectedFeature(owner, machineId);
    const before = await balanceOf(owner);
    const resumed = await takeSeat(back, machineId);
    expect(resumed.body.code, resumed.body.msg).toBe(200);
    expect(resumed.body.data.state).not.toBeNull();
    let rounds = 0;
    for (let state = resumed.body.data.state; state !== null; rounds += 1) {
      const res = await play(back, machineId, 3);
      expect(res.body.code, res.body.msg).toBe(200);
      state = res.body.data.state;
    }
    expect(rounds).toBe(expected.rounds);
    expect(await balanceOf(owner)).toBe(before + expected.net);
    expect(await machineRow(machineId)).toMatchObject({ heldForUserId: null, heldUntil: null });
    expect(await featureLetters(owner)).toHaveLength(0);
    await expectLedgerGreen();
  });

  it('a loss limit, a cool-off and an empty wallet mid-feature never stop it; they refuse the next new stake', async () => {
    const owner = await newMember(20_000);
    const machineId = await freeMachine(owner, PACHISLOT);
    expect((await takeSeat(owner, machineId)).body.code).toBe(200);
    await playUntilFeature(owner, machineId, 3, () => true);
    const limit = await t.call(
      '/v2/app/responsible/limit/set',
      { kind: 'loss', period: 'day', amount: 1 },
      { token: owner.token },
    );
    expect(limit.body.code, limit.body.msg).toBe(200);
    // Spend the wallet elsewhere: the feature's stakes come from what its games pay.
    const { db } = t.app.database;
    await db.transaction(async (tx) =>
      transfer(tx, {
        id: `test-drain:${owner.userId}`,
        from: await ensureUserWallet(tx, owner.userId),
        to: await systemAccount(tx, 'deposits_clearing', owner.userId),
        amount: await getBalance(tx, owner.userId),
        reason: 'test',
        ref: 'test-drain',
      }),
    );
    expect(await balanceOf(owner)).toBe(0);
    const expected = await expectedFeature(owner, machineId);
    let rounds = 0;
    for (let state: MachineState = (await machineRow(machineId)).state; state !== null; rounds += 1) {
      if (rounds === 2) {
        const block = await t.call(
          '/v2/app/responsible/block',
          { kind: 'cool_off', period: '24h', confirm: true },
          { token: owner.token },
        );
        expect(block.body.code, block.body.msg).toBe(200);
      }
      const res = await play(owner, machineId, 3);
      expect(res.body.code, res.body.msg).toBe(200);
      state = res.body.data.state;
    }
    expect(rounds).toBe(expected.rounds);
    expect(await balanceOf(owner)).toBe(expected.net);
    // The feature is over: the next round is a new stake, and the cool-off refuses it.
    expect((await play(owner, machineId, 3)).body.data.reason).toBe('COOLING_OFF');
    await expectLedgerGreen();
  });

  it('a loss limit refuses a new stake but not the rush already won', async () => {
    const owner = await newMember();
    const machineId = await freeMachine(owner, PACHINKO);
    expect((await takeSeat(owner, machineId)).body.code).toBe(200);
    await playUntilFeature(owner, machineId, 1000, (state) => state!.mode === 'rush');
    await t.call('/v2/app/responsible/limit/set', { kind: 'loss', period: 'day', amount: 1 }, { token: owner.token });
    const expected = await expectedFeature(owner, machineId);
    const before = await balanceOf(owner);
    let state: MachineState = (await machineRow(machineId)).state;
    while (state !== null) {
      const res = await play(owner, machineId, 1000);
      expect(res.body.code, res.body.msg).toBe(200);
      state = res.body.data.state;
    }
    expect(await balanceOf(owner)).toBe(before + expected.net);
    expect((await play(owner, machineId, 1000)).body.data.reason).toBe('LOSS_LIMIT_REACHED');
    await expectLedgerGreen();
  });

  it('taking another machine keeps the first one held for its owner until the hold ends', async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const machineId = await freeMachine(owner, PACHISLOT);
    expect((await takeSeat(owner, machineId)).body.code).toBe(200);
    await playUntilFeature(owner, machineId, 3, () => true);
    const second = await freeMachine(owner, PACHISLOT);
    expect((await takeSeat(owner, second)).body.code).toBe(200);
    expect((await takeSeat(other, machineId)).body.data.reason).toBe('MACHINE_HELD');
    const held = await machineRow(machineId);
    expect(held.heldForUserId).toBe(owner.userId);
    expect(held.heldUntil!.getTime()).toBeLessThanOrEqual(Date.now() + t.app.config.featureHoldSeconds * 1000 + 60_000);
    const expected = await expectedFeature(owner, machineId);
    const before = await balanceOf(owner);
    await endHold(machineId);
    // The owner's own return after the hold ended finds the feature already played out for them.
    const back = await takeSeat(owner, machineId);
    expect(back.body.data.state).toBeNull();
    expect(await balanceOf(owner)).toBe(before + expected.net);
    await expectLedgerGreen();
  });
});

describe('settlement of a model feature matches the model', () => {
  it('a BIG settles for exactly its games × (payout − stake)', () => {
    const model = getModel(PACHISLOT)!;
    expect(model.type).toBe('pachislot');
    let state: MachineState = { bonus: 'big', gamesLeft: 24 };
    let net = 0;
    for (let nonce = 0; state !== null; nonce += 1) {
      const r = verifyRound({ model, setting: 1, state, bet: 3, serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce });
      net += r.win - r.bet;
      state = r.state;
    }
    expect(net).toBe(288);
  });
});
