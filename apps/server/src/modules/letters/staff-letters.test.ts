import { randomUUID } from 'node:crypto';
import { adminCalls as c } from '@amigo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
