import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards } from './schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestMember, type TestMember } from '../../test/members.ts';
import { decryptAccountNumber } from './card-encryption.ts';
import { getWithdrawalCard, hasBankCard } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BANKS = '/v2/app/user/bank';
const SAVE = '/v2/app/user/bank/save';
const LIST = '/v2/app/user/bank/list';
const GET = '/v2/app/user/get/bank';
const DELETE = '/v2/app/user/bank/delete';

const card = (changes: Record<string, unknown> = {}) => ({
  bankCode: '0005',
  branchCode: '123',
  branchName: '新宿',
  accountNumber: '1234567',
  holderFirstName: '太郎',
  holderLastName: '山田',
  holderKanaName: 'ヤマダ タロウ',
  ...changes,
});

const save = (member: TestMember, body: unknown, lang = 'en-US') => t.call(SAVE, body, { token: member.token, lang });

async function saved(member: TestMember, changes: Record<string, unknown> = {}) {
  const res = await save(member, card(changes));
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data as { id: string; isDefault: boolean };
}

function rawRows(member: TestMember) {
  return t.app.database.db.select().from(bankCards).where(eq(bankCards.userId, member.userId)).orderBy(bankCards.id);
}

describe('user/bank', () => {
  it('lists the main Japanese banks by zengin code, and OTHER last', async () => {
    const member = await createTestMember(t);
    const { data } = (await t.call(BANKS, {}, { token: member.token })).body;
    const codes = (data as { code: string }[]).map((b) => b.code);
    for (const code of ['0005', '0009', '0001', '0010', '9900', '0036', '0033', '0038', '0035', '0040', '0034', '0039']) {
      expect(codes).toContain(code);
    }
    expect(codes.at(-1)).toBe('OTHER');
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.slice(0, -1).every((c) => /^\d{4}$/.test(c))).toBe(true);
    expect(data).toContainEqual({ code: '9900', nameJp: 'ゆうちょ銀行', nameEn: 'Japan Post Bank' });
  });

  it('asks guests to log in on every bank card call', async () => {
    for (const path of [BANKS, SAVE, LIST, GET, DELETE]) {
      expect((await t.call(path, {})).body).toMatchObject({ code: 401, data: { reason: 'UNAUTHENTICATED' } });
    }
  });
});

describe('saving, listing, reading and removing cards', () => {
  it('saves a card and shows it everywhere by its last four digits only', async () => {
    const member = await createTestMember(t);
    const res = await save(member, card());
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      bankCode: '0005',
      bankName: '三菱UFJ銀行',
      branchCode: '123',
      branchName: '新宿',
      last4: '4567',
      accountType: 'ordinary',
      holderName: '山田 太郎',
      holderKanaName: 'ヤマダ タロウ',
      isDefault: true,
      canReceiveWithdrawals: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const list = await t.call(LIST, {}, { token: member.token });
    expect(list.body.data).toEqual([res.body.data]);
    const one = await t.call(GET, { id: res.body.data.id }, { token: member.token });
    expect(one.body.data).toEqual(res.body.data);
    for (const answer of [res, list, one]) expect(JSON.stringify(answer.body)).not.toContain('1234567');
  });

  it('stores the account type chosen (普通, 当座, 貯蓄) and answers it on save, list and read; ordinary when left out', async () => {
    const member = await createTestMember(t);
    const current = await save(member, card({ accountType: 'current' }));
    expect(current.body.data).toMatchObject({ accountType: 'current' });
    const savings = await save(member, card({ accountType: 'savings', accountNumber: '2345678' }));
    expect(savings.body.data).toMatchObject({ accountType: 'savings' });
    // A client from before the form asked sends no type: the card is ordinary, as every card was.
    const legacy = await save(member, card({ accountNumber: '3456789' }));
    expect(legacy.body.data).toMatchObject({ accountType: 'ordinary' });
    expect((await rawRows(member)).map((row) => row.accountType)).toEqual(['current', 'savings', 'ordinary']);
    const list = (await t.call(LIST, {}, { token: member.token })).body.data as { id: string; accountType: string }[];
    expect(list.map((c) => [c.id, c.accountType])).toEqual([
      [current.body.data.id, 'current'],
      [savings.body.data.id, 'savings'],
      [legacy.body.data.id, 'ordinary'],
    ]);
    const one = await t.call(GET, { id: savings.body.data.id }, { token: member.token });
    expect(one.body.data).toMatchObject({ accountType: 'savings' });
  });

  it('keeps the number encrypted at rest: the column is not the number and decrypts back to it', async () => {
    const member = await createTestMember(t);
    await saved(member, { accountNumber: '7654321' });
    const [row] = await rawRows(member);
    expect(Buffer.isBuffer(row!.accountNumberEncrypted)).toBe(true);
    expect(row!.accountNumberEncrypted).toHaveLength(3 + 4 + 12 + 16 + 7);
    expect(row!.accountNumberEncrypted.toString('latin1')).not.toContain('7654321');
    expect(row!.accountNumberEncrypted.toString('hex')).not.toContain(Buffer.from('7654321').toString('hex'));
    expect(row!.accountLast4).toBe('4321');
    expect(decryptAccountNumber(t.app.config.cardEncryptionKey!, row!.accountNumberEncrypted)).toBe('7654321');
    // The same number of another member encrypts differently (a fresh IV per value).
    const other = await createTestMember(t);
    await saved(other, { accountNumber: '7654321' });
    const [otherRow] = await rawRows(other);
    expect(otherRow!.accountNumberEncrypted.equals(row!.accountNumberEncrypted)).toBe(false);
  });

  it('normalizes full-width digits, spaces, hyphens and half-width kana', async () => {
    const member = await createTestMember(t);
    const res = await save(
      member,
      card({ branchCode: '０１２', accountNumber: '１２３－４５６７', branchName: '新宿　支店', holderKanaName: 'ﾔﾏﾀﾞ ﾀﾛｳ' }),
    );
    expect(res.body.data).toMatchObject({
      branchCode: '012',
      branchName: '新宿 支店',
      last4: '4567',
      holderKanaName: 'ヤマダ タロウ',
    });
    const [row] = await rawRows(member);
    expect(decryptAccountNumber(t.app.config.cardEncryptionKey!, row!.accountNumberEncrypted)).toBe('1234567');
  });

  it('takes a Japan Post Bank passbook symbol and number and stores the transfer form', async () => {
    const member = await createTestMember(t);
    const res = await save(member, card({ bankCode: '9900', branchCode: '10180', accountNumber: '1234567１', branchName: '' }));
    expect(res.body.data).toMatchObject({ bankName: 'ゆうちょ銀行', branchCode: '018', branchName: '〇一八', last4: '4567' });
    const payout = await getWithdrawalCard(t.app.database.db, { userId: member.userId, cardId: res.body.data.id });
    expect(payout.accountNumber).toBe('1234567');
  });

  it('takes a bank outside Japan with its SWIFT/BIC and IBAN', async () => {
    const member = await createTestMember(t);
    const res = await save(
      member,
      card({
        bankCode: 'OTHER',
        bankName: 'HSBC UK',
        branchCode: 'MIDLGB22',
        branchName: 'London',
        accountNumber: 'GB29 NWBK 6016 1331 9268 19',
        holderKanaName: 'YAMADA TARO',
      }),
    );
    expect(res.body.data).toMatchObject({ bankCode: 'OTHER', bankName: 'HSBC UK', branchCode: 'MIDLGB22', last4: '6819' });
    expect(JSON.stringify(res.body)).not.toContain('GB29NWBK');
  });

  it('makes the first card the default, lists the default first, and moves the default when it is removed', async () => {
    const member = await createTestMember(t);
    const first = await saved(member, { accountNumber: '1111111' });
    const second = await saved(member, { accountNumber: '2222222' });
    const third = await saved(member, { accountNumber: '3333333' });
    expect([first.isDefault, second.isDefault, third.isDefault]).toEqual([true, false, false]);

    const remaining = await t.call(DELETE, { id: first.id }, { token: member.token });
    expect(remaining.body.code).toBe(200);
    const cards = remaining.body.data as { id: string; isDefault: boolean }[];
    expect(cards.map((c) => [c.id, c.isDefault])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);
    expect((await t.call(LIST, {}, { token: member.token })).body.data).toEqual(remaining.body.data);
  });

  it('removes softly: the row stays, the card is gone from every call, a second removal is 404', async () => {
    const member = await createTestMember(t);
    const { id } = await saved(member);
    expect(await hasBankCard(t.app.database.db, member.userId)).toBe(true);
    expect((await t.call(DELETE, { id }, { token: member.token })).body).toMatchObject({ code: 200, data: [] });

    const [row] = await rawRows(member);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.isDefault).toBe(false);
    expect((await t.call(LIST, {}, { token: member.token })).body.data).toEqual([]);
    expect((await t.call(GET, { id }, { token: member.token })).body).toMatchObject({ code: 404, data: { reason: 'NOT_FOUND' } });
    expect((await t.call(DELETE, { id }, { token: member.token })).body).toMatchObject({ code: 404 });
    expect(await hasBankCard(t.app.database.db, member.userId)).toBe(false);
    await expect(getWithdrawalCard(t.app.database.db, { userId: member.userId, cardId: id })).rejects.toMatchObject({
      reason: 'NOT_FOUND',
    });
  });
});

describe("another member's card", () => {
  it('is 404 to read, to remove and to pay out to, and stays untouched', async () => {
    const owner = await createTestMember(t);
    const thief = await createTestMember(t);
    const { id } = await saved(owner);
    const read = await t.call(GET, { id }, { token: thief.token, lang: 'en-US' });
    expect(read.body).toEqual({ code: 404, msg: 'Not found', data: { reason: 'NOT_FOUND', field: 'id' } });
    expect((await t.call(DELETE, { id }, { token: thief.token })).body).toMatchObject({ code: 404 });
    expect((await t.call(GET, { id: '999999999' }, { token: thief.token })).body).toMatchObject({ code: 404 });
    await expect(getWithdrawalCard(t.app.database.db, { userId: thief.userId, cardId: BigInt(id) })).rejects.toMatchObject({
      reason: 'NOT_FOUND',
    });
    expect((await t.call(LIST, {}, { token: owner.token })).body.data).toHaveLength(1);
    expect((await t.call(LIST, {}, { token: thief.token })).body.data).toEqual([]);
  });
});

describe('rules', () => {
  it(`refuses a card over the limit with 422 until one is removed`, async () => {
    const member = await createTestMember(t);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) ids.push((await saved(member, { accountNumber: `${i}`.repeat(7) })).id);
    const over = await save(member, card({ accountNumber: '6666666' }));
    expect(over.body).toEqual({
      code: 422,
      msg: 'You can register up to 5 bank accounts. Remove one before adding another',
      data: { reason: 'BANK_CARD_LIMIT_REACHED' },
    });
    expect(await rawRows(member)).toHaveLength(5);
    await t.call(DELETE, { id: ids[0] }, { token: member.token });
    expect((await save(member, card({ accountNumber: '6666666' }))).body.code).toBe(200);
  });

  it('follows MAX_BANK_CARDS, and concurrent saves never pass the limit or make two defaults', async () => {
    const small = await createTestApp({ maxBankCards: 2 });
    try {
      const member = await createTestMember(small);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          small.call(SAVE, card({ accountNumber: `${i + 1}`.repeat(7) }), { token: member.token }),
        ),
      );
      expect(results.map((r) => r.body.code).sort()).toEqual([200, 200, 422, 422, 422, 422]);
      const list = (await small.call(LIST, {}, { token: member.token })).body.data as { isDefault: boolean }[];
      expect(list).toHaveLength(2);
      expect(list.filter((c) => c.isDefault)).toHaveLength(1);
    } finally {
      await small.close();
    }
  });

  it('refuses the same account twice with 409, however it is typed; another bank is another account', async () => {
    const member = await createTestMember(t);
    await saved(member);
    const again = await save(member, card({ accountNumber: '１２３ ４５６７', branchCode: '１２３' }));
    expect(again.body).toEqual({
      code: 409,
      msg: 'This bank account is already registered',
      data: { reason: 'BANK_CARD_DUPLICATE', field: 'accountNumber' },
    });
    expect(await rawRows(member)).toHaveLength(1);
    expect((await save(member, card({ bankCode: '0009' }))).body.code).toBe(200);
    expect((await save(member, card({ branchCode: '124' }))).body.code).toBe(200);
  });

  it('keeps one holder name on all cards of a member, compared without spaces, width or case', async () => {
    const member = await createTestMember(t);
    await saved(member, { holderLastName: 'Yamada', holderFirstName: 'Taro' });
    const other = await save(member, card({ accountNumber: '2222222', holderLastName: 'Suzuki', holderFirstName: 'Taro' }));
    expect(other.body).toMatchObject({ code: 422, data: { reason: 'BANK_HOLDER_NAME_MISMATCH', field: 'holderLastName' } });
    expect(other.body.msg).toContain('same as on your other bank accounts');
    const first = await save(member, card({ accountNumber: '2222222', holderLastName: 'Yamada', holderFirstName: 'Jiro' }));
    expect(first.body.data).toMatchObject({ field: 'holderFirstName' });
    expect(await rawRows(member)).toHaveLength(1);
    const same = await save(
      member,
      card({ accountNumber: '3333333', holderLastName: 'ＹＡＭＡＤＡ', holderFirstName: ' taro ' }),
    );
    expect(same.body.code).toBe(200);
  });

  it('does not forget the holder name when every card is removed (SPEC §5: payouts go to the depositor)', async () => {
    const member = await createTestMember(t);
    const { id } = await saved(member);
    await t.call(DELETE, { id }, { token: member.token });
    const res = await save(member, card({ holderLastName: '佐藤' }));
    expect(res.body).toMatchObject({ code: 422, data: { reason: 'BANK_HOLDER_NAME_MISMATCH' } });
  });

  it("must match the profile's name when the member has set it", async () => {
    const member = await createTestMember(t);
    await t.call('/v2/app/user/update', { lastName: '佐藤', firstName: '花子' }, { token: member.token });
    const res = await save(member, card(), 'ja-JP');
    expect(res.body).toEqual({
      code: 422,
      msg: '口座名義はアカウントに登録されたお名前と同じにしてください',
      data: { reason: 'BANK_HOLDER_NAME_NOT_PROFILE', field: 'holderLastName' },
    });
    expect(await rawRows(member)).toHaveLength(0);
    expect(
      (await save(member, card({ holderLastName: '佐藤', holderFirstName: '花子', holderKanaName: 'サトウ ハナコ' }))).body.code,
    ).toBe(200);
  });
});

describe('bad and hostile input', () => {
  it('stores SQL and markup in the branch name verbatim, as data (holder names take name characters only)', async () => {
    const member = await createTestMember(t);
    const hostile = { branchName: `"><img src=x onerror=alert(1)>'; DROP--` };
    const res = await save(member, card(hostile));
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ branchName: hostile.branchName });
    expect((await rawRows(member))[0]).toMatchObject(hostile);
    const [count] = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(bankCards);
    expect(count!.n).toBeGreaterThan(0);
  });

  it.each([
    [{ accountNumber: '123456' }, 'accountNumber', 'BANK_ACCOUNT_NUMBER_INVALID', 'The account number must be 7 digits'],
    [{ accountNumber: '12345678' }, 'accountNumber', 'BANK_ACCOUNT_NUMBER_INVALID', 'The account number must be 7 digits'],
    [{ branchCode: '12' }, 'branchCode', 'BANK_BRANCH_CODE_INVALID', 'The branch code must be 3 digits'],
    [{ bankCode: '1234' }, 'bankCode', 'BANK_CODE_UNKNOWN', 'Please choose your bank from the list'],
    [
      { holderKanaName: 'Yamada' },
      'holderKanaName',
      'BANK_HOLDER_KANA_INVALID',
      'Enter the account holder name in full-width katakana',
    ],
    [{ holderFirstName: '' }, 'holderFirstName', 'INVALID_INPUT', 'Please enter holderFirstName'],
    [{ holderFirstName: 'x'.repeat(51) }, 'holderFirstName', 'INVALID_INPUT', 'holderFirstName must be at most 50 characters'],
    [{ holderLastName: '㍿'.repeat(13) }, 'holderLastName', 'INVALID_INPUT', 'holderLastName must be at most 50 characters'],
    [{ accountNumber: '1'.repeat(65) }, 'accountNumber', 'INVALID_INPUT', 'accountNumber must be at most 64 characters'],
    [{ accountNumber: 1234567 }, 'accountNumber', 'INVALID_INPUT', 'accountNumber has the wrong type'],
    [{ holderLastName: ['山田'] }, 'holderLastName', 'INVALID_INPUT', 'holderLastName has the wrong type'],
    [{ holderKanaName: null }, 'holderKanaName', 'INVALID_INPUT', 'holderKanaName has the wrong type'],
    [{ accountNumber: undefined }, 'accountNumber', 'INVALID_INPUT', 'Please enter accountNumber'],
    [{ isDefault: true }, 'isDefault', 'INVALID_INPUT', 'Unknown field: isDefault'],
    [{ userId: '1' }, 'userId', 'INVALID_INPUT', 'Unknown field: userId'],
    [{ branchName: 'a\u0007b' }, 'branchName', 'INVALID_INPUT', 'branchName is not in a valid format'],
    [{ accountType: 'checking' }, 'accountType', 'INVALID_INPUT', 'accountType has an invalid value'],
    [{ accountType: '普通' }, 'accountType', 'INVALID_INPUT', 'accountType has an invalid value'],
    [{ accountType: 1 }, 'accountType', 'INVALID_INPUT', 'accountType has an invalid value'],
    [{ accountType: null }, 'accountType', 'INVALID_INPUT', 'accountType has an invalid value'],
    [
      {
        bankCode: 'OTHER',
        bankName: 'HSBC UK',
        branchCode: 'MIDLGB22',
        accountNumber: 'GB29NWBK60161331926819',
        holderKanaName: 'YAMADA TARO',
        accountType: 'savings',
      },
      'accountType',
      'INVALID_INPUT',
      'accountType has an invalid value',
    ],
  ])('refuses %j naming %s, writing nothing', async (changes, field, reason, msg) => {
    const member = await createTestMember(t);
    const res = await save(member, card(changes));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 400, msg, data: { reason, field } });
    expect(await rawRows(member)).toEqual([]);
  });

  it("names the wrong account type in the member's language", async () => {
    const member = await createTestMember(t);
    const res = await save(member, card({ accountType: 'checking' }), 'ja-JP');
    expect(res.body).toEqual({
      code: 400,
      msg: 'accountType の値が正しくありません',
      data: { reason: 'INVALID_INPUT', field: 'accountType' },
    });
    expect(await rawRows(member)).toEqual([]);
  });

  it.each([[{}], [{ id: 'abc' }], [{ id: '-1' }], [{ id: 1 }], [{ id: '1'.repeat(19) }], [{ id: "1' OR '1'='1" }]])(
    'refuses the card id %j with 400',
    async (body) => {
      const member = await createTestMember(t);
      for (const path of [GET, DELETE]) {
        expect((await t.call(path, body, { token: member.token })).body, path).toMatchObject({
          code: 400,
          data: { reason: 'INVALID_INPUT', field: 'id' },
        });
      }
    },
  );

  it.each([[[]], ['text'], [7], [null]])('refuses the non-object body %j', async (body) => {
    const member = await createTestMember(t);
    expect((await save(member, body)).body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT' } });
    expect(await rawRows(member)).toEqual([]);
  });
});

describe('for the payout (getWithdrawalCard, hasBankCard)', () => {
  it('answers the decrypted number and the holder name of a live card of the member', async () => {
    const member = await createTestMember(t);
    expect(await hasBankCard(t.app.database.db, member.userId)).toBe(false);
    const { id } = await saved(member, { accountNumber: '7777777' });
    expect(await hasBankCard(t.app.database.db, member.userId)).toBe(true);
    expect(await getWithdrawalCard(t.app.database.db, { userId: member.userId, cardId: BigInt(id) })).toEqual({
      id: BigInt(id),
      bankCode: '0005',
      bankName: '三菱UFJ銀行',
      branchCode: '123',
      branchName: '新宿',
      last4: '7777',
      holderName: '山田 太郎',
      holderLastName: '山田',
      holderFirstName: '太郎',
      holderKanaName: 'ヤマダ タロウ',
      accountNumber: '7777777',
    });
    await expect(getWithdrawalCard(t.app.database.db, { userId: member.userId, cardId: 'abc' })).rejects.toMatchObject({
      reason: 'NOT_FOUND',
    });
  });

  it('fails to decrypt a tampered value (the GCM tag) instead of paying out to a wrong account', async () => {
    const member = await createTestMember(t);
    const { id } = await saved(member, { accountNumber: '8888888' });
    const [row] = await rawRows(member);
    const tampered = Buffer.from(row!.accountNumberEncrypted);
    tampered[tampered.length - 1] = tampered[tampered.length - 1]! ^ 0x01;
    await t.app.database.db.update(bankCards).set({ accountNumberEncrypted: tampered }).where(eq(bankCards.id, row!.id));
    await expect(getWithdrawalCard(t.app.database.db, { userId: member.userId, cardId: id })).rejects.toThrow(
      /cannot be decrypted/i,
    );
    // The card still lists (by its last four) so the member can remove and re-add it.
    expect((await t.call(LIST, {}, { token: member.token })).body.data).toHaveLength(1);
  });

  it('never answers the number: no call carries it, whatever the language', async () => {
    const member = await createTestMember(t);
    const number = String(1000000 + Number.parseInt(randomUUID().slice(0, 5), 16));
    const { id } = await saved(member, { accountNumber: number });
    for (const lang of ['ja-JP', 'en-US', 'zh-CN']) {
      for (const [path, body] of [
        [LIST, {}],
        [GET, { id }],
      ] as const) {
        expect(JSON.stringify((await t.call(path, body, { token: member.token, lang })).body)).not.toContain(number);
      }
    }
    expect(JSON.stringify((await t.call(DELETE, { id }, { token: member.token })).body)).not.toContain(number);
  });
});
