import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksWhole } from '../../test/books.ts';
import { users } from '../users/schema.ts';
import { moneyApprovals } from '../admin/schema.ts';
import { decideMoneyApproval } from '../admin/index.ts';
import { signedInStaff } from '../admin/test-fixtures.ts';
import type { TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { rollupGameRecords, runAgentJobs, settleAgentRebates } from './index.ts';
import { agent, fund, member, paidDeposit, pendingDeposit, round, withdrawal, type TestAgent } from './test-fixtures.ts';

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

/** The Tokyo calendar date of an instant, by the platform's time-zone database (not the code's fixed offset). */
const tokyoDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(at);
const inDays = (at: Date, from: string, to: string) => tokyoDate(at) >= from && tokyoDate(at) <= to;

interface Round {
  who: TestMember;
  bet: number;
  win: number;
  at: Date;
}
interface Money {
  who: TestMember;
  amount: number;
  at: Date;
}

/**
 * Team A: members m1, m2 and sub-agent S directly below; m3 and m4 below S. Outsider o belongs
 * to nobody. Times straddle Tokyo midnights and are written in several offsets.
 */
let A: TestAgent, S: TestAgent, m1: TestMember, m2: TestMember, m3: TestMember, m4: TestMember, o: TestMember;
const rounds: Round[] = [];
const deposits: Money[] = [];
const payouts: Money[] = [];

beforeAll(async () => {
  A = await agent(t);
  S = await agent(t, A);
  m1 = await member(t, A);
  m2 = await member(t, A);
  m3 = await member(t, S);
  m4 = await member(t, S);
  o = await member(t);
  for (const m of [m1, m2, m3, m4, o, S]) await fund(t, m.userId, 50_000);
  const at = (iso: string) => new Date(iso);
  const registered: Array<[TestMember, string]> = [
    [S, '2026-11-09T10:00:00+09:00'],
    [m1, '2026-11-10T23:59:59+09:00'],
    [m2, '2026-11-10T15:00:00Z'], // 2026-11-11 00:00 in Tokyo
    [m3, '2026-11-11T08:00:00-05:00'], // 2026-11-11 22:00 in Tokyo
    [m4, '2026-11-12T09:00:00+09:00'],
  ];
  for (const [m, iso] of registered)
    await t.app.database.db
      .update(users)
      .set({ createdAt: at(iso) })
      .where(eq(users.id, m.userId));

  rounds.push(
    { who: m1, bet: 100, win: 0, at: at('2026-11-10T14:59:59Z') }, // 11-10 23:59:59 Tokyo
    { who: m1, bet: 200, win: 500, at: at('2026-11-10T15:00:00Z') }, // 11-11 00:00:00 Tokyo
    { who: m1, bet: 300, win: 0, at: at('2026-11-11T12:00:00+09:00') },
    { who: m2, bet: 50, win: 20, at: at('2026-11-11T09:30:00-08:00') }, // 11-12 02:30 Tokyo
    { who: m3, bet: 1000, win: 2500, at: at('2026-11-11T06:00:00Z') },
    { who: m3, bet: 400, win: 0, at: at('2026-11-11T23:59:59.999+09:00') },
    { who: m4, bet: 700, win: 100, at: at('2026-11-12T00:00:00+09:00') },
    { who: S, bet: 80, win: 0, at: at('2026-11-11T10:00:00+09:00') },
    { who: o, bet: 9999, win: 0, at: at('2026-11-11T10:00:00+09:00') },
  );
  for (const r of rounds) await round(t, r.who.userId, r.bet, r.win, r.at);

  deposits.push(
    { who: m1, amount: 3000, at: at('2026-11-10T14:30:00Z') }, // 11-10 23:30 Tokyo
    { who: m2, amount: 5000, at: at('2026-11-11T01:00:00+09:00') },
    { who: m3, amount: 7000, at: at('2026-11-11T20:00:00+09:00') },
    { who: m4, amount: 1000, at: at('2026-11-12T15:00:00Z') }, // 11-13 00:00 Tokyo
    { who: o, amount: 8888, at: at('2026-11-11T12:00:00+09:00') },
  );
  for (const d of deposits) await paidDeposit(t, d.who.userId, d.amount, d.at);
  await pendingDeposit(t, m1.userId, 4444, at('2026-11-11T12:00:00+09:00'));

  payouts.push(
    { who: m1, amount: 1200, at: at('2026-11-11T18:00:00+09:00') },
    { who: m3, amount: 2000, at: at('2026-11-10T15:30:00Z') }, // 11-11 00:30 Tokyo
    { who: o, amount: 3000, at: at('2026-11-11T18:00:00+09:00') },
  );
  for (const p of payouts) await withdrawal(t, p.who.userId, p.amount, new Date(p.at.getTime() - 3_600_000), p.at);
  await withdrawal(t, m2.userId, 900, at('2026-11-11T13:00:00+09:00')); // still in review: listed, not counted
});

/** Figures computed here from the seeded events alone. */
function expected(members: TestMember[], from: string, to: string) {
  const ids = new Set(members.map((m) => m.userId));
  const rs = rounds.filter((r) => ids.has(r.who.userId) && inDays(r.at, from, to));
  const ds = deposits.filter((d) => ids.has(d.who.userId) && inDays(d.at, from, to));
  const ps = payouts.filter((p) => ids.has(p.who.userId) && inDays(p.at, from, to));
  const bet = rs.reduce((s, r) => s + r.bet, 0);
  const win = rs.reduce((s, r) => s + r.win, 0);
  return {
    activeUsers: new Set(rs.map((r) => r.who.userId)).size,
    betCount: rs.length,
    betAmount: bet,
    winAmount: win,
    profitLoss: win - bet,
    rechargeCount: ds.length,
    rechargeAmount: ds.reduce((s, d) => s + d.amount, 0),
    withdrawCount: ps.length,
    withdrawAmount: ps.reduce((s, p) => s + p.amount, 0),
  };
}

const RANGES: Array<[string, string]> = [
  ['2026-11-10', '2026-11-10'],
  ['2026-11-11', '2026-11-11'],
  ['2026-11-12', '2026-11-12'],
  ['2026-11-10', '2026-11-12'],
  ['2026-11-01', '2026-11-30'],
];

async function checkReports() {
  for (const [from, to] of RANGES) {
    const team = await t.call('/v2/app/agent/type/report/statistics', { from, to }, { token: A.token });
    const { activeUsers, ...own } = expected([m1, m2, m3, m4, S], from, to);
    expect(team.body.data.figures, `A ${from}..${to}`).toMatchObject({ activeUsers, ...own });

    const drill = await t.call(
      '/v2/app/agent/type/report/statistics',
      { from, to, userId: String(S.userId) },
      { token: A.token },
    );
    expect(drill.body.data.figures, `S ${from}..${to}`).toMatchObject(expected([m3, m4], from, to));

    // Per-member rows: m1, m2 alone, S with S's team; together they are the team totals.
    const rows = await t.call('/v2/app/agent/sub/member/report/page', { from, to }, { token: A.token });
    const byName = new Map(rows.body.data.list.map((r: { username: string }) => [r.username, r]));
    const { activeUsers: _a1, ...rowM1 } = expected([m1], from, to);
    const { activeUsers: _a2, ...rowS } = expected([S, m3, m4], from, to);
    expect(byName.get(m1.username)).toMatchObject({ ...rowM1, isAgent: false, teamSize: 0 });
    expect(byName.get(S.username)).toMatchObject({ ...rowS, isAgent: true, teamSize: 2 });
    const summed = rows.body.data.list.reduce((s: number, r: { betAmount: number }) => s + r.betAmount, 0);
    expect(summed).toBe(own.betAmount);
  }
}

describe('team reports', () => {
  it('equal the sums of the seeded deposits, rounds and payouts, by Tokyo day, before any rollup', async () => {
    await checkReports();
  });

  it('stay the same when the rollup has taken part of the range, and all of it', async () => {
    expect(await rollupGameRecords(t.app.database.db, new Date('2026-11-11T06:01:30Z'))).not.toBeNull();
    const [state] = rowsOf<{ until: Date | string }>(
      await t.app.database.db.execute(sql`select until from agent_job_state where name = 'game_rollup_v2'`),
    );
    // Mid-range: m3's 06:00Z round and everything before it are rolled up; later ones are read live.
    expect(new Date(state!.until).toISOString()).toBe('2026-11-11T05:59:00.000Z');
    await checkReports();
    await rollupGameRecords(t.app.database.db, new Date());
    expect(await rollupGameRecords(t.app.database.db, new Date())).toBeNull();
    await checkReports();
  });

  it('count registrations, the team now, and the agent of a drill-down', async () => {
    const report = await t.call(
      '/v2/app/agent/type/report/statistics',
      { from: '2026-11-11', to: '2026-11-11' },
      { token: A.token },
    );
    expect(report.body.data).toMatchObject({ teamSize: 5, directCount: 3, subAgentCount: 1, username: A.username });
    expect(report.body.data.figures.registrations).toBe(2); // m2 (00:00 Tokyo) and m3 (22:00 Tokyo)
    const balances = await Promise.all([m1, m2, m3, m4, S].map((m) => getBalance(t.app.database.db, m.userId)));
    expect(report.body.data.teamBalance).toBe(Number(balances.reduce((a, b) => a + b, 0n)));
  });

  it("shows the team's orders, newest first, filtered by day, status and name", async () => {
    const recharges = await t.call(
      '/v2/app/agent/sub/member/recharge/page',
      { from: '2026-11-10', to: '2026-11-12' },
      { token: A.token },
    );
    // Listed by creation (one minute before payment): m4's 11-13 00:00 payment was created 11-12 23:59.
    expect(recharges.body.data.list.map((r: { username: string }) => r.username)).toEqual([
      m4.username,
      m3.username,
      m1.username,
      m2.username,
      m1.username,
    ]);
    const pending = await t.call(
      '/v2/app/agent/sub/member/recharge/page',
      { from: '2026-11-11', to: '2026-11-11', status: 'pending' },
      { token: A.token },
    );
    expect(pending.body.data).toMatchObject({ total: 1, list: [{ username: m1.username, coins: 4444, status: 'pending' }] });
    const draws = await t.call(
      '/v2/app/agent/sub/member/draw/page',
      { from: '2026-11-11', to: '2026-11-11' },
      { token: A.token },
    );
    expect(draws.body.data.list.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
      [1200, 'success'],
      [900, 'review'],
    ]); // m3's payout of 11-11 00:30 was requested at 11-10 23:30: listed on the 10th
    const byName = await t.call(
      '/v2/app/agent/sub/member/draw/page',
      { from: '2026-11-11', to: '2026-11-11', account: m1.username.slice(1, 7).toUpperCase() },
      { token: A.token },
    );
    expect(byName.body.data.list).toHaveLength(1);
    const sOnly = await t.call(
      '/v2/app/agent/sub/member/recharge/page',
      { from: '2026-11-10', to: '2026-11-12', userId: String(S.userId) },
      { token: A.token },
    );
    expect(sOnly.body.data.list.map((r: { username: string }) => r.username)).toEqual([m4.username, m3.username]);
  });

  it("counts today's promotion gifts to team members in the overview", async () => {
    const overview = await t.call('/v2/app/agent/data/statistics', {}, { token: A.token });
    expect(overview.body.data.today.giftAmount).toBe(5 * 50_000);
    expect(overview.body.data).toMatchObject({ agentCode: A.agentCode, teamSize: 5 });
  });
});

describe('rebates', () => {
  it('pay each agent its levels of team bets for a closed day, once', async () => {
    const { db } = t.app.database;
    const before = [await getBalance(db, A.userId), await getBalance(db, S.userId)];
    const ratesBps = [100, 50]; // 1 % on direct subordinates' bets, 0.5 % on the next level
    const day = '2026-11-11';
    const bets = (ms: TestMember[]) =>
      rounds.filter((r) => ms.includes(r.who) && tokyoDate(r.at) === day).reduce((s, r) => s + r.bet, 0);
    const forA = Math.floor((bets([m1, m2, S]) * 100 + bets([m3, m4]) * 50) / 10_000);
    const forS = Math.floor((bets([m3, m4]) * 100) / 10_000);
    const first = await settleAgentRebates(db, { day, ratesBps, now: new Date() });
    expect(first).toEqual({ day, paid: 2, amount: forA + forS, held: 0 });
    expect(await settleAgentRebates(db, { day, ratesBps, now: new Date() })).toEqual({ day, paid: 0, amount: 0, held: 0 });
    expect([await getBalance(db, A.userId), await getBalance(db, S.userId)]).toEqual([
      before[0]! + BigInt(forA),
      before[1]! + BigInt(forS),
    ]);
    const report = await t.call(
      '/v2/app/agent/type/report/statistics',
      { from: '2026-11-10', to: '2026-11-12' },
      { token: A.token },
    );
    expect(report.body.data.figures.rebatePoints).toBe(forA);
  });

  it('holds a payout above the rebate_payout threshold until a second staff member approves it, then pays it once', async () => {
    const { db } = t.app.database;
    const day = '2026-11-12'; // m4 (under S) bet 700, m2 (under A) 50
    const before = [await getBalance(db, A.userId), await getBalance(db, S.userId)];
    // At [100, 50]: S earns 7 (700 × 1 %), A earns 4 (700 × 0.5 % + 50 × 1 %, rounded down once); above 5 waits.
    const settled = await settleAgentRebates(db, { day, ratesBps: [100, 50], payoutApprovalAbove: 5, now: new Date() });
    expect(settled).toEqual({ day, paid: 1, amount: 4, held: 1 });
    expect([await getBalance(db, A.userId), await getBalance(db, S.userId)]).toEqual([before[0]! + 4n, before[1]!]);
    const [held] = await db
      .select()
      .from(moneyApprovals)
      .where(and(eq(moneyApprovals.path, 'rebate_payout'), eq(moneyApprovals.ref, `${S.userId}:${day}`)));
    expect(held).toMatchObject({ status: 'pending', amount: 7n, userId: S.userId, requestedBy: null });
    const approver = await signedInStaff(t, ['finance']);
    const actor = {
      staff: { id: BigInt(approver.id), username: approver.username },
      ip: null,
      now: new Date(),
      config: t.app.config,
    };
    const [a, b] = await Promise.allSettled([
      decideMoneyApproval(db, { ...actor, id: held!.id, approve: true }),
      decideMoneyApproval(db, { ...actor, id: held!.id, approve: true }),
    ]);
    expect([a.status, b.status]).toEqual(['fulfilled', 'fulfilled']);
    expect(await getBalance(db, S.userId)).toBe(before[1]! + 7n);
    // Settling the day again pays nobody twice.
    expect(await settleAgentRebates(db, { day, ratesBps: [100, 50], payoutApprovalAbove: 5, now: new Date() })).toEqual({
      day,
      paid: 0,
      amount: 0,
      held: 0,
    });
    expect(await getBalance(db, S.userId)).toBe(before[1]! + 7n);
  });

  it('refuses a day that has not closed, and the job settles closed days once', async () => {
    const { db } = t.app.database;
    const now = new Date();
    await expect(settleAgentRebates(db, { day: tokyoDate(now), ratesBps: [100], now })).rejects.toThrow(/not closed/);
    const first = await runAgentJobs(db, { ratesBps: [100], takeBack: { consentHours: 72 }, now });
    expect(first.length).toBe(1); // yesterday, on the first run
    expect(await runAgentJobs(db, { ratesBps: [100], takeBack: { consentHours: 72 }, now })).toEqual([]);
  });
});
