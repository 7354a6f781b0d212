import { describe, expect, it } from 'vitest';
import type { ZenginSender } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { toZenginText, zenginTransferFile, type ZenginTransfer } from './zengin-file.ts';

const sender: ZenginSender = {
  companyCode: '1234567890',
  companyName: 'アミゴホール(カ',
  bankCode: '0005',
  bankName: 'ミツビシ',
  branchCode: '101',
  branchName: 'シンジュク',
  accountType: 'ordinary',
  accountNumber: '7654321',
};

const transfers: ZenginTransfer[] = [
  {
    orderSn: 'W20260401100000AAAAAA',
    bankCode: '0009',
    branchCode: '123',
    accountType: 'ordinary',
    accountNumber: '0012345',
    holderKanaName: 'ヤマダ タロウ',
    amount: 50_000,
  },
  {
    orderSn: 'W20260401100000BBBBBB',
    bankCode: '9900',
    branchCode: '018',
    accountType: 'current',
    accountNumber: '1234567',
    holderKanaName: 'ガッコウ ヴィーナ',
    amount: 1_000,
  },
];

const pad = (text: string, width: number) => text.padEnd(width, ' ');

describe('Zengin transfer file', () => {
  it('writes header, data, trailer and end records of 120 bytes each, Shift_JIS, CR LF', () => {
    const file = zenginTransferFile({ sender, transferDate: '2026-04-02', transfers });
    expect(file.length).toBe(5 * 122);
    const records = [0, 1, 2, 3, 4].map((i) => file.subarray(i * 122, i * 122 + 120));
    for (let i = 0; i < 5; i++) expect(file.subarray(i * 122 + 120, i * 122 + 122).toString('latin1')).toBe('\r\n');

    // Each field at its place, as the bank reads it (ASCII and half-width kana are one byte each).
    const header = '1' + '21' + '0' + '1234567890' + pad('ｱﾐｺﾞﾎ-ﾙ(ｶ', 40) + '0402' + '0005' + pad('ﾐﾂﾋﾞｼ', 15) + '101';
    const headerRest = pad('ｼﾝｼﾞﾕｸ', 15) + '1' + '7654321' + pad('', 17);
    const data1 =
      '2' + '0009' + pad('', 15) + '123' + pad('', 15) + pad('', 4) + '1' + '0012345' + pad('ﾔﾏﾀﾞ ﾀﾛｳ', 30) + '0000050000';
    const data1Rest = '0' + pad('', 10) + pad('', 10) + '7' + ' ' + pad('', 7);
    const data2 =
      '2' + '9900' + pad('', 15) + '018' + pad('', 15) + pad('', 4) + '2' + '1234567' + pad('ｶﾞﾂｺｳ ｳﾞｲ-ﾅ', 30) + '0000001000';
    const trailer = '8' + '000002' + '000000051000' + pad('', 101);
    const end = pad('9', 120);
    const expected = [header + headerRest, data1 + data1Rest, data2 + data1Rest, trailer, end];
    for (const [i, text] of expected.entries()) {
      expect(text.length).toBe(120);
      expect(records[i]!.toString('latin1')).toBe(Buffer.from(sjisHalfWidth(text)).toString('latin1'));
    }
    // Half-width katakana are the single Shift_JIS bytes 0xA1–0xDF: ﾔ 0xD4, ﾞ 0xDE.
    const nameAt = 1 + 4 + 15 + 3 + 15 + 4 + 1 + 7;
    expect([...records[1]!.subarray(nameAt, nameAt + 4)]).toEqual([0xd4, 0xcf, 0xc0, 0xde]);
  });

  it('writes an empty batch as header, a zero trailer and the end', () => {
    const file = zenginTransferFile({ sender, transferDate: '2026-12-31', transfers: [] });
    expect(file.length).toBe(3 * 122);
    expect(file.subarray(122, 122 + 19).toString('latin1')).toBe('8' + '000000' + '000000000000');
  });

  it('refuses a holder name the format cannot carry, naming the order and the characters', () => {
    const bad = { ...transfers[0]!, orderSn: 'W20260401100000CCCCCC', holderKanaName: '髙橋 ハナコ' };
    let error: unknown;
    try {
      zenginTransferFile({ sender, transferDate: '2026-04-02', transfers: [transfers[1]!, bad] });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ reason: 'PAYOUT_FILE_UNENCODABLE' });
    expect((error as AppError).params).toMatchObject({ orderSn: 'W20260401100000CCCCCC', chars: '髙 橋' });
  });

  it('converts katakana to half-width: voiced marks apart, small kana large, long mark as a hyphen', () => {
    expect(toZenginText('ジョン・スミス')).toEqual({ ok: true, text: 'ｼﾞﾖﾝ.ｽﾐｽ' });
    expect(toZenginText('ﾊﾟｰﾙ ｺｳｼﾞ')).toEqual({ ok: true, text: 'ﾊﾟ-ﾙ ｺｳｼﾞ' });
    expect(toZenginText('ａｂｃ　１２３')).toEqual({ ok: true, text: 'ABC 123' });
    expect(toZenginText('ヱヰヶ')).toEqual({ ok: true, text: 'ｴｲｹ' });
    expect(toZenginText('やまだ')).toEqual({ ok: false, bad: ['や', 'ま', 'だ'] });
  });
});

/** Our expected text in the bytes Shift_JIS gives it: ASCII as is, half-width kana U+FF61–FF9F as 0xA1–0xDF. */
function sjisHalfWidth(text: string): number[] {
  return [...text].map((char) => {
    const code = char.charCodeAt(0);
    return code >= 0xff61 && code <= 0xff9f ? code - 0xff61 + 0xa1 : code;
  });
}
