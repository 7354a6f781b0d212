import { randomUUID } from 'node:crypto';
import { MODELS } from '@amigo/games';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRecords, machines } from './schema.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';

/** The play call's idempotency key names one round: replayed with another bet or machine it is 409, never that round. */
let t: TestApp;
const slot = MODELS.find((m) => m.type === 'slot')!;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.database.db
    .insert(machines)
    .values(Array.from({ length: 4 }, () => ({ modelCode: slot.code, setting: slot.defaultSetting })));
}, 120_000);
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  await t.close();
});

async function seated(): Promise<{ member: TestMember; machineId: number; otherMachineId: number }> {
  const member = await createTestMember(t);
  await fundMember(t, member.userId, 10_000);
  const floor = await t.call(
    '/v2/app/game/floor',
    { type: 'slot', modelCode: slot.code, freeOnly: true },
    { token: member.token },
  );
  const [machineId, otherMachineId] = floor.body.data.map((m: { machineId: number }) => m.machineId) as number[];
  const seat = await t.call('/v2/app/game/seat/take', { machineId }, { token: member.token });
  expect(seat.body.code, seat.body.msg).toBe(200);
  return { member, machineId: machineId!, otherMachineId: otherMachineId! };
}

const play = (member: TestMember, body: { machineId: number; bet: number; idempotencyKey: string }) =>
  t.call('/v2/app/game/play', body, { token: member.token, lang: 'en-US' });

describe('game play: an idempotency key binds its round', () => {
  it('same machine and bet: the stored round; another bet or machine: 409, and nothing more is staked', async () => {
    const { member, machineId, otherMachineId } = await seated();
    const [bet, otherBet] = slot.betOptions as number[];
    const idempotencyKey = randomUUID();
    const first = await play(member, { machineId, bet: bet!, idempotencyKey });
    expect(first.body.code).toBe(200);
    const balanceAfterFirst = await getBalance(t.app.database.db, member.userId);

    const again = await play(member, { machineId, bet: bet!, idempotencyKey });
    expect(again.body.data).toMatchObject({ replayed: true, recordId: first.body.data.recordId });
    for (const changed of [
      { machineId, bet: otherBet! },
      { machineId: otherMachineId, bet: bet! },
    ]) {
      const res = await play(member, { ...changed, idempotencyKey });
      expect(res.body).toMatchObject({ code: 409, data: { reason: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' } });
    }
    expect(await getBalance(t.app.database.db, member.userId)).toBe(balanceAfterFirst);
    expect(await t.app.database.db.select().from(gameRecords).where(eq(gameRecords.userId, member.userId))).toHaveLength(1);
  });

  it('two plays at once with one key and different bets: one round, the other 409', async () => {
    const { member, machineId } = await seated();
    const [bet, otherBet] = slot.betOptions as number[];
    const idempotencyKey = randomUUID();
    const results = await Promise.all([
      play(member, { machineId, bet: bet!, idempotencyKey }),
      play(member, { machineId, bet: otherBet!, idempotencyKey }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409]);
    expect(await t.app.database.db.select().from(gameRecords).where(eq(gameRecords.userId, member.userId))).toHaveLength(1);
  });
});
