import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import { staffUsers } from './schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createStaff } from './manage-staff.ts';
import { STAFF_COOKIE } from './staff-sessions.ts';
import { newTotpSecret, totpCode } from './totp.ts';

const XSRF = 'admin-test-xsrf-0123456789';

export interface TestStaff {
  id: string;
  username: string;
  password: string;
  secret: string;
  cookie: string;
}

export interface AdminCallResult {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; msg: string; data: any };
  raw: Buffer;
}

/** POSTs an admin call the way the console does: JSON, the XSRF pair, and the staff cookie when given. */
export async function adminCall(
  t: TestApp,
  path: string,
  body: unknown = {},
  options: { cookie?: string; token?: string; lang?: string } = {},
): Promise<AdminCallResult> {
  const cookies = [`XSRF-TOKEN=${XSRF}`, ...(options.cookie ? [`${STAFF_COOKIE}=${options.cookie}`] : [])];
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'en-US',
      cookie: cookies.join('; '),
      'x-xsrf-token': XSRF,
      ...(options.token ? { token: options.token } : {}),
    },
    payload: JSON.stringify(body),
  });
  const raw = response.rawPayload;
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (isJson ? response.json() : null) as AdminCallResult['body'],
    raw,
  };
}

export function staffCookieOf(result: AdminCallResult): string | undefined {
  const header = result.headers['set-cookie'];
  const lines: string[] = Array.isArray(header) ? header.map(String) : typeof header === 'string' ? [header] : [];
  for (const line of lines) {
    const match = new RegExp(`^${STAFF_COOKIE}=([^;]*)`).exec(line);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/**
 * A staff account with the given roles, enrolled in TOTP, signed in through the real sign-in
 * call with a computed code. `enrolled: false` leaves TOTP out (the session can only enrol).
 */
export async function signedInStaff(t: TestApp, roles: StaffRole[], options: { enrolled?: boolean } = {}): Promise<TestStaff> {
  const { db } = t.app.database;
  const username = `s${randomBytes(5).toString('hex')}`;
  const password = `Staff-${randomBytes(8).toString('hex')}`;
  const account = await createStaff(db, {
    username,
    displayName: username,
    password,
    roles,
    by: { id: null, username: 'test' },
    ip: null,
    now: new Date(),
  });
  const secret = newTotpSecret();
  if (options.enrolled !== false) {
    await db
      .update(staffUsers)
      .set({ totpSecret: secret, totpEnabledAt: new Date() })
      .where(eq(staffUsers.id, BigInt(account.id)));
  }
  const login = await adminCall(t, '/v2/admin/auth/login', {
    username,
    password,
    ...(options.enrolled !== false ? { code: totpCode(secret, new Date()) } : {}),
  });
  if (login.body.code !== 200) throw new Error(`admin login: ${login.body.msg}`);
  const cookie = staffCookieOf(login);
  if (!cookie) throw new Error('admin login set no cookie');
  return { id: account.id, username, password, secret, cookie };
}
