import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksWhole } from '../../test/books.ts';
import { rowsOf } from '../../db/rows.ts';
import type { TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember } from '../users/index.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { runAgentJobs } from './run-agent-jobs.ts';
import { agent, fund, member, paidDeposit, PAYMENT_PASSWORD, round } from './test-fixtures.ts';

let t: TestApp;
let defaults: typeof t.app.config.agentTakeBack;
beforeAll(async () => {
  t = await createTestApp();
  defaults = { ...t.app.config.agentTakeBack };
});
afterEach(() => {
  Object.assign(t.app.config.agentTakeBack, defaults);
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
const rules = (change: Partial<typeof defaults>) => Object.assign(t.app.config.agentTakeBack, change);

function move(direction: 'in' | 'out', from: TestMember, to: TestMember, amount: number) {
  const path = direction === 'in' ? '/v2/app/agent/type/member/transfer' : '/v2/app/agent/type/member/transfer/decrease';
  return t.call(
    path,
    { userId: String(to.userId), amount, paymentPassword: PAYMENT_PASSWORD, idempotencyKey: randomUUID() },
    { token: from.token, lang: 'en-US' },
  );
}

async function lettersOf(m: TestMember) {
  return rowsOf<{ template: string; params: Record<string, unknown> }>(
    await t.app.database.db.execute(sql`select template, params from letters where user_id = ${m.userId} order by id`),
  );
}

const records = (m: TestMember) => t.call('/v2/app/record/agent/transfer/query', {}, { token: m.token });

describe('take-backs (default rules: only coins the agent sent, never operator or migrated coins)', () => {
  it('takes back only what the agent sent, writes the member a letter and lists both in their Transfers', async () => {
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 1000);
    await paidDeposit(t, m.userId, 1000, new Date());
    expect((await move('in', a, m, 300)).body.code).toBe(200);
    expect((await move('out', a, m, 400)).body).toMatchObject({
      code: 422,
      msg: 'You can take back at most 300 coins (what you sent this member and have not taken back yet)',
      data: { reason: 'TAKEBACK_OVER_SENT', field: 'amount', params: { max: 300 } },
    });
    const back = await move('out', a, m, 300);
    expect(back.body.data).toMatchObject({ status: 'completed', memberBalance: 1000, agentBalance: 1000 });
    expect(await lettersOf(m)).toEqual([
      { template: 'agentTakeBack', params: { agent: a.username, amount: 300, balance: 1000 } },
    ]);
    const list = await records(m);
    expect(list.body.data).toMatchObject({ total: 2 });
    expect(
      list.body.data.list.map((r: { direction: string; status: string; amount: number; agentUsername: string }) => [
        r.direction,
        r.status,
        r.amount,
        r.agentUsername,
      ]),
    ).toEqual([
      ['from_member', 'completed', 300, a.username],
      ['to_member', 'completed', 300, a.username],
    ]);
    // Another member sees none of it.
    const other = await member(t);
    expect((await records(other)).body.data).toMatchObject({ total: 0, list: [] });
    expect((await t.call('/v2/app/record/agent/transfer/query', {})).body.code).toBe(401);
  });

  it('never pulls coins the operator credited, unless the operator allows it', async () => {
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 1000);
    await fund(t, m.userId, 1000); // an operator credit
    expect((await move('in', a, m, 300)).body.code).toBe(200);
    await round(t, m.userId, 500, 0, new Date()); // the member lost 500: 800 left, all of it counted as the operator's
    expect((await move('out', a, m, 100)).body).toMatchObject({
      code: 422,
      msg: 'Only 0 of the member’s 800 coins can be taken back (the rest was credited by the operator or moved from an old account)',
      data: { reason: 'TAKEBACK_PROTECTED_COINS', params: { max: 0, balance: 800 } },
    });
    rules({ operatorCoins: true });
    expect((await move('out', a, m, 100)).body.data).toMatchObject({ status: 'completed', memberBalance: 700 });
    expect(await balance(m)).toBe(700n);
  });

  it('flags a take-back at or above the threshold for review', async () => {
    rules({ flagCoins: 500 });
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 2000);
    await move('in', a, m, 1000);
    const small = await move('out', a, m, 499);
    const large = await move('out', a, m, 501);
    const flags = rowsOf<{ transfer_id: string; reason: string; amount: string }>(
      await t.app.database.db.execute(
        sql`select transfer_id::text, reason, amount::text from agent_transfer_flags where member_user_id = ${m.userId}`,
      ),
    );
    expect(small.body.code).toBe(200);
    expect(flags).toEqual([{ transfer_id: large.body.data.id, reason: 'takeback_over_threshold', amount: '501' }]);
  });
});

describe('take-backs with the member’s consent (AGENT_TAKEBACK_CONSENT)', () => {
  it('asks first; the member approves in their records and only then the coins move', async () => {
    rules({ consent: true });
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 1000);
    await move('in', a, m, 600);
    const asked = await move('out', a, m, 200);
    expect(asked.body.data).toMatchObject({ status: 'pending', memberBalance: 600, agentBalance: 400 });
    expect((await lettersOf(m)).map((l) => l.template)).toEqual(['agentTakeBackRequest']);
    const pending = (await records(m)).body.data.list[0];
    expect(pending).toMatchObject({ status: 'pending', direction: 'from_member', amount: 200 });

    // Nobody else can answer it: another member, or the agent.
    const other = await member(t, a);
    const decide = (who: TestMember, approve: boolean) =>
      t.call('/v2/app/record/agent/transfer/decide', { id: pending.id, approve }, { token: who.token, lang: 'en-US' });
    expect((await decide(other, true)).body.data.reason).toBe('NOT_FOUND');
    expect((await decide(a, true)).body.data.reason).toBe('NOT_FOUND');
    expect(await balance(m)).toBe(600n);

    const approved = await decide(m, true);
    expect(approved.body.data).toMatchObject({ status: 'completed', amount: 200 });
    expect([await balance(a), await balance(m)]).toEqual([600n, 400n]);
    expect((await decide(m, true)).body).toMatchObject({ code: 409, data: { reason: 'TAKEBACK_NOT_PENDING' } });
    expect((await lettersOf(m)).map((l) => l.template)).toEqual(['agentTakeBackRequest', 'agentTakeBack']);

    const second = await move('out', a, m, 100);
    const declined = await t.call(
      '/v2/app/record/agent/transfer/decide',
      { id: `r${second.body.data.id}`, approve: false },
      { token: m.token },
    );
    expect(declined.body.data).toMatchObject({ status: 'declined' });
    expect(await balance(m)).toBe(400n);
    const statuses = (await records(m)).body.data.list.map((r: { status: string }) => r.status);
    expect(statuses).toEqual(['declined', 'completed', 'completed']);
  });
});

describe('take-backs nobody answers (AGENT_TAKEBACK_CONSENT_HOURS)', () => {
  /** Moves a pending request's asking time back, as if it had waited that many hours. */
  async function age(requestId: string, hours: number) {
    await t.app.database.db.execute(
      sql`update agent_takeback_requests set created_at = created_at - make_interval(hours => ${hours}) where id = ${BigInt(requestId)}`,
    );
  }
  const statusOf = async (requestId: string) =>
    rowsOf<{ status: string }>(
      await t.app.database.db.execute(sql`select status from agent_takeback_requests where id = ${BigInt(requestId)}`),
    )[0]!.status;

  it('expire: shown as expired, refused when answered late and recorded despite the refusal; the agent is told', async () => {
    rules({ consent: true, consentHours: 24 });
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 1000);
    await move('in', a, m, 600);
    const asked = await move('out', a, m, 200);
    const requestId = String(asked.body.data.id);
    await age(requestId, 23);
    const shown = async () =>
      (await records(m)).body.data.list.find((row: { id: string }) => row.id === `r${requestId}`) as { status: string };
    expect(await shown()).toMatchObject({ status: 'pending' });
    await age(requestId, 1);
    // Past the window the member's records say so before any job has run.
    expect(await shown()).toMatchObject({ status: 'expired' });

    const late = await t.call(
      '/v2/app/record/agent/transfer/decide',
      { id: `r${requestId}`, approve: true },
      { token: m.token, lang: 'en-US' },
    );
    expect(late.body).toMatchObject({ code: 409, data: { reason: 'TAKEBACK_EXPIRED', field: 'id' } });
    expect(late.body.msg).toMatch(/expired/);
    expect(await statusOf(requestId)).toBe('expired');
    expect([await balance(a), await balance(m)]).toEqual([400n, 600n]);
    const agentLetters = (await lettersOf(a)).filter((l) => l.template === 'agentTakeBackExpired');
    expect(agentLetters).toEqual([{ template: 'agentTakeBackExpired', params: { member: m.username, amount: 200 } }]);
    const again = await t.call(
      '/v2/app/record/agent/transfer/decide',
      { id: `r${requestId}`, approve: false },
      { token: m.token },
    );
    expect(again.body.data.reason).toBe('TAKEBACK_EXPIRED');
  });

  it('are expired by the agents job once, with one letter each, and answered ones are left alone', async () => {
    rules({ consent: true, consentHours: 24 });
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 1000);
    await move('in', a, m, 600);
    const old = String((await move('out', a, m, 100)).body.data.id);
    const fresh = String((await move('out', a, m, 50)).body.data.id);
    const answered = String((await move('out', a, m, 25)).body.data.id);
    await t.call('/v2/app/record/agent/transfer/decide', { id: `r${answered}`, approve: false }, { token: m.token });
    await age(old, 25);
    await age(answered, 25);
    const job = { ratesBps: [], takeBack: { consentHours: 24 }, now: new Date() };
    await runAgentJobs(t.app.database.db, job);
    await runAgentJobs(t.app.database.db, job);
    expect([await statusOf(old), await statusOf(fresh), await statusOf(answered)]).toEqual(['expired', 'pending', 'declined']);
    expect((await lettersOf(a)).filter((l) => l.template === 'agentTakeBackExpired')).toHaveLength(1);
    expect(await balance(m)).toBe(600n);
  });
});

describe('take-backs asked again (issue 26 §1: each request moves its own coins, once)', () => {
  it('declined, expired, then asked again and approved: only the approved request moves, by its own transfer', async () => {
    rules({ consent: true, consentHours: 24 });
    const a = await agent(t);
    const m = await member(t, a);
    await fund(t, a.userId, 1000);
    await move('in', a, m, 600);
    const decide = (id: string, approve: boolean) =>
      t.call('/v2/app/record/agent/transfer/decide', { id: `r${id}`, approve }, { token: m.token, lang: 'en-US' });

    const declined = String((await move('out', a, m, 200)).body.data.id);
    expect((await decide(declined, false)).body.data).toMatchObject({ status: 'declined' });
    const expired = String((await move('out', a, m, 200)).body.data.id);
    await t.app.database.db.execute(
      sql`update agent_takeback_requests set created_at = created_at - interval '25 hours' where id = ${BigInt(expired)}`,
    );
    await runAgentJobs(t.app.database.db, { ratesBps: [], takeBack: { consentHours: 24 }, now: new Date() });
    expect([await balance(a), await balance(m)]).toEqual([400n, 600n]);

    const asked = String((await move('out', a, m, 200)).body.data.id);
    expect((await decide(asked, true)).body.data).toMatchObject({ status: 'completed', amount: 200 });
    expect([await balance(a), await balance(m)]).toEqual([600n, 400n]);
    // None of the three answers moves anything again.
    for (const id of [declined, expired, asked]) expect((await decide(id, true)).body.code).toBe(409);
    expect([await balance(a), await balance(m)]).toEqual([600n, 400n]);
    const moved = rowsOf<{ id: string }>(
      await t.app.database.db.execute(
        sql`select id from ledger_transfers where owner_user_id in (${a.userId}, ${m.userId}) and reason = 'agent_transfer'`,
      ),
    );
    expect(moved).toHaveLength(2); // the 600 sent, and the one approved take-back
  });
});

describe('referral links, campaigns and the affiliate centre', () => {
  it('counts clicks and once-a-day visits, records the campaign at registration and shows the funnel', async () => {
    const a = await agent(t);
    const visit = (browserId: string, campaign?: string, agentCode = a.agentCode) =>
      t.call('/v2/app/agent/link/visit', { agentCode, browserId, ...(campaign ? { campaign } : {}) });
    const first = await visit('browser-one-0000001', 'spring');
    expect(first.body.data).toEqual({ windowDays: 30 });
    await visit('browser-one-0000001', 'spring');
    await visit('browser-two-0000002', 'spring');
    await visit('browser-two-0000002');
    expect((await visit('browser-two-0000002', undefined, 'NOSUCHCODE')).body.data).toEqual({ windowDays: 30 });
    expect((await visit('bad id', 'spring')).body.code).toBe(400);

    const { db } = t.app.database;
    const joined = await db.transaction((tx) =>
      createMember(tx, {
        username: `c${randomUUID().slice(0, 8)}`,
        email: `${randomUUID()}@example.test`,
        passwordHash: null,
        referralCode: a.agentCode.toLowerCase(),
        referralCampaign: 'spring',
      }),
    );
    await paidDeposit(t, joined.id, 3000, new Date());
    const funnel = await t.call('/v2/app/agent/funnel', {}, { token: a.token });
    expect(funnel.body.data.total).toMatchObject({ clicks: 4, visits: 3, registrations: 1, ftdCount: 1, ftdAmount: 3000 });
    expect(funnel.body.data.campaigns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ campaign: 'spring', clicks: 3, visits: 2, registrations: 1, ftdCount: 1 }),
        expect.objectContaining({ campaign: '', clicks: 1, visits: 1, registrations: 0 }),
      ]),
    );
    expect(funnel.body.data.days).toHaveLength(1);

    // The agent's own figures only: a member who is not an agent is refused.
    const plain = await member(t);
    expect((await t.call('/v2/app/agent/funnel', {}, { token: plain.token })).body.data.reason).toBe('NOT_AN_AGENT');
    expect((await t.call('/v2/app/agent/commission/statements', {}, { token: plain.token })).body.data.reason).toBe(
      'NOT_AN_AGENT',
    );
  });

  it('answers statements per month with the level bets they come from, and the payouts', async () => {
    const a = await agent(t);
    const sub = await agent(t, a);
    const { db } = t.app.database;
    await db.execute(sql`
      insert into agent_parent_days (parent_user_id, day, plays, bet, win) values
        (${a.userId}, '2026-01-10', 5, 10000, 0), (${sub.userId}, '2026-01-10', 5, 5000, 0),
        (${a.userId}, '2026-02-01', 1, 2000, 0)`);
    await db.execute(sql`
      insert into agent_rebate_settlements (agent_user_id, day, team_bet, amount) values
        (${a.userId}, '2026-01-10', 15000, 60), (${a.userId}, '2026-02-01', 2000, 10)`);
    const statements = await t.call(
      '/v2/app/agent/commission/statements',
      { from: '2026-01-01', to: '2026-02-28' },
      { token: a.token },
    );
    expect(statements.body.data.list).toEqual([
      { period: '2026-02', days: 1, levelBets: [2000], ratesBps: [50, 20, 10], teamBet: 2000, rebate: 10 },
      { period: '2026-01', days: 1, levelBets: [10000, 5000], ratesBps: [50, 20, 10], teamBet: 15000, rebate: 60 },
    ]);
    const payouts = await t.call('/v2/app/agent/rebate/payouts', {}, { token: a.token });
    expect(payouts.body.data).toMatchObject({
      total: 2,
      list: [
        { day: '2026-02-01', amount: 10 },
        { day: '2026-01-10', amount: 60 },
      ],
    });
    // The sub-agent sees only their own (none).
    expect((await t.call('/v2/app/agent/rebate/payouts', {}, { token: sub.token })).body.data.total).toBe(0);
  });
});
