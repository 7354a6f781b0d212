import type { TestApp } from './test-app.ts';

export const CAPTCHA = 'TEST';

/** Reads the newest 6-digit code mailed to an address from the development outbox. */
export async function lastMailedCode(t: TestApp, to: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  const mails = res.json().data as Array<{ text: string }>;
  const code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export async function captcha(t: TestApp): Promise<string> {
  return (await t.call('/v2/app/auth/get', {})).body.data.uuid as string;
}

/** Registers a member through the public API, the way the web dialog does. */
export async function registerMember(
  t: TestApp,
  input: { account: string; email: string; password?: string; agentCode?: string },
): Promise<{ token: string; password: string }> {
  const password = input.password ?? 'Pachinko-Night-42';
  await t.call('/v2/app/register/send/email/code', { email: input.email });
  const code = await lastMailedCode(t, input.email);
  const valid = await t.call('/v2/app/register/valid', { email: input.email, code, acceptTerms: true });
  if (valid.body.code !== 200) throw new Error(`register/valid: ${valid.body.msg}`);
  const res = await t.call('/v2/app/register/user', {
    account: input.account,
    email: input.email,
    password,
    code,
    agentCode: input.agentCode,
  });
  if (res.body.code !== 200) throw new Error(`register/user: ${res.body.msg}`);
  return { token: res.body.data.token, password };
}

export async function login(t: TestApp, account: string, password: string, headers: Record<string, string> = {}) {
  return t.call('/v2/app/auth/login', { account, password, uuid: await captcha(t), qrcode: CAPTCHA }, { headers });
}
