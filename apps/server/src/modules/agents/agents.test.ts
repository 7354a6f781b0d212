import { calls, type CallDef } from '@amigo/contract';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/schema.ts';
import { registerMember } from '../../test/accounts.ts';
import { createTestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { verifyLedger } from '../wallet/index.ts';
import { decideAgentApplication } from './index.ts';
import { agent, approve, member, PAYMENT_PASSWORD } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ agentMaxDepth: 2 });
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  await t.close();
});

/** Every agent call a member makes (`agent/link/visit` is public: a referral landing, counted for guests). */
const agentCallList = (Object.values(calls) as CallDef[]).filter(
  (c) => c.path.startsWith('/v2/app/agent/') && c.path !== '/v2/app/agent/link/visit',
);
const OPEN_TO_MEMBERS = ['/v2/app/agent/is/agent', '/v2/app/agent/apply', '/v2/app/agent/apply/status'];

/** A valid body for every agent call, aimed at `userId` where the call takes one. */
function bodyFor(path: string, userId: string): Record<string, unknown> {
  if (path.endsWith('/transfer') || path.endsWith('/transfer/decrease')) {
    return { userId, amount: 10, paymentPassword: PAYMENT_PASSWORD, idempotencyKey: crypto.randomUUID() };
  }
  if (path.endsWith('/sub/member/create')) return { account: `x${Date.now() % 1e9}`, password: 'Quiet-River-2026' };
  // The affiliate centre's calls read the caller's own figures only: they take no userId.
  const ownOnly = ['/code', '/is/agent', '/apply', '/apply/status', '/commission/statements', '/rebate/payouts', '/funnel'];
  if (ownOnly.some((s) => path.endsWith(s))) return {};
  return { userId };
}

describe('agent application and review', () => {
  it('goes none → pending → rejected with reason → pending again → approved with a code', async () => {
    const m = await member(t);
    const status = () => t.call('/v2/app/agent/apply/status', {}, { token: m.token });
    expect((await status()).body.data).toMatchObject({ status: 'none', agentCode: null });
    expect((await t.call('/v2/app/agent/is/agent', {}, { token: m.token })).body.data).toBe(false);

    expect((await t.call('/v2/app/agent/apply', { remark: 'I run a club' }, { token: m.token })).body.data.status).toBe(
      'pending',
    );
    const again = await t.call('/v2/app/agent/apply', {}, { token: m.token, lang: 'en-US' });
    expect(again.body).toMatchObject({ code: 409, data: { reason: 'AGENT_APPLICATION_PENDING' } });

    const { db } = t.app.database;
    const [pending] = rowsOf<{ id: string }>(
      await db.execute(sql`select id::text from agent_applications where user_id = ${m.userId}`),
    );
    const reject = (reason: string) =>
      decideAgentApplication(db, {
        applicationId: BigInt(pending!.id),
        decision: { action: 'reject', reason },
        decidedBy: 'op1',
        maxDepth: 2,
        now: new Date(),
      });
    await expect(reject('  ')).rejects.toMatchObject({ reason: 'INVALID_INPUT' });
    await reject('No trading history yet');
    expect((await status()).body.data).toMatchObject({ status: 'rejected', reason: 'No trading history yet' });
    await expect(reject('twice')).rejects.toMatchObject({ reason: 'AGENT_APPLICATION_NOT_PENDING' });

    await t.call('/v2/app/agent/apply', {}, { token: m.token });
    await approve(t, m.userId);
    const approved = (await status()).body.data;
    expect(approved.status).toBe('approved');
    expect(approved.agentCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await t.call('/v2/app/agent/is/agent', {}, { token: m.token })).body.data).toBe(true);
    const code = await t.call('/v2/app/agent/code', {}, { token: m.token });
    expect(code.body.data).toEqual({
      agentCode: approved.agentCode,
      referralUrl: `${t.app.config.publicUrl}/?agentCode=${approved.agentCode}`,
    });
    expect((await t.call('/v2/app/agent/apply', {}, { token: m.token })).body.data.reason).toBe('AGENT_ALREADY');

    // The member was told both results by station letter.
    const letters = await db.execute(sql`select template from letters where user_id = ${m.userId} order by id`);
    expect(rowsOf<{ template: string }>(letters).map((r) => r.template)).toEqual(['agentRejected', 'agentApproved']);
  });

  it('places members who register with the code, and sub-agents, in the hierarchy, bounded in depth', async () => {
    const top = await agent(t);
    await registerMember(t, { account: 'Referred01', email: 'referred01@example.test', agentCode: top.agentCode.toLowerCase() });
    const [referred] = await t.app.database.db.select().from(users).where(eq(users.username, 'Referred01'));
    expect(referred).toMatchObject({ parentUserId: top.userId, recommendedCode: top.agentCode });
    const list = await t.call('/v2/app/agent/sub/member/page', {}, { token: top.token });
    expect(list.body.data.list.map((r: { username: string }) => r.username)).toContain('Referred01');

    const level1 = await agent(t, top);
    const level2 = await agent(t, level1);
    const level3 = await member(t, level2);
    const refused = await t.call('/v2/app/agent/apply', {}, { token: level3.token });
    expect(refused.body).toMatchObject({ code: 422, data: { reason: 'AGENT_DEPTH_LIMIT' } });
    const report = await t.call('/v2/app/agent/type/report/statistics', {}, { token: top.token });
    // Referred01, level1, level2 and level3: the whole team, all levels.
    expect(report.body.data).toMatchObject({ teamSize: 4, directCount: 2, subAgentCount: 2 });
  });
});

describe('the development review call', () => {
  it('approves a pending application by username outside production', async () => {
    const m = await member(t);
    await t.call('/v2/app/agent/apply', {}, { token: m.token });
    const decide = (body: unknown) =>
      t.app.inject({ method: 'POST', url: '/dev/agent/decide', payload: body as Record<string, unknown> });
    expect((await decide({ username: m.username, action: 'maybe' })).json()).toMatchObject({ code: 400 });
    expect((await decide({ username: m.username, action: 'approve' })).json()).toMatchObject({
      code: 200,
      data: { status: 'approved' },
    });
    expect((await decide({ username: m.username, action: 'approve' })).json()).toMatchObject({ code: 404 });
    expect((await t.call('/v2/app/agent/is/agent', {}, { token: m.token })).body.data).toBe(true);
  });
});

describe('subordinates', () => {
  it('creates a direct subordinate by the registration rules, with or without e-mail', async () => {
    const a = await agent(t);
    const create = (body: Record<string, unknown>) =>
      t.call('/v2/app/agent/sub/member/create', { password: 'Quiet-River-2026', ...body }, { token: a.token, lang: 'en-US' });
    const made = await create({ account: 'SubOne01', nickname: 'One' });
    expect(made.body.data).toMatchObject({ username: 'SubOne01', email: null, nickname: 'One', balance: 0, isAgent: false });
    expect((await create({ account: 'SubTwo02', email: 'subtwo@example.test' })).body.data.email).toBe('subtwo@example.test');
    expect((await create({ account: 'subone01' })).body.data).toMatchObject({ reason: 'USERNAME_TAKEN', field: 'account' });
    expect((await create({ account: 'SubThree3', email: 'subtwo@example.test' })).body.data.reason).toBe('EMAIL_TAKEN');
    expect((await create({ account: 'bad name!' })).body.code).toBe(400);
    expect((await create({ account: 'SubFour04', password: 'password123' })).body.data.reason).toBe('PASSWORD_TOO_COMMON');
    expect((await create({ account: 'SubFive05', password: 'xSubFive05x' })).body.data.reason).toBe('PASSWORD_CONTAINS_USERNAME');

    // The new member can log in and sits under the agent.
    const [row] = await t.app.database.db.select().from(users).where(eq(users.username, 'SubOne01'));
    expect(row).toMatchObject({ parentUserId: a.userId, recommendedCode: a.agentCode });
    const page = await t.call('/v2/app/agent/sub/member/page', { account: 'sub' }, { token: a.token });
    expect(page.body.data.total).toBe(2);
    expect((await t.call('/v2/app/agent/sub/member/page', { account: 'TWO' }, { token: a.token })).body.data.list).toHaveLength(
      1,
    );
  });
});

describe('authorization', () => {
  it('refuses a non-agent on every agent call but apply, apply/status and is/agent', async () => {
    const plain = await createTestMember(t);
    // SPEC §7's thirteen, and the affiliate centre's statements, payouts and funnel (issue 21).
    expect(agentCallList).toHaveLength(16);
    for (const call of agentCallList) {
      const res = await t.call(call.path, bodyFor(call.path, String(plain.userId)), { token: plain.token });
      if (OPEN_TO_MEMBERS.includes(call.path)) expect(res.body.code, call.path).toBe(200);
      else expect(res.body, call.path).toMatchObject({ code: 403, data: { reason: 'NOT_AN_AGENT' } });
    }
  });

  it("refuses agent A on agent B's members, teams and reports", async () => {
    const a = await agent(t);
    const b = await agent(t);
    const bSubAgent = await agent(t, b);
    const bMember = await member(t, b);
    for (const target of [b, bSubAgent, bMember]) {
      for (const call of agentCallList) {
        const body = bodyFor(call.path, String(target.userId));
        if (!('userId' in body)) continue;
        const res = await t.call(call.path, body, { token: a.token });
        expect(res.body, `${call.path} on ${target.username}`).toMatchObject({ code: 403, data: { reason: 'NOT_IN_TEAM' } });
      }
    }
    // Unknown ids answer the same as other teams' ids.
    const unknown = await t.call('/v2/app/agent/type/report/statistics', { userId: '999999999' }, { token: a.token });
    expect(unknown.body.data.reason).toBe('NOT_IN_TEAM');
    // B drills into B's own sub-agent.
    const drill = await t.call('/v2/app/agent/type/report/statistics', { userId: String(bSubAgent.userId) }, { token: b.token });
    expect(drill.body.data).toMatchObject({ userId: String(bSubAgent.userId), teamSize: 0 });
  });

  it('refuses bad input with 400 and never a 500', async () => {
    const a = await agent(t);
    for (const body of [
      { from: '2026-13-01' },
      { from: 'yesterday' },
      { userId: '-1' },
      { userId: 12 },
      { pageSize: 1000 },
      { account: "x' or 1=1" },
      { extra: true },
    ]) {
      const res = await t.call('/v2/app/agent/sub/member/report/page', body, { token: a.token });
      expect(res.body.code, JSON.stringify(body)).toBe(400);
    }
    const backwards = await t.call(
      '/v2/app/agent/type/report/statistics',
      { from: '2026-03-02', to: '2026-03-01' },
      { token: a.token },
    );
    expect(backwards.body).toMatchObject({ code: 400, data: { reason: 'DATE_RANGE_INVALID', field: 'to' } });
    const tooLong = await t.call(
      '/v2/app/agent/type/report/statistics',
      { from: '2024-01-01', to: '2025-12-31' },
      { token: a.token },
    );
    expect(tooLong.body.data.reason).toBe('DATE_RANGE_INVALID');
  });
});
