import { randomUUID } from 'node:crypto';
import { MODELS } from '@amigo/games';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairSeeds, machines } from './schema.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { firstFree } from '../../test/free-machine.ts';

/**
 * Game recall through the API: every free spin and every lottery draw of a call, paged, where
 * the stored display keeps at most 50. The rounds are real rounds played through /game/play.
 */

let t: TestApp;
const RECALL = '/v2/app/record/game/record/recall';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.database.db
    .insert(machines)
    .values(
      MODELS.flatMap((model) => Array.from({ length: 4 }, () => ({ modelCode: model.code, setting: model.defaultSetting }))),
    );
});
afterAll(async () => {
  await t.close();
});

async function sit(member: TestMember, modelCode: string): Promise<number> {
  const floor = await t.call('/v2/app/game/floor', { modelCode, freeOnly: true }, { token: member.token });
  const machineId = firstFree(floor.body.data);
  const seat = await t.call('/v2/app/game/seat/take', { machineId }, { token: member.token });
  expect(seat.body.code, seat.body.msg).toBe(200);
  return machineId;
}

/** Plays at the machine until a round satisfies `wanted` (each round is an independent chance). */
async function playUntil(member: TestMember, machineId: number, bet: number, wanted: (data: { spins: number }) => boolean) {
  for (let round = 0; round < 2_000; round += 1) {
    const res = await t.call('/v2/app/game/play', { machineId, bet, idempotencyKey: randomUUID() }, { token: member.token });
    expect(res.body.code, res.body.msg).toBe(200);
    if (wanted(res.body.data)) return res.body.data;
  }
  throw new Error('no such round in 2,000 plays');
}

/** Every unit of a round, read page by page. */
async function allUnits(member: TestMember, recordId: string, pageSize: number) {
  const units: Record<string, unknown>[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const res = await t.call(RECALL, { recordId, pageNum, pageSize }, { token: member.token });
    expect(res.body.code, res.body.msg).toBe(200);
    const page = res.body.data.units;
    expect(page.pageNum).toBe(pageNum);
    expect(page.list.length).toBeLessThanOrEqual(pageSize);
    units.push(...page.list);
    if (units.length >= page.total) return { units, answer: res.body.data };
  }
}

describe('game recall', () => {
  it('pachinko: every draw of a call with more than 50, paged, the last 50 as the screen got them', async () => {
    const member = await createTestMember(t);
    await fundMember(t, member.userId, 3_000_000);
    const machineId = await sit(member, 'sakura-rush-1');
    // A 250-ball call in the rush makes ~80 draws; in normal mode ~35.
    const played = await playUntil(member, machineId, 250, (data) => data.spins > 60);
    const { units, answer } = await allUnits(member, played.recordId, 17);
    expect(answer.unitKind).toBe('draw');
    expect(answer.units.total).toBe(played.spins);
    expect(units.map((unit) => unit.draw)).toEqual(Array.from({ length: played.spins }, (_, index) => index + 1));
    const shown = played.display.shownDraws as Record<string, unknown>[];
    expect(shown).toHaveLength(50);
    units.slice(-50).forEach((unit, index) => expect(unit).toMatchObject(shown[index]!));
    // The draws add up to the coins paid: 3 prize balls a draw plus every jackpot's balls.
    const jackpotBalls = units.reduce((sum, unit) => sum + ((unit.jackpot as { balls: number } | null)?.balls ?? 0), 0);
    expect((units.length * 3 + jackpotBalls) * 1).toBe(played.win);
    expect(answer.winningAmount).toBe(played.win);
  });

  it('slot: every free spin, their wins adding up to the call', async () => {
    const member = await createTestMember(t);
    await fundMember(t, member.userId, 1_000_000);
    const machineId = await sit(member, 'dragon-pearl');
    const played = await playUntil(member, machineId, 20, (data) => data.spins > 1);
    const { units, answer } = await allUnits(member, played.recordId, 3);
    expect(answer.unitKind).toBe('free_spin');
    expect(units).toHaveLength(played.spins - 1);
    const freeSpins = played.display.freeSpins as { win: number; spins: Record<string, unknown>[] };
    expect(units.reduce((sum, unit) => sum + (unit.win as number), 0)).toBe(freeSpins.win);
    units.forEach((unit, index) => expect(unit).toMatchObject(freeSpins.spins[index]!));
    expect(played.display.baseWin + freeSpins.win).toBe(played.win);
  });

  it('pachislot: a call is one game, shown whole by its display; the seed stays secret', async () => {
    const member = await createTestMember(t);
    await fundMember(t, member.userId, 10_000);
    const machineId = await sit(member, 'golden-seven');
    const played = await playUntil(member, machineId, 3, () => true);
    const res = await t.call(RECALL, { recordId: played.recordId }, { token: member.token });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ unitKind: 'none', display: played.display, units: { list: [], total: 0 } });
    const [seed] = await t.app.database.db.select().from(fairSeeds).where(eq(fairSeeds.userId, member.userId));
    expect(JSON.stringify(res.body)).not.toContain(seed!.serverSeed);
  });

  it("refuses bad input and other members' rounds with localized envelopes", async () => {
    const [owner, other] = [await createTestMember(t), await createTestMember(t)];
    await fundMember(t, owner.userId, 10_000);
    const machineId = await sit(owner, 'dragon-pearl');
    const played = await playUntil(owner, machineId, 20, () => true);
    const cases: [unknown, number][] = [
      [{ recordId: 'abc' }, 400],
      [{ recordId: played.recordId, pageSize: 101 }, 400],
      [{ recordId: played.recordId, pageNum: 0 }, 400],
      [{ recordId: played.recordId, extra: 1 }, 400],
      [{}, 400],
      [{ recordId: '999999999999' }, 404],
    ];
    for (const [body, code] of cases) {
      const res = await t.call(RECALL, body, { token: owner.token, lang: 'en-US' });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.body.msg.length).toBeGreaterThan(0);
    }
    const peek = await t.call(RECALL, { recordId: played.recordId }, { token: other.token });
    expect(peek.body.code).toBe(404);
    const guest = await t.call(RECALL, { recordId: played.recordId });
    expect(guest.body.code).toBe(401);
  });
});
