import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards } from './schema.ts';
import { kycSubmissions } from '../kyc/schema.ts';
import { withdrawalOrders } from '../payments/schema.ts';
import { users } from '../users/schema.ts';
import { createTestMember, fundMember, type TestMember } from '../../test/members.ts';
import { testConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { getBalance, verifyLedger } from '../wallet/index.ts';

/**
 * Issue 17, identity: withdrawals go only to an account in the member's own name (the verified
 * name once KYC is approved), and a holder name holds name characters only.
 */
let t: TestApp;
let paymentPasswordHash: string;
beforeAll(async () => {
  // This suite is about the holder-name rule with and without approved KYC (decision 0015), so the
  // KYC rule that would refuse every withdrawal without approval first is off here (kyc.test.ts has it).
  const base = testConfig();
  t = await createTestApp({ kycRules: { ...base.kycRules, withdrawalRequiresKyc: false } });
  paymentPasswordHash = await hashPassword('246810');
});
afterAll(async () => {
  expect((await verifyLedger(t.app.database.db)).problems).toEqual([]);
  await t.close();
});

const SAVE = '/v2/app/user/bank/save';
const LIST = '/v2/app/user/bank/list';
const WITHDRAW = '/v2/app/draw/withdraw';

const card = (changes: Record<string, unknown> = {}) => ({
  bankCode: '0005',
  branchCode: '123',
  branchName: '新宿',
  accountNumber: '1234567',
  holderLastName: '山田',
  holderFirstName: '太郎',
  holderKanaName: 'ヤマダ タロウ',
  ...changes,
});

/** A member with 20,000 coins, the payment password 246810 and the given legal name in the profile. */
async function member(legalName: { lastName?: string; firstName?: string; pinyinName?: string } = {}) {
  const m = await createTestMember(t);
  await t.app.database.db
    .update(users)
    .set({ paymentPasswordHash, ...legalName })
    .where(eq(users.id, m.userId));
  await fundMember(t, m.userId, 20_000);
  return m;
}

async function saveCard(m: TestMember, changes: Record<string, unknown> = {}): Promise<string> {
  const res = await t.call(SAVE, card(changes), { token: m.token, lang: 'en-US' });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.id as string;
}

/** A card stored as an older version of the rules allowed it (before the profile's name was set or locked). */
async function renameCard(id: string, holder: { holderLastName: string; holderFirstName: string; holderKanaName: string }) {
  await t.app.database.db
    .update(bankCards)
    .set(holder)
    .where(eq(bankCards.id, BigInt(id)));
}

async function approveKyc(m: TestMember) {
  await t.app.database.db.insert(kycSubmissions).values({
    userId: m.userId,
    status: 'approved',
    frontKey: 'f',
    backKey: 'b',
    handheldKey: 'h',
    reviewedAt: new Date(),
  });
}

const withdraw = (m: TestMember, bankCardId: string, lang = 'en-US') =>
  t.call(
    WITHDRAW,
    { amount: 5000, bankCardId, paymentPassword: '246810', idempotencyKey: randomUUID() },
    { token: m.token, lang },
  );

async function ordersOf(m: TestMember) {
  return t.app.database.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.userId, m.userId));
}

describe('a withdrawal goes only to an account in the member’s own name', () => {
  it('refuses a card whose holder is not the verified name: 422 naming bankCardId, nothing held, no order', async () => {
    const m = await member({ lastName: '山田', firstName: '太郎', pinyinName: 'ヤマダ タロウ' });
    const id = await saveCard(m);
    await approveKyc(m);
    await renameCard(id, { holderLastName: '佐藤', holderFirstName: '花子', holderKanaName: 'サトウ ハナコ' });

    const res = await withdraw(m, id);
    expect(res.body).toEqual({
      code: 422,
      msg: "This account's holder name does not match the name on your account (your verified name), so withdrawals cannot go to it. Please add an account in your own name",
      data: { reason: 'CARD_HOLDER_MISMATCH', field: 'bankCardId' },
    });
    expect((await withdraw(m, id, 'ja-JP')).body.msg).toContain('出金できません');
    expect(await getBalance(t.app.database.db, m.userId)).toBe(20_000n);
    expect(await ordersOf(m)).toEqual([]);
    const list = await t.call(LIST, {}, { token: m.token });
    expect(list.body.data).toMatchObject([{ id, canReceiveWithdrawals: false }]);
  });

  it.each([
    ['the same name', { holderLastName: '山田', holderFirstName: '太郎', holderKanaName: 'ヤマダ タロウ' }],
    [
      'full-width Latin in another case, spaces moved',
      { holderLastName: 'ＹＡＭＡＤＡ', holderFirstName: ' taro', holderKanaName: 'ヤマダタロウ' },
    ],
    ['hiragana written name', { holderLastName: 'やまだ', holderFirstName: 'たろう', holderKanaName: 'ヤマダ タロウ' }],
    ['romaji without the long vowel', { holderLastName: 'YAMADA', holderFirstName: 'TARO', holderKanaName: 'ヤマダ タロウ' }],
  ])('pays out to a card in %s, holding the coins', async (_label, holder) => {
    const m = await member({ lastName: '山田', firstName: '太郎', pinyinName: 'ﾔﾏﾀﾞ ﾀﾛｳ' });
    const id = await saveCard(m, holder);
    await approveKyc(m);
    const res = await withdraw(m, id);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'review', amount: 5000 });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(15_000n);
    expect((await t.call(LIST, {}, { token: m.token })).body.data[0].canReceiveWithdrawals).toBe(true);
  });

  it('without approved KYC compares with the profile’s legal name when one is set', async () => {
    const m = await member();
    const id = await saveCard(m);
    // The profile's name set afterwards to someone else's: the card no longer matches it.
    expect((await t.call('/v2/app/user/update', { lastName: '鈴木', firstName: '一郎' }, { token: m.token })).body.code).toBe(
      200,
    );
    expect((await withdraw(m, id)).body).toMatchObject({ code: 422, data: { reason: 'CARD_HOLDER_MISMATCH' } });
    expect(await getBalance(t.app.database.db, m.userId)).toBe(20_000n);
    // Back to the card's name: allowed again (nothing is verified yet, so the member may correct it).
    await t.call('/v2/app/user/update', { lastName: '山田', firstName: '太郎' }, { token: m.token });
    expect((await withdraw(m, id)).body.code).toBe(200);
  });

  it('without a legal name keeps today’s rule: the card is paid', async () => {
    const m = await member();
    const id = await saveCard(m, { holderLastName: 'Santos', holderFirstName: 'Maria', holderKanaName: 'サントス マリア' });
    expect((await withdraw(m, id)).body.code).toBe(200);
    expect((await t.call(LIST, {}, { token: m.token })).body.data[0].canReceiveWithdrawals).toBe(true);
  });
});

describe('saving a card: name characters only in the holder name', () => {
  it.each([
    [{ holderLastName: 'Yamada2' }, 'holderLastName'],
    [{ holderFirstName: '<b>Taro</b>' }, 'holderFirstName'],
    [{ holderFirstName: "Robert'); DROP TABLE bank_cards;--" }, 'holderFirstName'],
    [{ holderLastName: 'Ya\u202emada' }, 'holderLastName'],
    [{ holderFirstName: 'Taro😀' }, 'holderFirstName'],
    [{ holderLastName: '---' }, 'holderLastName'],
    [
      {
        bankCode: 'OTHER',
        bankName: 'HSBC',
        branchCode: 'HSBCHKHH',
        accountNumber: 'GB33BUKB20201555555555',
        holderKanaName: 'TARO#1',
      },
      'holderKanaName',
    ],
  ])('refuses %j with a localized 400 naming %s, writing nothing', async (changes, field) => {
    const m = await member();
    const res = await t.call(SAVE, card(changes), { token: m.token, lang: 'en-US' });
    expect(res.body).toEqual({
      code: 400,
      msg: 'The account holder name may contain only letters, spaces, middle dots (・), hyphens, apostrophes and periods (no digits or symbols)',
      data: { reason: 'BANK_HOLDER_NAME_INVALID', field },
    });
    expect(await t.app.database.db.select().from(bankCards).where(eq(bankCards.userId, m.userId))).toEqual([]);
    const ja = await t.call(SAVE, card(changes), { token: m.token, lang: 'ja-JP' });
    expect(ja.body.msg).toContain('口座名義');
  });

  it('accepts names of every script with their punctuation', async () => {
    const m = await member();
    await saveCard(m, {
      bankCode: 'OTHER',
      bankName: 'BDO',
      branchCode: 'BNORPHMM',
      accountNumber: '001234567890',
      holderLastName: "O'Brien-Santos",
      holderFirstName: 'Ma. Clara',
      holderKanaName: "MA. CLARA O'BRIEN-SANTOS",
    });
  });

  it('refuses a card in another name than the profile’s, and accepts its romaji form', async () => {
    const m = await member({ lastName: '山田', firstName: '太郎', pinyinName: 'やまだ たろう' });
    const other = await t.call(SAVE, card({ holderLastName: '山本' }), { token: m.token });
    expect(other.body).toMatchObject({ code: 422, data: { reason: 'BANK_HOLDER_NAME_NOT_PROFILE', field: 'holderLastName' } });
    const romaji = card({
      bankCode: 'OTHER',
      bankName: 'HSBC',
      branchCode: 'HSBCHKHH',
      accountNumber: 'GB33BUKB20201555555555',
      holderLastName: 'YAMADA',
      holderFirstName: 'TAROU',
      holderKanaName: 'YAMADA TAROU',
    });
    expect((await t.call(SAVE, romaji, { token: m.token })).body.code).toBe(200);
  });
});
