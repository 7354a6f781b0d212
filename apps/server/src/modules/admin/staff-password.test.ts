import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { adminCall, signedInStaff } from './test-fixtures.ts';

/**
 * Staff passwords pass the same policy as members' (auth/passwords.ts), on top of their longer
 * minimum: twelve of one character is long enough and guessed at once (issue 26).
 */
describe('a staff password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => t?.close());

  it('is refused when guessable by its pattern, with the reason, and nothing is created', async () => {
    const owner = await signedInStaff(t, ['owner']);
    const create = (username: string, password: string) =>
      adminCall(
        t,
        '/v2/admin/staff/create',
        { username, displayName: username, password, roles: ['support'] },
        { cookie: owner.cookie },
      );

    for (const password of ['aaaaaaaaaaaa', 'abcdabcdabcd', 'zyxwvutsrqpo', 'qwertyuiopas']) {
      const refused = await create('weakling', password);
      expect(refused.body, password).toMatchObject({
        code: 400,
        msg: expect.stringMatching(/too easy to guess/),
        data: { reason: 'PASSWORD_TOO_WEAK', field: 'password' },
      });
    }
    const list = await adminCall(t, '/v2/admin/staff/list', {}, { cookie: owner.cookie });
    expect(JSON.stringify(list.body)).not.toContain('weakling');

    const created = await create('weakling', 'Night-Shift-Ledger-7');
    expect(created.body.code).toBe(200);
  });
});
