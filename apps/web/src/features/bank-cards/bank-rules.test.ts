import { describe, expect, it } from 'vitest';
import { bankKind, isValidAccountNumber, isValidBranchCode, normalizeCode } from './bank-rules.ts';

describe('bank-card rules', () => {
  it('reads full-width digits, spaces and hyphens as the server does', () => {
    expect(normalizeCode('１２３４５６７')).toBe('1234567');
    expect(normalizeCode(' 123-4567 ')).toBe('1234567');
    expect(normalizeCode('bofa us3n')).toBe('BOFAUS3N');
  });

  it('wants 3-digit branches and 7-digit accounts at Japanese banks', () => {
    expect(isValidBranchCode('japan', '１２３')).toBe(true);
    expect(isValidBranchCode('japan', '12')).toBe(false);
    expect(isValidAccountNumber('japan', '１２３４５６７')).toBe(true);
    expect(isValidAccountNumber('japan', '123456')).toBe(false);
  });

  it('takes Japan Post passbook numbers and foreign accounts', () => {
    expect(bankKind('9900')).toBe('japanPost');
    expect(isValidBranchCode('japanPost', '10170')).toBe(true);
    expect(isValidAccountNumber('japanPost', '12345671')).toBe(true);
    expect(bankKind('OTHER')).toBe('other');
    expect(isValidBranchCode('other', 'BOFAUS3N')).toBe(true);
    expect(isValidAccountNumber('other', 'GB29NWBK60161331926819')).toBe(true);
    expect(isValidAccountNumber('other', 'ABC')).toBe(false);
    expect(bankKind('0005')).toBe('japan');
  });
});
