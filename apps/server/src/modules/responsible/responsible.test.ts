import { randomUUID } from 'node:crypto';
import { MODELS } from '@amigo/games';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRecords, machines } from '../games/schema.ts';
import { letters } from '../letters/schema.ts';
import { responsibleEvents, responsibleProfiles } from './schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, fundMember, saveTestBankCard, type TestMember } from '../../test/members.ts';
import { approveKycForTest } from '../kyc/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { endIndefiniteExclusion } from './blocks.ts';
import { setLimit } from './set-limit.ts';
import { getStatus } from './status.ts';
import { firstFree } from '../../test/free-machine.ts';

let t: TestApp;
const slot = MODELS.find((m) => m.type === 'slot')!;
const bet = slot.betOptions[0]!;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.database.db
    .insert(machines)
    .values(Array.from({ length: 20 }, () => ({ modelCode: slot.code, setting: slot.defaultSetting })));
});
afterAll(async () => {
  await t.close();
});

const deposit = (m: TestMember, amount: number) =>
  t.call('/v2/app/pay/order', { channel: 'sandbox', amount, currency: 'JPY', idempotencyKey: randomUUID() }, { token: m.token });

async function seated(coins = 100_000): Promise<TestMember & { machineId: number }> {
  const member = await createTestMember(t);
  await fundMember(t, member.userId, coins);
  const floor = await t.call('/v2/app/game/floor', { modelCode: slot.code, freeOnly: true }, { token: member.token });
  const machineId = firstFree(floor.body.data);
  expect((await t.call('/v2/app/game/seat/take', { machineId }, { token: member.token })).body.code).toBe(200);
  return { ...member, machineId };
}

const play = (m: TestMember & { machineId: number }) =>
  t.call('/v2/app/game/play', { machineId: m.machineId, bet, idempotencyKey: randomUUID() }, { token: m.token, lang: 'en-US' });

/** Past rounds, written as the games module writes them, to put a member at an exact net loss. */
async function lostAlready(userId: bigint, coins: number, machineId: number) {
  await t.app.database.db.insert(gameRecords).values({
    userId,
    machineId,
    modelCode: slot.code,
    bet: BigInt(coins),
    win: 0n,
    spins: 1,
    bonuses: [],
    seedId: 0n,
    nonce: 0,
    setting: 1,
    display: {},
    idempotencyKey: randomUUID(),
  });
}

describe('deposit limits', () => {
  it('passes a deposit that reaches the limit exactly and refuses one coin over', async () => {
    const m = await createTestMember(t);
    const set = await t.call(
      '/v2/app/responsible/limit/set',
      { kind: 'deposit', period: 'day', amount: 10_000 },
      { token: m.token },
    );
    expect(set.body.data.limits).toEqual([{ kind: 'deposit', period: 'day', amount: 10_000, pending: null, used: 0 }]);
    expect((await deposit(m, 6_000)).body.code).toBe(200);
    expect((await deposit(m, 4_000)).body.code).toBe(200);
    const over = await deposit(m, 1_000);
    expect(over.body.code).toBe(422);
    expect(over.body.data.reason).toBe('DEPOSIT_LIMIT_REACHED');
    const status = await t.call('/v2/app/responsible/status', {}, { token: m.token });
    expect(status.body.data.limits[0].used).toBe(10_000);
  });

  it('applies the lowest of several limits', async () => {
    const m = await createTestMember(t);
    await t.call('/v2/app/responsible/limit/set', { kind: 'deposit', period: 'month', amount: 3_000 }, { token: m.token });
    await t.call('/v2/app/responsible/limit/set', { kind: 'deposit', period: 'day', amount: 50_000 }, { token: m.token });
    expect((await deposit(m, 3_000)).body.code).toBe(200);
    expect((await deposit(m, 1_000)).body.data.reason).toBe('DEPOSIT_LIMIT_REACHED');
  });

  it('lowers at once, raises and removes only after 24 hours (clock injected)', async () => {
    const m = await createTestMember(t);
    const { db } = t.app.database;
    const t0 = new Date('2026-11-20T00:00:00Z');
    await setLimit(db, { userId: m.userId, kind: 'deposit', period: 'week', amount: 50_000, now: t0 });
    const lowered = await setLimit(db, { userId: m.userId, kind: 'deposit', period: 'week', amount: 20_000, now: t0 });
    expect(lowered.limits[0]).toMatchObject({ amount: 20_000, pending: null });

    const raised = await setLimit(db, { userId: m.userId, kind: 'deposit', period: 'week', amount: 80_000, now: t0 });
    expect(raised.limits[0]).toMatchObject({ amount: 20_000, pending: { amount: 80_000, from: '2026-11-21T00:00:00.000Z' } });
    const justBefore = await getStatus(db, m.userId, new Date(t0.getTime() + 24 * 3_600_000 - 1));
    expect(justBefore.limits[0]!.amount).toBe(20_000);
    const after = await getStatus(db, m.userId, new Date(t0.getTime() + 24 * 3_600_000));
    expect(after.limits[0]).toMatchObject({ amount: 80_000, pending: null });

    const removal = await setLimit(db, { userId: m.userId, kind: 'deposit', period: 'week', amount: null, now: t0 });
    expect(removal.limits[0]).toMatchObject({ amount: 20_000, pending: { amount: null } });
    expect((await getStatus(db, m.userId, new Date(t0.getTime() + 25 * 3_600_000))).limits).toEqual([]);

    const events = await db.select().from(responsibleEvents).where(eq(responsibleEvents.userId, m.userId));
    expect(events).toHaveLength(4);
    const mail = await db.select().from(letters).where(eq(letters.userId, m.userId));
    expect(mail.length).toBe(4);
  });

  it('refuses bad limit input clearly and changes nothing', async () => {
    const m = await createTestMember(t);
    for (const body of [
      { kind: 'deposit', period: 'year', amount: 10 },
      { kind: 'bets', period: 'day', amount: 10 },
      { kind: 'deposit', period: 'day', amount: 0 },
      { kind: 'deposit', period: 'day', amount: -5 },
      { kind: 'deposit', period: 'day', amount: 1.5 },
      { kind: 'deposit', period: 'day', amount: '100' },
    ]) {
      expect((await t.call('/v2/app/responsible/limit/set', body, { token: m.token })).body.code, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call('/v2/app/responsible/status', {}, { token: m.token })).body.data.limits).toEqual([]);
  });
});

describe('loss limits', () => {
  it('lets a bet reach the limit exactly and refuses one that could pass it', async () => {
    const m = await seated();
    await t.call('/v2/app/responsible/limit/set', { kind: 'loss', period: 'day', amount: 100 }, { token: m.token });
    await lostAlready(m.userId, 100 - bet, m.machineId);
    const atLimit = await play(m);
    expect(atLimit.body.code, atLimit.body.msg).toBe(200);

    const other = await seated();
    await t.call('/v2/app/responsible/limit/set', { kind: 'loss', period: 'day', amount: 100 }, { token: other.token });
    await lostAlready(other.userId, 100 - bet + 1, other.machineId);
    const before = await getBalance(t.app.database.db, other.userId);
    const over = await play(other);
    expect(over.body.code).toBe(422);
    expect(over.body.data.reason).toBe('LOSS_LIMIT_REACHED');
    expect(await getBalance(t.app.database.db, other.userId)).toBe(before);
    expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  });
});

describe('cool-off and self-exclusion', () => {
  it('refuses deposits, seats and play while login, letters and withdrawals still work', async () => {
    const m = await seated();
    const { db } = t.app.database;
    await db
      .update(users)
      .set({ paymentPasswordHash: await hashPassword('246810'), firstName: 'Taro', lastName: 'Yamada' })
      .where(eq(users.id, m.userId));
    const cardId = await saveTestBankCard(t, m.token, { accountNumber: '7654321' });
    await approveKycForTest(db, m.userId);

    const missingConfirm = await t.call(
      '/v2/app/responsible/block',
      { kind: 'self_exclusion', period: '6m' },
      { token: m.token },
    );
    expect(missingConfirm.body.code).toBe(400);
    const blocked = await t.call(
      '/v2/app/responsible/block',
      { kind: 'self_exclusion', period: '6m', confirm: true },
      { token: m.token },
    );
    expect(blocked.body.data.block.kind).toBe('self_exclusion');

    const refusedPlay = await play(m);
    expect(refusedPlay.body.code).toBe(403);
    expect(refusedPlay.body.data.reason).toBe('SELF_EXCLUDED');
    expect((await deposit(m, 1_000)).body.data.reason).toBe('SELF_EXCLUDED');
    const seat = await t.call('/v2/app/game/seat/take', { machineId: m.machineId }, { token: m.token });
    expect(seat.body.data.reason).toBe('SELF_EXCLUDED');

    expect((await t.call('/v2/app/user/info', {}, { token: m.token })).body.code).toBe(200);
    expect((await t.call('/v2/app/station/query', {}, { token: m.token })).body.code).toBe(200);
    const withdrawal = await t.call(
      '/v2/app/draw/withdraw',
      { amount: 5_000, bankCardId: cardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
      { token: m.token },
    );
    expect(withdrawal.body.code, withdrawal.body.msg).toBe(200);

    const shorter = await t.call(
      '/v2/app/responsible/block',
      { kind: 'cool_off', period: '24h', confirm: true },
      { token: m.token },
    );
    expect(shorter.body.data.reason).toBe('BLOCK_ALREADY_ACTIVE');
    const longer = await t.call(
      '/v2/app/responsible/block',
      { kind: 'self_exclusion', period: '1y', confirm: true },
      { token: m.token },
    );
    expect(longer.body.code).toBe(200);
  });

  it('tells a cooling-off member so, and ends an indefinite exclusion only by an operator after its minimum', async () => {
    const m = await createTestMember(t);
    await t.call('/v2/app/responsible/block', { kind: 'cool_off', period: '24h', confirm: true }, { token: m.token });
    expect((await deposit(m, 1_000)).body.data.reason).toBe('COOLING_OFF');

    const n = await createTestMember(t);
    const { db } = t.app.database;
    const res = await t.call(
      '/v2/app/responsible/block',
      { kind: 'self_exclusion', period: 'indefinite', confirm: true },
      { token: n.token },
    );
    expect(res.body.data.block.until).toBeNull();
    await expect(endIndefiniteExclusion(db, { userId: n.userId, actor: 'staff:1', now: new Date() })).rejects.toMatchObject({
      reason: 'BUSINESS_RULE',
    });
    const later = new Date(Date.now() + 200 * 86_400_000);
    await endIndefiniteExclusion(db, { userId: n.userId, actor: 'staff:1', now: later });
    expect((await getStatus(db, n.userId, new Date(later.getTime() + 1))).block).toBeNull();
  });
});

describe('reality checks', () => {
  it('interrupts play when the interval has passed, with figures that match the records', async () => {
    const m = await seated();
    await t.call('/v2/app/responsible/reality-check/set', { minutes: 15 }, { token: m.token });
    const first = await play(m);
    expect(first.body.code).toBe(200);
    const second = await play(m);
    expect(second.body.code).toBe(200);
    const { db } = t.app.database;
    await db
      .update(responsibleProfiles)
      .set({ realityCheckAckAt: new Date(Date.now() - 16 * 60_000), sessionStartedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(responsibleProfiles.userId, m.userId));
    const due = await play(m);
    expect(due.body.data.reason).toBe('REALITY_CHECK_DUE');

    const figures = (await t.call('/v2/app/responsible/reality-check', {}, { token: m.token })).body.data;
    expect(figures.due).toBe(true);
    expect(figures.minutesPlayed).toBeGreaterThanOrEqual(16);
    expect(figures.bet).toBe(2 * bet);
    expect(figures.win).toBe(first.body.data.win + second.body.data.win);
    expect(figures.net).toBe(figures.win - figures.bet);

    const ack = await t.call('/v2/app/responsible/reality-check/ack', {}, { token: m.token });
    expect(ack.body.data.due).toBe(false);
    expect((await play(m)).body.code).toBe(200);
    const bad = await t.call('/v2/app/responsible/reality-check/set', { minutes: 7 }, { token: m.token });
    expect(bad.body.code).toBe(400);
  });
});
