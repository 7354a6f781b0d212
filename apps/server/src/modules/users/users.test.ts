import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../auth/schema.ts';
import { kycSubmissions } from '../kyc/schema.ts';
import { users } from './schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INFO = '/v2/app/user/info';
const GET_INFO = '/v2/app/user/get/info';
const UPDATE = '/v2/app/user/update';
const UPDATE_ID = '/v2/app/user/update/idNumber';

async function userRow(member: TestMember) {
  const [row] = await t.app.database.db.select().from(users).where(eq(users.id, member.userId));
  return row;
}

async function addKycRow(member: TestMember, status: 'pending' | 'approved' | 'rejected') {
  await t.app.database.db.insert(kycSubmissions).values({
    userId: member.userId,
    status,
    frontKey: 'f',
    backKey: 'b',
    handheldKey: 'h',
    reason: status === 'rejected' ? 'blurry' : null,
  });
}

describe('user/info and user/get/info', () => {
  it('refuse a guest and an unknown token with 401', async () => {
    for (const path of [INFO, GET_INFO, UPDATE, UPDATE_ID]) {
      expect((await t.call(path, {})).body).toMatchObject({ code: 401, data: { reason: 'UNAUTHENTICATED' } });
      const forged = await t.call(path, {}, { token: 'x'.repeat(43) });
      expect(forged.body.code).toBe(401);
    }
  });

  it('answer the profile of a new member, identical on both paths', async () => {
    const member = await createTestMember(t);
    const res = await t.call(INFO, {}, { token: member.token });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      id: String(member.userId),
      username: member.username,
      email: `${member.username}@example.test`,
      nickname: null,
      firstName: null,
      lastName: null,
      name: null,
      pinyinName: null,
      phone: null,
      birthDate: null,
      idNumberMasked: null,
      hasPaymentPassword: false,
      recommendedCode: null,
      kycStatus: 'none',
      balance: 0,
      lastLoginAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect((await t.call(GET_INFO, {}, { token: member.token })).body.data).toEqual(res.body.data);
  });

  it('shows the last login, the agent code, whether a payment password is set, never its hash', async () => {
    const member = await createTestMember(t);
    const lastLoginAt = new Date('2024-05-06T07:08:09.010Z');
    await t.app.database.db
      .update(users)
      .set({ lastLoginAt, recommendedCode: 'AG1234', paymentPasswordHash: '$argon2id$v=19$m=19456,t=2,p=1$secret' })
      .where(eq(users.id, member.userId));
    const { data } = (await t.call(INFO, {}, { token: member.token })).body;
    expect(data).toMatchObject({ lastLoginAt: '2024-05-06T07:08:09.010Z', recommendedCode: 'AG1234', hasPaymentPassword: true });
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  it('takes the KYC status from the latest submission', async () => {
    const member = await createTestMember(t);
    await addKycRow(member, 'rejected');
    expect((await t.call(INFO, {}, { token: member.token })).body.data.kycStatus).toBe('rejected');
    await addKycRow(member, 'pending');
    expect((await t.call(INFO, {}, { token: member.token })).body.data.kycStatus).toBe('pending');
  });

  it('answers each member their own profile when many ask at once (one shared read)', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => createTestMember(t)));
    await Promise.all(members.slice(0, 6).map((member, index) => fundMember(t, member.userId, 100 + index)));
    const revoked = members[11]!;
    await t.app.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, revoked.userId));
    // Every request of the round, a repeated token and two that fail among them, goes out together.
    const tokens = [...members.map((member) => member.token), members[0]!.token, 'u'.repeat(43)];
    const answers = await Promise.all(tokens.map((token) => t.call(INFO, {}, { token })));
    members.slice(0, 11).forEach((member, index) => {
      expect(answers[index]!.body).toMatchObject({
        code: 200,
        data: { id: String(member.userId), username: member.username, balance: index < 6 ? 100 + index : 0 },
      });
    });
    expect(answers[11]!.body).toMatchObject({ code: 402, data: { reason: 'SESSION_ENDED' } });
    expect(answers[12]!.body.data).toEqual(answers[0]!.body.data);
    expect(answers[13]!.body).toMatchObject({ code: 401, data: { reason: 'UNAUTHENTICATED' } });
  });

  it('refuses a body with fields', async () => {
    const member = await createTestMember(t);
    const res = await t.call(INFO, { userId: '1' }, { token: member.token, lang: 'en-US' });
    expect(res.body).toMatchObject({
      code: 400,
      msg: 'Unknown field: userId',
      data: { reason: 'INVALID_INPUT', field: 'userId' },
    });
  });
});

describe('user/update', () => {
  it('changes only the fields sent and answers the new profile', async () => {
    const member = await createTestMember(t);
    const first = await t.call(UPDATE, { nickname: 'Taro', lastName: '山田', firstName: '太郎' }, { token: member.token });
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({
      nickname: 'Taro',
      lastName: '山田',
      firstName: '太郎',
      name: '山田 太郎',
      phone: null,
    });

    const second = await t.call(UPDATE, { phone: '+81 90-1234-5678', pinyinName: 'ヤマダ タロウ' }, { token: member.token });
    expect(second.body.data).toMatchObject({
      nickname: 'Taro',
      name: '山田 太郎',
      phone: '+81 90-1234-5678',
      pinyinName: 'ヤマダ タロウ',
    });
    expect((await t.call(INFO, {}, { token: member.token })).body.data).toEqual(second.body.data);
  });

  it('checks each session of a round of member calls on its own (shared read, separate answers)', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => createTestMember(t)));
    const revoked = members[7]!;
    await t.app.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, revoked.userId));
    const tokens = [...members.map((member) => member.token), 'v'.repeat(43)];
    const answers = await Promise.all(tokens.map((token) => t.call(UPDATE, {}, { token })));
    members.slice(0, 7).forEach((member, index) => {
      expect(answers[index]!.body).toMatchObject({ code: 200, data: { id: String(member.userId), username: member.username } });
    });
    expect(answers[7]!.body).toMatchObject({ code: 402, data: { reason: 'SESSION_ENDED' } });
    expect(answers[8]!.body).toMatchObject({ code: 401, data: { reason: 'UNAUTHENTICATED' } });
  });

  it('builds the name from whichever part is set', async () => {
    const member = await createTestMember(t);
    expect((await t.call(UPDATE, { firstName: 'Maria' }, { token: member.token })).body.data.name).toBe('Maria');
    expect((await t.call(UPDATE, { lastName: 'Santos' }, { token: member.token })).body.data.name).toBe('Santos Maria');
  });

  it("clears the phone (and any other field) with ''", async () => {
    const member = await createTestMember(t);
    await t.call(UPDATE, { phone: '09012345678', nickname: 'N' }, { token: member.token });
    const res = await t.call(UPDATE, { phone: '', nickname: '  ' }, { token: member.token });
    expect(res.body.data).toMatchObject({ phone: null, nickname: null });
    expect(await userRow(member)).toMatchObject({ phone: null, nickname: null });
  });

  it('answers the unchanged profile for an empty update', async () => {
    const member = await createTestMember(t);
    await t.call(UPDATE, { nickname: 'Keep' }, { token: member.token });
    expect((await t.call(UPDATE, {}, { token: member.token })).body.data.nickname).toBe('Keep');
  });

  it('stores HTML and SQL verbatim, as data', async () => {
    const member = await createTestMember(t);
    const hostile = {
      nickname: '<script>alert(1)</script>',
      lastName: "Robert'); DROP TABLE users;--",
      firstName: '"><img src=x onerror=alert(1)>',
      pinyinName: "' OR '1'='1' -- ${7*7} {{7*7}} \\x00",
    };
    const res = await t.call(UPDATE, hostile, { token: member.token });
    expect(res.body.data).toMatchObject({ ...hostile, name: `${hostile.lastName} ${hostile.firstName}` });
    expect(await userRow(member)).toMatchObject(hostile);
    const [count] = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count?.n).toBeGreaterThan(0);
  });

  it('stores any name of up to 50 characters exactly as sent (trimmed)', async () => {
    const member = await createTestMember(t);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 50, unit: 'grapheme' }), async (nickname) => {
        const res = await t.call(UPDATE, { nickname }, { token: member.token });
        expect(res.body.code).toBe(200);
        expect(res.body.data.nickname).toBe(nickname.trim() || null);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    [{ nickname: 42 }, 'nickname'],
    [{ firstName: ['a'] }, 'firstName'],
    [{ lastName: null }, 'lastName'],
    [{ nickname: 'x'.repeat(51) }, 'nickname'],
    [{ pinyinName: 'x'.repeat(101) }, 'pinyinName'],
    [{ phone: 'call me' }, 'phone'],
    [{ phone: '1'.repeat(21) }, 'phone'],
    [{ isAdmin: true }, 'isAdmin'],
    [{ nickname: 'fine', status: 'disabled' }, 'status'],
    [{ nickname: 'fine', phone: 'not a phone' }, 'phone'],
  ])('refuses %j naming the field, writing nothing', async (body, field) => {
    const member = await createTestMember(t);
    await t.call(UPDATE, { nickname: 'Before' }, { token: member.token });
    const before = await userRow(member);
    const res = await t.call(UPDATE, body, { token: member.token, lang: 'en-US' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT', field } });
    expect(res.body.msg).toContain(field);
    expect(await userRow(member)).toEqual(before);
  });

  it('says which limit a too long or unknown field broke', async () => {
    const member = await createTestMember(t);
    const long = await t.call(UPDATE, { nickname: 'x'.repeat(51) }, { token: member.token, lang: 'en-US' });
    expect(long.body.msg).toBe('nickname must be at most 50 characters');
    const unknown = await t.call(UPDATE, { isAdmin: true }, { token: member.token, lang: 'en-US' });
    expect(unknown.body.msg).toBe('Unknown field: isAdmin');
  });

  it('refuses a NUL character (PostgreSQL text cannot hold it) with a 400, not a 500', async () => {
    const member = await createTestMember(t);
    const res = await t.call(UPDATE, { nickname: 'a\u0000b' }, { token: member.token, lang: 'en-US' });
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT', field: 'nickname' } });
    expect((await userRow(member))?.nickname).toBeNull();
  });

  it.each([[[]], ['text'], [7], [null]])('refuses the non-object body %j', async (body) => {
    const member = await createTestMember(t);
    expect((await t.call(UPDATE, body, { token: member.token })).body).toMatchObject({
      code: 400,
      data: { reason: 'INVALID_INPUT' },
    });
  });
});

describe('user/update/idNumber', () => {
  it('stores the number and answers only its last four characters', async () => {
    const member = await createTestMember(t);
    const res = await t.call(UPDATE_ID, { idNumber: 'AB-12345678' }, { token: member.token });
    expect(res.body.code).toBe(200);
    expect(res.body.data.idNumberMasked).toBe('****5678');
    expect(JSON.stringify(res.body)).not.toContain('1234');
    expect((await userRow(member))?.idNumber).toBe('AB-12345678');
    expect((await t.call(INFO, {}, { token: member.token })).body.data.idNumberMasked).toBe('****5678');
  });

  it('may change before any submission and after a rejection', async () => {
    const member = await createTestMember(t);
    expect((await t.call(UPDATE_ID, { idNumber: 'AAAA0000' }, { token: member.token })).body.code).toBe(200);
    await addKycRow(member, 'rejected');
    expect((await t.call(UPDATE_ID, { idNumber: 'AAAA2222' }, { token: member.token })).body.data.idNumberMasked).toBe(
      '****2222',
    );
  });

  it('is locked while the documents are under review and once KYC is approved', async () => {
    const member = await createTestMember(t);
    await t.call(UPDATE_ID, { idNumber: 'X1234567' }, { token: member.token });
    await addKycRow(member, 'pending');
    const pending = await t.call(UPDATE_ID, { idNumber: 'Y7654321' }, { token: member.token, lang: 'en-US' });
    expect(pending.body).toEqual({
      code: 409,
      msg: 'Your identity documents are under review, so your legal name, its reading, your birth date and your ID number cannot change until the result',
      data: { reason: 'IDENTITY_UNDER_REVIEW', field: 'idNumber' },
    });
    await addKycRow(member, 'approved');
    const approved = await t.call(UPDATE_ID, { idNumber: 'Y7654321' }, { token: member.token, lang: 'en-US' });
    expect(approved.body).toEqual({
      code: 409,
      msg: 'Your identity is verified, so your legal name, its reading, your birth date and your ID number can no longer be changed here. To change them, please contact customer support',
      data: { reason: 'IDENTITY_LOCKED', field: 'idNumber' },
    });
    expect((await userRow(member))?.idNumber).toBe('X1234567');
    // The verified number sent again is no change.
    expect((await t.call(UPDATE_ID, { idNumber: 'X1234567' }, { token: member.token })).body.code).toBe(200);
  });

  it.each([
    [{}, 'idNumber'],
    [{ idNumber: 12345678 }, 'idNumber'],
    [{ idNumber: 'abc' }, 'idNumber'],
    [{ idNumber: 'A'.repeat(33) }, 'idNumber'],
    [{ idNumber: "1234'; DROP TABLE users;--" }, 'idNumber'],
    [{ idNumber: '<b>1234</b>' }, 'idNumber'],
    [{ idNumber: '12345678', extra: 1 }, 'extra'],
  ])('refuses %j naming the field, writing nothing', async (body, field) => {
    const member = await createTestMember(t);
    const res = await t.call(UPDATE_ID, body, { token: member.token });
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT', field } });
    expect((await userRow(member))?.idNumber).toBeNull();
  });
});

describe('the legal name after KYC (issue 17)', () => {
  const legalName = { lastName: '山田', firstName: '太郎', pinyinName: 'ヤマダ タロウ' };

  it.each([
    [{ lastName: '佐藤' }, 'lastName'],
    [{ firstName: '花子' }, 'firstName'],
    [{ pinyinName: 'サトウ ハナコ' }, 'pinyinName'],
    [{ lastName: '' }, 'lastName'],
    [{ nickname: 'ok', firstName: 'Jiro' }, 'firstName'],
  ])('refuses %j once KYC is approved, naming %s and writing nothing', async (changes, field) => {
    const member = await createTestMember(t);
    await t.call(UPDATE, { ...legalName, nickname: 'Before' }, { token: member.token });
    await addKycRow(member, 'approved');
    const before = await userRow(member);
    const res = await t.call(UPDATE, changes, { token: member.token, lang: 'ja-JP' });
    expect(res.body).toEqual({
      code: 409,
      msg: '本人確認が完了しているため、お名前・フリガナ・生年月日・身分証番号は変更できません。変更が必要な場合はカスタマーサポートにご連絡ください',
      data: { reason: 'IDENTITY_LOCKED', field },
    });
    expect(await userRow(member)).toEqual(before);
  });

  it('refuses a name change while the review is pending, and allows it again after a rejection', async () => {
    const member = await createTestMember(t);
    await t.call(UPDATE, legalName, { token: member.token });
    await addKycRow(member, 'pending');
    const res = await t.call(UPDATE, { lastName: '山本' }, { token: member.token, lang: 'en-US' });
    expect(res.body).toMatchObject({ code: 409, data: { reason: 'IDENTITY_UNDER_REVIEW', field: 'lastName' } });
    expect((await userRow(member))?.lastName).toBe('山田');
    await addKycRow(member, 'rejected');
    expect((await t.call(UPDATE, { lastName: '山本' }, { token: member.token })).body.data.lastName).toBe('山本');
  });

  it('refuses setting a name that was empty at approval (the verified identity had none)', async () => {
    const member = await createTestMember(t);
    await addKycRow(member, 'approved');
    const res = await t.call(UPDATE, { lastName: 'Anyone' }, { token: member.token });
    expect(res.body).toMatchObject({ code: 409, data: { reason: 'IDENTITY_LOCKED', field: 'lastName' } });
    expect((await userRow(member))?.lastName).toBeNull();
  });

  it('still saves the nickname and phone of a verified member, with the verified name sent unchanged', async () => {
    const member = await createTestMember(t);
    await t.call(UPDATE, legalName, { token: member.token });
    await addKycRow(member, 'approved');
    const res = await t.call(UPDATE, { ...legalName, nickname: 'Taro', phone: '09012345678' }, { token: member.token });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ ...legalName, nickname: 'Taro', phone: '09012345678', kycStatus: 'approved' });
  });
});
