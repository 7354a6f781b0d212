import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestMember } from '../../test/members.ts';
import { verifyLedger } from '../wallet/index.ts';
import { createMember } from './index.ts';

/**
 * Issue 21: one username rule for every way a member is born. The contract refuses a bad name at
 * each door (registration, an agent's new subordinate, a legacy account moved in as a new member),
 * and createMember — the one place a member is born — refuses it again, whoever calls it.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  await t.close();
});

const TOO_LONG = 'a'.repeat(17);
const BAD_NAMES = [TOO_LONG, 'abc', 'has_underscore', 'dot.name', 'ｆｕｌｌｗｉｄｔｈ', 'space name'];

describe('member usernames', () => {
  it('are refused by createMember whichever path calls it, and nothing is written', async () => {
    for (const username of BAD_NAMES) {
      const attempt = t.app.database.db.transaction((tx) =>
        createMember(tx, { username, email: `${username.length}-${Math.random()}@example.test`, passwordHash: null }),
      );
      await expect(attempt, username).rejects.toMatchObject({ reason: 'INVALID_INPUT', field: 'account' });
    }
    const good = await t.app.database.db.transaction((tx) =>
      createMember(tx, { username: 'Sixteen16Letters', email: 'sixteen@example.test', passwordHash: null }),
    );
    expect(good.username).toBe('Sixteen16Letters');
  });

  it('are refused the same way at registration, agent creation and migration', async () => {
    const agent = await createTestMember(t);
    const doors = [
      ['/v2/app/register/user', { account: TOO_LONG, email: 'x@example.test', password: 'Pachinko-Night-42', code: '123456' }],
      ['/v2/app/agent/sub/member/create', { account: TOO_LONG, email: 'y@example.test', password: 'Pachinko-Night-42' }],
      ['/v2/app/jsy/transfer/confirm', { flowId: 'a'.repeat(43), mode: 'new', account: TOO_LONG, password: 'Pachinko-Night-42' }],
    ] as const;
    for (const [path, body] of doors) {
      const res = await t.call(path, body, { token: agent.token, lang: 'en-US' });
      expect(res.body.code, path).toBe(400);
      expect(res.body.data.field, path).toBe('account');
    }
  });
});
