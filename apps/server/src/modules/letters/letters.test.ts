import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/schema.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendLetter } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUERY = '/v2/app/station/query';
const UNREAD = '/v2/app/station/unread';
const DETAIL = '/v2/app/station/detail';
const READ = '/v2/app/station/read';
const READ_ALL = '/v2/app/station/read/all';
const DELETE = '/v2/app/station/delete';

const as = (member: TestMember) => ({ token: member.token });

async function letterTo(member: TestMember, orderSn = `D${Date.now()}${Math.random()}`) {
  const { id } = await sendLetter(t.app.database.db, {
    to: { userId: member.userId },
    content: { template: 'depositCredited', params: { orderSn, coins: 12_345 } },
  });
  return id!;
}

async function unread(member: TestMember): Promise<number> {
  return (await t.call(UNREAD, {}, as(member))).body.data.unreadCount;
}

describe('a member reads their own letters', () => {
  it('lists letters newest first with the unread count and all four languages', async () => {
    const member = await createTestMember(t);
    const first = await letterTo(member, 'D1');
    const second = await letterTo(member, 'D2');
    const { body } = await t.call(QUERY, {}, as(member));
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ total: 2, unreadCount: 2, pageNum: 1, pageSize: 20 });
    expect(body.data.list.map((l: { id: string }) => l.id)).toEqual([second, first]);
    expect(body.data.list[0]).toMatchObject({
      category: 'deposit',
      read: false,
      titleJp: '入金が反映されました',
      titleEn: 'Your deposit has been credited',
      titleZh: '充值已到账',
      titleZhTW: '儲值已入帳',
      bodyEn: '<p>We received your deposit D2 and added 12,345 coins to your balance.</p>',
    });
  });

  it('marks read, filters by state, reads all and removes (softly)', async () => {
    const member = await createTestMember(t);
    const [a, b, c] = [await letterTo(member), await letterTo(member), await letterTo(member)];
    expect((await t.call(READ, { ids: [a, a] }, as(member))).body.data).toEqual({ unreadCount: 2 });
    expect((await t.call(DETAIL, { id: a }, as(member))).body.data.read).toBe(true);
    const unreadOnly = (await t.call(QUERY, { status: 'unread' }, as(member))).body.data;
    expect(unreadOnly.list.map((l: { id: string }) => l.id).sort()).toEqual([b, c].sort());
    expect((await t.call(QUERY, { status: 'read' }, as(member))).body.data.total).toBe(1);

    expect((await t.call(DELETE, { ids: [b] }, as(member))).body.data).toEqual({ unreadCount: 1 });
    expect((await t.call(DETAIL, { id: b }, as(member))).body.code).toBe(404);
    expect((await t.call(QUERY, {}, as(member))).body.data.total).toBe(2);

    expect((await t.call(READ_ALL, {}, as(member))).body.data).toEqual({ unreadCount: 0 });
    expect((await t.call(QUERY, { status: 'unread' }, as(member))).body.data.total).toBe(0);
    // A removed letter cannot be marked any more.
    expect((await t.call(READ, { ids: [b] }, as(member))).body.code).toBe(404);
  });

  it('keeps the first read time when a letter is read again', async () => {
    const member = await createTestMember(t);
    const id = await letterTo(member);
    await t.call(READ, { ids: [id] }, as(member));
    await t.call(READ, { ids: [id] }, as(member));
    await t.call(READ_ALL, {}, as(member));
    expect(await unread(member)).toBe(0);
  });
});

describe("a member never reaches another member's letters", () => {
  it('answers 404 to reading, marking or removing them and changes nothing', async () => {
    const owner = await createTestMember(t);
    const other = await createTestMember(t);
    const letter = await letterTo(owner);
    const own = await letterTo(other);
    expect((await t.call(DETAIL, { id: letter }, as(other))).body).toMatchObject({ code: 404, data: { reason: 'NOT_FOUND' } });
    // One foreign id among own ones: nothing is marked.
    expect((await t.call(READ, { ids: [own, letter] }, as(other))).body).toMatchObject({ code: 404, data: { field: 'ids' } });
    expect((await t.call(DELETE, { ids: [letter] }, as(other))).body.code).toBe(404);
    expect(await unread(other)).toBe(1);
    expect(await unread(owner)).toBe(1);
    expect((await t.call(DETAIL, { id: letter }, as(owner))).body.data.read).toBe(false);
    // read all touches only one's own.
    await t.call(READ_ALL, {}, as(other));
    expect(await unread(owner)).toBe(1);
    expect((await t.call(QUERY, {}, as(other))).body.data.list.map((l: { id: string }) => l.id)).toEqual([own]);
  });

  it('asks guests to log in on every letter call', async () => {
    for (const path of [QUERY, UNREAD, DETAIL, READ, READ_ALL, DELETE]) {
      expect((await t.call(path, {})).body).toMatchObject({ code: 401, data: { reason: 'UNAUTHENTICATED' } });
    }
  });

  it('refuses malformed, empty and oversized id lists', async () => {
    const member = await createTestMember(t);
    for (const body of [
      { ids: [] },
      { ids: ['x'] },
      { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) },
      { ids: 1 },
      {},
    ]) {
      expect((await t.call(READ, body, as(member))).body.code, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call(QUERY, { status: 'new' }, as(member))).body.code).toBe(400);
    expect((await t.call(QUERY, { pageSize: 1000 }, as(member))).body.code).toBe(400);
  });
});

describe('broadcasts', () => {
  it('reach every member of the audience who had joined, with read state per member', async () => {
    const player = await createTestMember(t);
    const agent = await createTestMember(t);
    await t.app.database.db
      .update(users)
      .set({ agentCode: `AG${agent.userId}` })
      .where(eq(users.id, agent.userId));
    const db = t.app.database.db;
    const text = (title: string) => ({ category: 'system' as const, title: { Jp: title, En: title }, body: { Jp: '<p>x</p>' } });
    const toAll = (await sendLetter(db, { to: { audience: 'all' }, content: text('all') })).id!;
    const toAgents = (await sendLetter(db, { to: { audience: 'agents' }, content: text('agents') })).id!;
    const toPlayers = (await sendLetter(db, { to: { audience: 'players' }, content: text('players') })).id!;
    const latecomer = await createTestMember(t);

    const ids = async (member: TestMember) =>
      (await t.call(QUERY, { pageSize: 100 }, as(member))).body.data.list.map((l: { id: string }) => l.id);
    expect(await ids(player)).toEqual(expect.arrayContaining([toAll, toPlayers]));
    expect(await ids(player)).not.toContain(toAgents);
    expect(await ids(agent)).toEqual(expect.arrayContaining([toAll, toAgents]));
    expect(await ids(agent)).not.toContain(toPlayers);
    expect(await ids(latecomer)).not.toContain(toAll);

    await t.call(READ, { ids: [toAll] }, as(player));
    expect((await t.call(DETAIL, { id: toAll }, as(player))).body.data.read).toBe(true);
    expect((await t.call(DETAIL, { id: toAll }, as(agent))).body.data.read).toBe(false);
    await t.call(DELETE, { ids: [toAll] }, as(agent));
    expect((await t.call(DETAIL, { id: toAll }, as(player))).body.code).toBe(200);
  });

  it('cleans letters operators write', async () => {
    const member = await createTestMember(t);
    const { id } = await sendLetter(t.app.database.db, {
      to: { userId: member.userId },
      content: {
        category: 'promotion',
        title: { Jp: '<i>ようこそ</i>' },
        body: { Jp: '<p onclick="x()">hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' },
      },
    });
    const letter = (await t.call(DETAIL, { id }, as(member))).body.data;
    expect(letter.titleJp).toBe('ようこそ');
    expect(letter.bodyJp).toBe('<p>hi<a>x</a></p>');
  });

  it('sends an event letter once per dedupe key', async () => {
    const member = await createTestMember(t);
    const send = () =>
      sendLetter(t.app.database.db, {
        to: { userId: member.userId },
        content: { template: 'kycApproved' },
        dedupeKey: `kyc:test:${member.userId}`,
      });
    expect((await send()).sent).toBe(true);
    expect((await send()).sent).toBe(false);
    expect(await unread(member)).toBe(1);
  });
});

describe('member letters and broadcasts, two tables, one inbox (docs/scale.md §3)', () => {
  it('share one id space and page together newest first, read and removed by id as one list', async () => {
    const member = await createTestMember(t);
    const db = t.app.database.db;
    const text = (title: string) => ({ category: 'system' as const, title: { Jp: title, En: title }, body: { Jp: '<p>x</p>' } });
    const own1 = (await sendLetter(db, { to: { userId: member.userId }, content: text('own 1') })).id!;
    const broadcast = (await sendLetter(db, { to: { audience: 'all' }, content: text('to all') })).id!;
    const own2 = (await sendLetter(db, { to: { userId: member.userId }, content: text('own 2') })).id!;
    // One sequence: a broadcast id is never a member letter's id, and ids keep the sending order.
    expect(BigInt(own1) < BigInt(broadcast) && BigInt(broadcast) < BigInt(own2)).toBe(true);

    const page = async (pageNum: number) =>
      (await t.call(QUERY, { pageNum, pageSize: 1 }, as(member))).body.data as { total: number; list: { id: string }[] };
    const pages = [await page(1), await page(2), await page(3)];
    // Other tests' broadcasts to everyone sent before this member joined never reach them.
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
    expect(pages.map((p) => p.list[0]!.id)).toEqual([own2, broadcast, own1]);
    expect(await unread(member)).toBe(3);

    expect((await t.call(READ, { ids: [broadcast, own1] }, as(member))).body.data).toEqual({ unreadCount: 1 });
    const readOnes = (await t.call(QUERY, { status: 'read' }, as(member))).body.data.list.map((l: { id: string }) => l.id);
    expect(readOnes).toEqual([broadcast, own1]);
    expect((await t.call(DELETE, { ids: [broadcast] }, as(member))).body.data).toEqual({ unreadCount: 1 });
    expect((await t.call(DETAIL, { id: broadcast }, as(member))).body.code).toBe(404);
    expect((await t.call(READ_ALL, {}, as(member))).body.data).toEqual({ unreadCount: 0 });
    expect((await t.call(QUERY, {}, as(member))).body.data.list.map((l: { id: string }) => l.id)).toEqual([own2, own1]);
  });

  it('dedupes a broadcast by its key, and a member letter by its key for that member', async () => {
    const db = t.app.database.db;
    const [a, b] = [await createTestMember(t), await createTestMember(t)];
    const key = `test-broadcast:${a.userId}`;
    const toAll = () => sendLetter(db, { to: { audience: 'all' }, content: { template: 'kycApproved' }, dedupeKey: key });
    const first = await toAll();
    expect(first.sent).toBe(true);
    expect(await toAll()).toEqual({ sent: false, id: null });
    const inbox = (await t.call(QUERY, { pageSize: 100 }, as(a))).body.data.list.map((l: { id: string }) => l.id);
    expect(inbox.filter((id: string) => id === first.id)).toHaveLength(1);

    // Every event key names something of one member, so the key is unique per member.
    const toMember = (member: TestMember) =>
      sendLetter(db, {
        to: { userId: member.userId },
        content: { template: 'kycApproved' },
        dedupeKey: `kyc:shared:${a.userId}`,
      });
    expect((await toMember(a)).sent).toBe(true);
    expect((await toMember(a)).sent).toBe(false);
    expect((await toMember(b)).sent).toBe(true);
  });
});

describe('unread counts under concurrent reads', () => {
  it('stay right when the same letters are marked from many requests at once', async () => {
    const member = await createTestMember(t);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await letterTo(member));
    // Overlapping sets of the first six, read at once from many requests (on PostgreSQL truly concurrently).
    const sets = [
      [0, 1, 2],
      [1, 2, 3],
      [2, 3, 4],
      [3, 4, 5],
      [0, 5],
      [4, 5],
    ];
    const calls = [
      ...sets.map((set) => t.call(READ, { ids: set.map((i) => ids[i]) }, as(member))),
      ...Array.from({ length: 6 }, () => t.call(READ, { ids: ids.slice(0, 6) }, as(member))),
      t.call(UNREAD, {}, as(member)),
    ];
    const results = await Promise.all(calls);
    for (const result of results) expect(result.body.code).toBe(200);
    expect(await unread(member)).toBe(6);
    await Promise.all([t.call(READ_ALL, {}, as(member)), t.call(READ_ALL, {}, as(member)), t.call(READ, { ids }, as(member))]);
    expect(await unread(member)).toBe(0);
  });
});
