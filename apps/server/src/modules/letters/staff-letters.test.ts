import { randomUUID } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { adminCall, signedInStaff, type TestStaff } from '../admin/test-fixtures.ts';
import { createTestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Staff letters (issue 21): one member by username, the history with read counts, for support too. */
let t: TestApp;
let support: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  support = await signedInStaff(t, ['support']);
});
afterAll(() => t.close());

const call = (path: string, body: unknown = {}) => adminCall(t, path, body, { cookie: support.cookie });
const words = (text: string) => ({ Jp: text, En: text, Zh: '', ZhTW: '' });

describe('staff letters', () => {
  it('sends a one-member letter by username, lists it with who sent it and how many read it', async () => {
    const m = await createTestMember(t);
    const sent = await call(c.adminLetterBroadcast.path, {
      audience: 'member',
      username: m.username,
      title: words('Your limit'),
      body: words('Hello'),
      idempotencyKey: randomUUID(),
    });
    expect(sent.body.code, sent.body.msg).toBe(200);
    expect(sent.body.data.sent).toBe(true);
    const inbox = await t.call('/v2/app/station/query', { pageNum: 1, pageSize: 10 }, { token: m.token });
    const letter = inbox.body.data.list.find((l: { titleJp: string }) => l.titleJp === 'Your limit');
    expect(letter).toBeTruthy();

    const before = await call(c.adminLetterList.path, { pageNum: 1, pageSize: 20 });
    expect(before.body.data.list[0]).toMatchObject({
      id: sent.body.data.id,
      audience: 'member',
      userId: String(m.userId),
      username: m.username,
      title: { Jp: 'Your limit' },
      sentBy: support.username,
      reads: 0,
    });
    await t.call('/v2/app/station/read', { ids: [letter.id] }, { token: m.token });
    const after = await call(c.adminLetterList.path, { pageNum: 1, pageSize: 20 });
    expect(after.body.data.list[0].reads).toBe(1);

    const unknown = await call(c.adminLetterBroadcast.path, {
      audience: 'member',
      username: 'nobody-by-this-name',
      title: words('x'),
      body: words('x'),
      idempotencyKey: randomUUID(),
    });
    expect(unknown.body).toMatchObject({ code: 404, data: { reason: 'NOT_FOUND', field: 'username' } });
  });

  it('tells how many members a letter would reach before it is sent, as the inbox splits agents and players', async () => {
    const db = t.app.database.db;
    const directory = async () => {
      const [row] = rowsOf<{ all: string; agents: string }>(
        await db.execute(sql`select count(*)::text as all, count(agent_code)::text as agents from users`),
      );
      return { all: Number(row!.all), agents: Number(row!.agents) };
    };
    const m = await createTestMember(t);
    await db.execute(sql`update users set agent_code = ${`LT${String(m.userId).padStart(6, '0')}`} where id = ${m.userId}`);
    const now = await directory();
    expect(now.agents).toBeGreaterThan(0);
    const size = async (body: object) => (await call(c.adminLetterAudience.path, body)).body;
    expect((await size({ audience: 'all' })).data).toEqual({ recipients: now.all });
    expect((await size({ audience: 'agents' })).data).toEqual({ recipients: now.agents });
    expect((await size({ audience: 'players' })).data).toEqual({ recipients: now.all - now.agents });
    expect((await size({ audience: 'member', username: m.username })).data).toEqual({ recipients: 1 });
    expect(await size({ audience: 'member', username: 'nobody0here' })).toMatchObject({ code: 404, data: { field: 'username' } });
    expect(await size({ audience: 'member', userId: '999999999' })).toMatchObject({ code: 404, data: { field: 'userId' } });
    expect((await size({ audience: 'everyone' })).code).toBe(400);
    // A one-member letter to an id nobody has is refused as such, not a server error.
    const missing = await call(c.adminLetterBroadcast.path, {
      audience: 'member',
      userId: '999999999',
      title: words('x'),
      body: words('x'),
      idempotencyKey: randomUUID(),
    });
    expect(missing.body).toMatchObject({ code: 404, data: { reason: 'NOT_FOUND', field: 'userId' } });
  });

  it('lists broadcasts with one-member letters, newest first, with their reads; the same request twice sends once', async () => {
    const m = await createTestMember(t);
    const key = randomUUID();
    const broadcast = { audience: 'all', title: words('To everyone'), body: words('Hello all'), idempotencyKey: key };
    const sent = await call(c.adminLetterBroadcast.path, broadcast);
    expect(sent.body.data.sent).toBe(true);
    expect((await call(c.adminLetterBroadcast.path, broadcast)).body.data).toEqual({ sent: false, id: null });
    const one = await call(c.adminLetterBroadcast.path, {
      audience: 'member',
      userId: String(m.userId),
      title: words('Just you'),
      body: words('Hello'),
      idempotencyKey: randomUUID(),
    });
    expect(one.body.data.sent).toBe(true);
    // m joined before the broadcast: it reaches them, and their read counts on its row.
    await t.call('/v2/app/station/read', { ids: [sent.body.data.id] }, { token: m.token });
    const list = (await call(c.adminLetterList.path, { pageNum: 1, pageSize: 2 })).body.data;
    expect(list.list).toEqual([
      expect.objectContaining({ id: one.body.data.id, audience: 'member', userId: String(m.userId), username: m.username }),
      expect.objectContaining({
        id: sent.body.data.id,
        audience: 'all',
        userId: null,
        username: null,
        title: { Jp: 'To everyone', En: 'To everyone', Zh: '', ZhTW: '' },
        sentBy: support.username,
        reads: 1,
      }),
    ]);
    expect(list.total).toBeGreaterThanOrEqual(3);
  });
});
