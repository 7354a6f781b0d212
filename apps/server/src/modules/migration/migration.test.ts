import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServerUrl } from '../../config.ts';
import { legacyAccounts, legacyFlows } from './schema.ts';
import { captcha, CAPTCHA } from '../../test/accounts.ts';
import { createTestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';
import { importLegacyAccounts, parseCsv } from './import-legacy.ts';

let t: TestApp;
const SECRET = 'One-Time-Secret-77';
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ captchaTestAnswer: CAPTCHA });
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  await t.close();
});

/** A fresh legacy account (unique name per test) with 9,000 coins. */
async function legacy(overrides: Record<string, string> = {}) {
  serial += 1;
  const username = `old_user_${serial}_${Date.now() % 100000}`;
  const report = await importLegacyAccounts(t.app.database.db, [
    {
      legacy_username: username,
      secret: SECRET,
      email: `${username}@legacy.example.test`,
      holder_name: 'YAMADA TARO',
      card_last4: '1234',
      balance: '9000',
      ...overrides,
    },
  ]);
  expect(report.imported).toBe(1);
  return { username, email: `${username}@legacy.example.test` };
}

async function lastCode(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  const code = (res.json().data as Array<{ text: string }>)[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const validate = async (account: string, password = SECRET) =>
  t.call('/v2/app/jsy/transfer/validate', { account, password, uuid: await captcha(t), qrcode: CAPTCHA }, { lang: 'zh-CN' });

/** Runs steps 1–4; answers the flow id ready to confirm. */
async function readyToConfirm(account: { username: string; email: string }) {
  const step1 = await validate(account.username);
  expect(step1.body.code, step1.body.msg).toBe(200);
  const { flowId } = step1.body.data;
  expect(
    (await t.call('/v2/app/jsy/transfer/validate/card', { flowId, holderName: 'yamada taro', last4: '1234' })).body.code,
  ).toBe(200);
  expect((await t.call('/v2/app/jsy/transfer/resend/validate/code', { flowId })).body.code).toBe(200);
  const login = await t.call('/v2/app/jsy/transfer/login', { flowId, code: await lastCode(account.email) });
  expect(login.body.code, login.body.msg).toBe(200);
  expect(login.body.data.summary).toEqual({ legacyUsername: account.username, balance: 9000 });
  return flowId as string;
}

describe('import', () => {
  it('imports good rows once, reports bad ones, and leaves imported names alone', async () => {
    const csv = [
      'legacy_username,password_hash,secret,email,phone,holder_name,card_last4,balance',
      'imp_ok,,Secret-Long-1,ok@example.test,,"SATO, JIRO",5555,100',
      'imp_bad_card,,Secret-Long-1,bad@example.test,,SATO,55a5,100',
      'imp_both,$argon2id$v=19$m=19456,t=2,p=1$abc$def,Secret-Long-1,x@example.test,,SATO,5555,1',
      'imp_neg,,Secret-Long-1,neg@example.test,,SATO,5555,-5',
      'imp_ok,,Secret-Long-1,ok@example.test,,SATO,5555,100',
    ].join('\n');
    const first = await importLegacyAccounts(t.app.database.db, parseCsv(csv));
    expect(first.imported).toBe(1);
    expect(first.rejected.map((r) => [r.line, r.username])).toEqual([
      [3, 'imp_bad_card'],
      [4, 'imp_both'],
      [5, 'imp_neg'],
      [6, 'imp_ok'],
    ]);
    const again = await importLegacyAccounts(t.app.database.db, parseCsv(csv));
    expect(again.imported).toBe(0);
    expect(again.unchanged).toBe(1);
    const [row] = await t.app.database.db.select().from(legacyAccounts).where(eq(legacyAccounts.legacyUsername, 'imp_ok'));
    expect(row!.holderName).toBe('SATO, JIRO');
    expect(row!.secretHash).toMatch(/^\$argon2id\$/);
  });
});

describe('the migration flow', () => {
  it('moves a legacy account into a new member, once, with its balance', async () => {
    const account = await legacy();
    const flowId = await readyToConfirm(account);
    const res = await t.call('/v2/app/jsy/transfer/confirm', {
      flowId,
      mode: 'new',
      account: `moved${serial}`,
      password: 'Pachinko-Night-42',
    });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ legacyUsername: account.username, movedCoins: 9000, created: true });
    const info = await t.call('/v2/app/user/info', {}, { token: res.body.data.token });
    expect(info.body.data.balance).toBe(9000);
    expect(info.body.data.email).toBe(account.email);
    const again = await validate(account.username);
    expect(again.body.data.reason).toBe('MIGRATION_ALREADY_DONE');
  });

  it('attaches to the signed-in member, and concurrent confirms move the balance exactly once', async () => {
    const account = await legacy();
    const member = await createTestMember(t);
    const flowId = await readyToConfirm(account);
    const guest = await t.call('/v2/app/jsy/transfer/confirm', { flowId, mode: 'attach' });
    expect(guest.body.code).toBe(401);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('/v2/app/jsy/transfer/confirm', { flowId, mode: 'attach' }, { token: member.token }),
      ),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== 200)) expect(r.body.data.reason).toBe('MIGRATION_ALREADY_DONE');
    expect(await getBalance(t.app.database.db, member.userId)).toBe(9000n);

    const second = await legacy();
    const secondFlow = await readyToConfirm(second);
    const refused = await t.call('/v2/app/jsy/transfer/confirm', { flowId: secondFlow, mode: 'attach' }, { token: member.token });
    expect(refused.body.data.reason).toBe('MIGRATION_MEMBER_HAS_ONE');
  });

  it('locks the legacy account after five wrong passwords, and the lock ends by itself', async () => {
    const account = await legacy();
    for (let i = 0; i < 4; i += 1)
      expect((await validate(account.username, 'wrong-pass')).body.data.reason).toBe('MIGRATION_CREDENTIALS_INVALID');
    expect((await validate(account.username, 'wrong-pass')).body.data.reason).toBe('MIGRATION_LOCKED');
    expect((await validate(account.username)).body.data.reason).toBe('MIGRATION_LOCKED');
    expect((await validate('nobody_here')).body.data.reason).toBe('MIGRATION_CREDENTIALS_INVALID');
    const wrongCaptcha = await t.call('/v2/app/jsy/transfer/validate', {
      account: account.username,
      password: SECRET,
      uuid: await captcha(t),
      qrcode: 'NOPE',
    });
    expect(wrongCaptcha.body.data.reason).toBe('WRONG_CAPTCHA');
    // Anyone can spend the budget, so the lock must end (15 minutes; moved into the past here).
    const locked = await validate(account.username);
    expect(locked.body.code).toBe(429);
    expect(locked.body.data.retryAfter).toBeLessThanOrEqual(15 * 60);
    await t.app.database.db.execute(
      sql`update attempt_budgets set locked_until = now() - interval '1 second' where scope = 'legacy_login'`,
    );
    expect((await validate(account.username)).body.code).toBe(200);
  });

  it('bounds card and code attempts, keeps the 60-second resend countdown, and enforces step order', async () => {
    const account = await legacy();
    const { flowId } = (await validate(account.username)).body.data;
    const early = await t.call('/v2/app/jsy/transfer/login', { flowId, code: '123456' });
    expect(early.body.data.reason).toBe('MIGRATION_STEP_ORDER');
    for (let i = 0; i < 4; i += 1) {
      const res = await t.call('/v2/app/jsy/transfer/validate/card', { flowId, holderName: 'YAMADA TARO', last4: '9999' });
      expect(res.body.data.reason).toBe('MIGRATION_CARD_MISMATCH');
    }
    const fifth = await t.call('/v2/app/jsy/transfer/validate/card', { flowId, holderName: 'YAMADA TARO', last4: '9999' });
    expect(fifth.body.data.reason).toBe('MIGRATION_TOO_MANY_ATTEMPTS');
    const afterwards = await t.call('/v2/app/jsy/transfer/validate/card', { flowId, holderName: 'YAMADA TARO', last4: '1234' });
    expect(afterwards.body.data.reason).toBe('MIGRATION_FLOW_EXPIRED');

    const next = (await validate(account.username)).body.data.flowId;
    await t.call('/v2/app/jsy/transfer/validate/card', { flowId: next, holderName: 'Yamada　Taro', last4: '1234' });
    const sent = await t.call('/v2/app/jsy/transfer/resend/validate/code', { flowId: next });
    expect(sent.body.data.resendAfterSeconds).toBe(60);
    const tooSoon = await t.call('/v2/app/jsy/transfer/resend/validate/code', { flowId: next });
    expect(tooSoon.body.data.reason).toBe('RESEND_TOO_SOON');
    for (let i = 0; i < 4; i += 1) {
      expect((await t.call('/v2/app/jsy/transfer/login', { flowId: next, code: '000000' })).body.data.reason).toBe(
        'EMAIL_CODE_INVALID',
      );
    }
    expect((await t.call('/v2/app/jsy/transfer/login', { flowId: next, code: '000000' })).body.data.reason).toBe(
      'EMAIL_CODE_LOCKED',
    );
    const right = await t.call('/v2/app/jsy/transfer/login', { flowId: next, code: await lastCode(account.email) });
    expect(right.body.data.reason).toBe('EMAIL_CODE_LOCKED');
    const [flow] = await t.app.database.db.select().from(legacyFlows).where(eq(legacyFlows.id, next));
    expect(flow!.step).toBe('card_checked');
  });

  it('refuses malformed input with a clear envelope', async () => {
    for (const [path, body] of [
      ['/v2/app/jsy/transfer/validate/card', { flowId: 'short', holderName: 'A', last4: '1234' }],
      ['/v2/app/jsy/transfer/validate/card', { flowId: 'a'.repeat(43), holderName: 'A', last4: '12345' }],
      ['/v2/app/jsy/transfer/login', { flowId: 'a'.repeat(43), code: 'abcdef' }],
      ['/v2/app/jsy/transfer/confirm', { flowId: 'a'.repeat(43), mode: 'new', account: 'a b', password: 'x' }],
      ['/v2/app/jsy/transfer/confirm', { flowId: 'a'.repeat(43), mode: 'steal' }],
    ] as const) {
      const res = await t.call(path, body, { lang: 'ja-JP' });
      expect(res.body.code, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const unknown = await t.call('/v2/app/jsy/transfer/validate/card', {
      flowId: 'a'.repeat(43),
      holderName: 'A',
      last4: '1234',
    });
    expect(unknown.body.data.reason).toBe('MIGRATION_FLOW_EXPIRED');
  });

  it.skipIf(!testDatabaseServerUrl())(
    'moves once when two flows of one account confirm at the same time (PostgreSQL)',
    async () => {
      const account = await legacy();
      const flows = [await readyToConfirm(account)];
      // A second flow of the same account, raced to the same point.
      const extra = (await validate(account.username)).body.data.flowId;
      await t.call('/v2/app/jsy/transfer/validate/card', { flowId: extra, holderName: 'YAMADA TARO', last4: '1234' });
      await t.call('/v2/app/jsy/transfer/resend/validate/code', { flowId: extra });
      await t.call('/v2/app/jsy/transfer/login', { flowId: extra, code: await lastCode(account.email) });
      flows.push(extra);
      const members = [await createTestMember(t), await createTestMember(t)];
      const results = await Promise.all(
        flows.map((flowId, i) =>
          t.call('/v2/app/jsy/transfer/confirm', { flowId, mode: 'attach' }, { token: members[i]!.token }),
        ),
      );
      expect(results.map((r) => r.body.code).sort()).toEqual([200, 409]);
      const balances = await Promise.all(members.map((m) => getBalance(t.app.database.db, m.userId)));
      expect(balances.reduce((a, b) => a + b, 0n)).toBe(9000n);
    },
  );
});
