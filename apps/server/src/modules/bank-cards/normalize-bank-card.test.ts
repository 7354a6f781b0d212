import type { TBankCardSave } from '@amigo/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { toJapanPostTransferForm } from './japan-post.ts';
import { normalizeBankCard } from './normalize-bank-card.ts';

const card = (changes: Partial<TBankCardSave> = {}): TBankCardSave => ({
  bankCode: '0005',
  branchCode: '123',
  branchName: '新宿',
  accountNumber: '1234567',
  accountType: 'ordinary',
  holderFirstName: '太郎',
  holderLastName: '山田',
  holderKanaName: 'ヤマダ タロウ',
  ...changes,
});

function refusal(changes: Partial<TBankCardSave>) {
  try {
    normalizeBankCard(card(changes));
  } catch (error) {
    if (error instanceof AppError) return { reason: error.reason, field: error.field, code: error.code };
    throw error;
  }
  throw new Error('accepted');
}

describe('normalizeBankCard', () => {
  it('folds full-width digits, spaces and hyphens, half-width kana and hiragana', () => {
    expect(
      normalizeBankCard(
        card({
          bankCode: '０００５',
          branchCode: ' ０１２ ',
          accountNumber: '１２３－４５６７',
          branchName: '　新宿　支店　',
          holderLastName: 'ＹＡＭＡＤＡ',
          holderFirstName: ' Taro ',
          holderKanaName: 'ﾔﾏﾀﾞ　ﾀﾛｳ',
        }),
      ),
    ).toEqual({
      bankCode: '0005',
      bankName: '三菱UFJ銀行',
      branchCode: '012',
      branchName: '新宿 支店',
      accountNumber: '1234567',
      accountType: 'ordinary',
      holderLastName: 'YAMADA',
      holderFirstName: 'Taro',
      holderKanaName: 'ヤマダ タロウ',
    });
    expect(normalizeBankCard(card({ holderKanaName: 'やまだ　たろう', accountNumber: '123 4567' }))).toMatchObject({
      holderKanaName: 'ヤマダ タロウ',
      accountNumber: '1234567',
    });
    expect(normalizeBankCard(card({ accountNumber: '123ー4567' })).accountNumber).toBe('1234567');
  });

  it.each([
    [{ bankCode: '9999' }, 'BANK_CODE_UNKNOWN', 'bankCode'],
    [{ bankCode: '' }, 'BANK_CODE_UNKNOWN', 'bankCode'],
    [{ branchCode: '12' }, 'BANK_BRANCH_CODE_INVALID', 'branchCode'],
    [{ branchCode: '1234' }, 'BANK_BRANCH_CODE_INVALID', 'branchCode'],
    [{ branchCode: 'abc' }, 'BANK_BRANCH_CODE_INVALID', 'branchCode'],
    [{ accountNumber: '123456' }, 'BANK_ACCOUNT_NUMBER_INVALID', 'accountNumber'],
    [{ accountNumber: '12345678' }, 'BANK_ACCOUNT_NUMBER_INVALID', 'accountNumber'],
    [{ accountNumber: '12345a7' }, 'BANK_ACCOUNT_NUMBER_INVALID', 'accountNumber'],
    [{ accountNumber: '' }, 'BANK_ACCOUNT_NUMBER_INVALID', 'accountNumber'],
    [{ branchName: '  ' }, 'INVALID_INPUT', 'branchName'],
    [{ holderLastName: '' }, 'INVALID_INPUT', 'holderLastName'],
    [{ holderFirstName: 'a\u0007b' }, 'INVALID_INPUT', 'holderFirstName'],
    [{ holderFirstName: '㍿'.repeat(13) }, 'INVALID_INPUT', 'holderFirstName'],
    [{ holderKanaName: 'Yamada Taro' }, 'BANK_HOLDER_KANA_INVALID', 'holderKanaName'],
    [{ holderKanaName: '山田太郎' }, 'BANK_HOLDER_KANA_INVALID', 'holderKanaName'],
    [{ holderKanaName: 'ー・' }, 'BANK_HOLDER_KANA_INVALID', 'holderKanaName'],
    [{ holderKanaName: ' ' }, 'INVALID_INPUT', 'holderKanaName'],
  ])('refuses %j with %s naming %s', (changes, reason, field) => {
    expect(refusal(changes)).toMatchObject({ reason, field, code: 400 });
  });

  it('checks a bank outside Japan by its own rules: name, SWIFT/BIC, 6–34 letters and digits', () => {
    const other = (changes: Partial<TBankCardSave>) =>
      card({
        bankCode: 'other',
        bankName: 'HSBC UK',
        branchCode: 'midl gb 22',
        branchName: 'London',
        accountNumber: 'gb29 nwbk 6016 1331 9268 19',
        holderKanaName: 'YAMADA TARO',
        ...changes,
      });
    expect(normalizeBankCard(other({}))).toMatchObject({
      bankCode: 'OTHER',
      bankName: 'HSBC UK',
      branchCode: 'MIDLGB22',
      accountNumber: 'GB29NWBK60161331926819',
      holderKanaName: 'YAMADA TARO',
    });
    expect(normalizeBankCard(other({ branchCode: 'MIDLGB22XXX' })).branchCode).toBe('MIDLGB22XXX');
    const refuse = (changes: Partial<TBankCardSave>) => refusal(other(changes));
    expect(refuse({ bankName: undefined })).toMatchObject({ reason: 'INVALID_INPUT', field: 'bankName' });
    expect(refuse({ branchCode: '123' })).toMatchObject({ reason: 'FOREIGN_BRANCH_CODE_INVALID', field: 'branchCode' });
    expect(refuse({ branchCode: 'MIDLGB2' })).toMatchObject({ reason: 'FOREIGN_BRANCH_CODE_INVALID' });
    expect(refuse({ accountNumber: '12345' })).toMatchObject({
      reason: 'FOREIGN_ACCOUNT_NUMBER_INVALID',
      field: 'accountNumber',
    });
    expect(refuse({ accountNumber: 'A'.repeat(35) })).toMatchObject({ reason: 'FOREIGN_ACCOUNT_NUMBER_INVALID' });
    expect(refuse({ accountNumber: 'GB29/NWBK' })).toMatchObject({ reason: 'FOREIGN_ACCOUNT_NUMBER_INVALID' });
    // 預金種目 is Japanese: an account abroad is ordinary, never 当座 or 貯蓄.
    expect(normalizeBankCard(other({})).accountType).toBe('ordinary');
    for (const accountType of ['current', 'savings'] as const) {
      expect(refuse({ accountType })).toMatchObject({ reason: 'INVALID_INPUT', field: 'accountType' });
    }
  });

  it('keeps the account type chosen for a Japanese bank, Japan Post Bank included', () => {
    for (const accountType of ['ordinary', 'current', 'savings'] as const) {
      expect(normalizeBankCard(card({ accountType })).accountType).toBe(accountType);
      expect(
        normalizeBankCard(card({ accountType, bankCode: '9900', branchCode: '10180', accountNumber: '12345671', branchName: '' }))
          .accountType,
      ).toBe(accountType);
    }
  });

  it('ignores a bank name sent for a listed bank: the list names it', () => {
    expect(normalizeBankCard(card({ bankName: 'Fake Bank' })).bankName).toBe('三菱UFJ銀行');
  });
});

describe('Japan Post Bank numbers', () => {
  it('converts the passbook symbol and number to the transfer form', () => {
    expect(toJapanPostTransferForm('10180', '12345671')).toEqual({
      ok: true,
      branchCode: '018',
      accountNumber: '1234567',
      branchName: '〇一八',
    });
    expect(toJapanPostTransferForm('19990', '41')).toMatchObject({ branchCode: '998', accountNumber: '0000004' });
  });

  it('takes the transfer form as it is', () => {
    expect(toJapanPostTransferForm('018', '1234567')).toEqual({
      ok: true,
      branchCode: '018',
      accountNumber: '1234567',
      branchName: null,
    });
  });

  it.each([
    ['0180', '1234567', 'branchCode'],
    ['00180', '12345671', 'branchCode'],
    ['10181', '12345671', 'branchCode'],
    ['10180', '12345670', 'accountNumber'],
    ['10180', '123456781', 'accountNumber'],
    ['018', '123456', 'accountNumber'],
  ])('refuses symbol/branch %s with number %s, naming %s', (branch, account, field) => {
    expect(toJapanPostTransferForm(branch, account)).toEqual({ ok: false, field });
  });

  it('names the converted branch when the member left the branch name empty', () => {
    expect(
      normalizeBankCard(card({ bankCode: '9900', branchCode: '10180', accountNumber: '12345671', branchName: '' })),
    ).toMatchObject({
      bankName: 'ゆうちょ銀行',
      branchCode: '018',
      branchName: '〇一八',
      accountNumber: '1234567',
    });
    expect(refusal({ bankCode: '9900', branchCode: '12', accountNumber: '1234567' })).toMatchObject({
      reason: 'JAPAN_POST_NUMBER_INVALID',
      field: 'branchCode',
    });
  });
});
