import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksWhole } from '../../test/books.ts';
import { testDatabaseServerUrl } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { agent, fund, member, PAYMENT_PASSWORD } from './test-fixtures.ts';
import type { TestMember } from '../../test/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// After every flow the books are whole: the ledger and each order's transfers (issue 26 §1).
afterEach(async () => {
  await expectBooksWhole(t);
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  await t.close();
});

const balance = (m: TestMember) => getBalance(t.app.database.db, m.userId);

function move(direction: 'in' | 'out', from: TestMember, to: TestMember, amount: number, extra: Record<string, unknown> = {}) {
  const path = direction === 'in' ? '/v2/app/agent/type/member/transfer' : '/v2/app/agent/type/member/transfer/decrease';
  return t.call(
    path,
    { userId: String(to.userId), amount, paymentPassword: PAYMENT_PASSWORD, idempotencyKey: randomUUID(), ...extra },
    { token: from.token, lang: 'en-US' },
  );
}

describe('transfers between an agent and a direct subordinate', () => {
  it('sends nothing to a subordinate in a cool-off or self-exclusion, but may take coins back', async () => {
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 10_000);
    expect((await move('in', a, m, 3000)).body.code).toBe(200);
    const block = await t.call(
      '/v2/app/responsible/block',
      { kind: 'cool_off', period: '7d', confirm: true },
      { token: m.token },
    );
    expect(block.body.code).toBe(200);
    const refused = await move('in', a, m, 1000);
    expect(refused.body.data.reason).toBe('COOLING_OFF');
    expect(await balance(m)).toBe(3000n);
    expect((await move('out', a, m, 1000)).body.code).toBe(200);
  });

  it('moves coins both ways in one ledger transfer each, answering both balances', async () => {
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 10_000);
    const sent = await move('in', a, m, 2500);
    expect(sent.body.data).toMatchObject({
      direction: 'to_member',
      amount: 2500,
      status: 'completed',
      agentBalance: 7500,
      memberBalance: 2500,
    });
    const back = await move('out', a, m, 1000);
    expect(back.body.data).toMatchObject({ direction: 'from_member', agentBalance: 8500, memberBalance: 1500 });
    const ledger = await t.app.database.db.execute(
      sql`select reason, amount::int from ledger_transfers where ref in (${`agent-transfer:${sent.body.data.id}`}, ${`agent-transfer:${back.body.data.id}`})`,
    );
    expect(rowsOf(ledger)).toEqual([
      { reason: 'agent_transfer', amount: 2500 },
      { reason: 'agent_transfer', amount: 1000 },
    ]);
    const report = await t.call('/v2/app/agent/type/report/statistics', {}, { token: a.token });
    expect(report.body.data.figures).toMatchObject({ transferToMembers: 2500, transferFromMembers: 1000 });
  });

  it('never takes either side below zero', async () => {
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 100);
    // The refusals say what happened, with the figure in every language and in data.params.
    expect((await move('in', a, m, 101)).body).toMatchObject({
      code: 422,
      msg: 'Your balance is not enough: you hold only 100 coins',
      data: { reason: 'AGENT_BALANCE_SHORT', field: 'amount', params: { balance: 100 } },
    });
    expect((await move('out', a, m, 1)).body).toMatchObject({
      code: 422,
      msg: 'The member holds only 0 coins',
      data: { reason: 'MEMBER_BALANCE_SHORT', params: { balance: 0 } },
    });
    expect([await balance(a), await balance(m)]).toEqual([100n, 0n]);
  });

  it('needs the payment password', async () => {
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 1000);
    expect((await move('in', a, m, 10, { paymentPassword: '135790' })).body.data.reason).toBe('WRONG_PAYMENT_PASSWORD');
    expect(await balance(m)).toBe(0n);
  });

  it('refuses grandchildren, other teams and the agent itself', async () => {
    const a = await agent(t);
    const sub = await agent(t, a);
    const grandchild = await member(t, sub);
    const stranger = await member(t);
    await fund(t, a.userId, 1000);
    await fund(t, grandchild.userId, 1000);
    expect((await move('in', a, grandchild, 10)).body).toMatchObject({ code: 403, data: { reason: 'NOT_DIRECT_SUBORDINATE' } });
    expect((await move('out', a, grandchild, 10)).body.data.reason).toBe('NOT_DIRECT_SUBORDINATE');
    expect((await move('in', a, stranger, 10)).body).toMatchObject({
      msg: 'This member is not in your team',
      data: { reason: 'NOT_IN_TEAM' },
    });
    expect((await move('in', a, a, 10)).body.data.reason).toBe('NOT_IN_TEAM');
    // The sub-agent is a direct subordinate; a member cannot pull from their own agent.
    expect((await move('in', a, sub, 10)).body.code).toBe(200);
    expect((await move('out', grandchild, sub, 10)).body.data.reason).toBe('NOT_AN_AGENT');
    expect([await balance(a), await balance(grandchild), await balance(stranger)]).toEqual([990n, 1000n, 0n]);
  });

  it('is refused while the subordinate sits at a machine', async () => {
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 1000);
    const { db } = t.app.database;
    // The member takes a seat and leaves it as a player does (the games module keeps the seat rows).
    const [machine] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into machines (model_code, setting) values ('dragon-pearl', 1) returning id`),
    );
    expect((await t.call('/v2/app/game/seat/take', { machineId: machine!.id }, { token: m.token })).body.code).toBe(200);
    expect((await move('in', a, m, 10)).body).toMatchObject({ code: 422, data: { reason: 'MEMBER_IN_GAME' } });
    const page = await t.call('/v2/app/agent/sub/member/page', {}, { token: a.token });
    expect(page.body.data.list[0]).toMatchObject({ userId: String(m.userId), inGame: true });
    expect((await t.call('/v2/app/game/seat/leave', {}, { token: m.token })).body.data.left).toBe(true);
    expect((await move('in', a, m, 10)).body.code).toBe(200);
  });

  it('answers a replayed key with the first transfer and a changed one with 409', async () => {
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 1000);
    const key = randomUUID();
    const first = await move('in', a, m, 300, { idempotencyKey: key });
    const again = await move('in', a, m, 300, { idempotencyKey: key });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await move('in', a, m, 301, { idempotencyKey: key })).body).toMatchObject({
      code: 409,
      data: { reason: 'IDEMPOTENCY_KEY_REUSED' },
    });
    expect((await move('out', a, m, 300, { idempotencyKey: key })).body.data.reason).toBe('IDEMPOTENCY_KEY_REUSED');
    const other = await member(t, a);
    expect((await move('in', a, other, 300, { idempotencyKey: key })).body).toMatchObject({
      code: 409,
      data: { reason: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' },
    });
    expect(await balance(m)).toBe(300n);
    expect(await balance(other)).toBe(0n);
  });

  it('two transfers at once with one key and different amounts: one moves, the other 409', async () => {
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 1000);
    const key = randomUUID();
    const results = await Promise.all([
      move('in', a, m, 300, { idempotencyKey: key }),
      move('in', a, m, 400, { idempotencyKey: key }),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409]);
    const moved = results.find((r) => r.body.code === 200)!.body.data.amount as number;
    expect(await balance(m)).toBe(BigInt(moved));
    expect(await balance(a)).toBe(BigInt(1000 - moved));
  });

  it.each([
    [{ amount: 0 }],
    [{ amount: -5 }],
    [{ amount: 1.5 }],
    [{ amount: '10' }],
    [{ userId: 'abc' }],
    [{ paymentPassword: '12' }],
    [{ idempotencyKey: 'x' }],
  ])('refuses %j with a 400 and moves nothing', async (extra) => {
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 1000);
    expect((await move('in', a, m, 10, extra)).body.code).toBe(400);
    expect(await balance(a)).toBe(1000n);
  });

  it('says the amount must be at least 1', async () => {
    const a = await agent(t);
    const m = await member(t, a);
    expect((await move('in', a, m, 0)).body).toMatchObject({
      code: 400,
      msg: 'amount must be at least 1',
      data: { field: 'amount' },
    });
  });
});

describe.runIf(testDatabaseServerUrl())('transfers under concurrency (PostgreSQL)', () => {
  it('100 concurrent transfers in and out keep both sides non-negative and the ledger balanced', async () => {
    const a = await agent(t);
    const subs = [await member(t, a), await member(t, a), await member(t, a), await member(t, a)];
    await fund(t, a.userId, 1000);
    for (const s of subs) await fund(t, s.userId, 200);
    const keys = Array.from({ length: 100 }, () => randomUUID());
    const send = () =>
      Promise.all(keys.map((key, i) => move(i % 2 === 0 ? 'in' : 'out', a, subs[i % 4]!, 150, { idempotencyKey: key })));
    const results = await send();
    // 200 moved, 422 refused for the balance; on a slow machine a burst may also meet 429
    // RATE_LIMITED (every payment-password slot stayed busy): refused before anything, never "locked".
    for (const r of results) {
      expect([200, 422, 429]).toContain(r.body.code);
      if (r.body.code === 429) expect(r.body.data.reason).toBe('RATE_LIMITED');
    }
    const moved = new Map(results.flatMap((r, i) => (r.body.code === 200 ? [[keys[i]!, r.body.data.id as string]] : [])));
    expect(moved.size).toBeGreaterThan(0);

    const net = (answers: typeof results) =>
      answers.reduce((sum, r) => (r.body.code === 200 ? sum + (r.body.data.direction === 'to_member' ? -150 : 150) : sum), 1000);
    const balances = await Promise.all([a, ...subs].map(balance));
    for (const b of balances) expect(b).toBeGreaterThanOrEqual(0n);
    expect(balances.reduce((x, y) => x + y, 0n)).toBe(1800n);
    expect(balances[0]).toBe(BigInt(net(results)));

    // Replaying every key at once moves nothing more for the keys that moved: same transfer back.
    const replays = await send();
    // (or, on a slow machine, 429 RATE_LIMITED before the key is even looked up: nothing moves).
    keys.forEach((key, i) => {
      if (!moved.has(key)) return;
      const replay = replays[i]!.body;
      if (replay.code === 429) expect(replay.data.reason).toBe('RATE_LIMITED');
      else expect(replay.data.id).toBe(moved.get(key));
    });
    // A key refused before (422, 429) was never used, so its replay is a new try; the books still add up.
    const final = replays.map((r, i) => (moved.has(keys[i]!) ? { body: { code: 0 } } : r)) as typeof results;
    const after = await Promise.all([a, ...subs].map(balance));
    for (const b of after) expect(b).toBeGreaterThanOrEqual(0n);
    expect(after.reduce((x, y) => x + y, 0n)).toBe(1800n);
    expect(after[0]).toBe(BigInt(net(results) - 1000 + net(final)));
    expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  });
});
