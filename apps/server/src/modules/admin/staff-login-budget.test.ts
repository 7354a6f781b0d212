import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInStaff } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endLocks = (scope: string) =>
  t.app.database.db.execute(sql`update attempt_budgets set locked_until = now() - interval '1 second' where scope = ${scope}`);

describe('staff sign-in attempt budget', () => {
  it('locks a staff account after five wrong passwords, for a while', async () => {
    const staff = await signedInStaff(t, ['support'], { enrolled: false });
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/admin/auth/login',
        headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
        payload: JSON.stringify({ username: staff.username, password }),
      });
    const reasons: string[] = [];
    for (let i = 0; i < 6; i += 1) reasons.push((await signIn(`wrong-staff-${i}`)).json().data.reason);
    expect(reasons).toEqual([...Array(4).fill('INVALID_CREDENTIALS'), 'LOGIN_THROTTLED', 'LOGIN_THROTTLED']);
    expect((await signIn(staff.password)).json().data.reason).toBe('LOGIN_THROTTLED');
    await endLocks('staff_login');
    expect((await signIn(staff.password)).json().code).toBe(200);
  });
});
