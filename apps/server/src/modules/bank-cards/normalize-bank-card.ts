import { BANK_CODE_OTHER, type ErrorReason, type TBankAccountType, type TBankCardSave } from '@amigo/contract';
import { AppError } from '../../http/app-error.ts';
import { findBank, JAPAN_POST_BANK_CODE } from './bank-list.ts';
import { isNameText } from './holder-name.ts';
import { toJapanPostTransferForm } from './japan-post.ts';
import { hasControlCharacters, isKatakanaName, normalizeCode, normalizeKana, normalizeText } from './normalize-text.ts';

export interface NormalizedBankCard {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountNumber: string;
  accountType: TBankAccountType;
  holderFirstName: string;
  holderLastName: string;
  holderKanaName: string;
}

const MAX_TEXT = 50;
type Field = keyof TBankCardSave;

/**
 * Normalizes a card as typed and checks it against its bank's formats, throwing a 400 that
 * names the first wrong field (in form order). Japanese banks: 3-digit branch code, 7-digit
 * account number, katakana holder name; Japan Post Bank also takes the passbook form; OTHER
 * (outside Japan): bank name, SWIFT/BIC, 6–34 letters and digits, and the ordinary account type
 * only (預金種目 is a Japanese notion; the Zengin file never carries such a card). Holder names of
 * every bank hold name characters only.
 */
export function normalizeBankCard(input: TBankCardSave): NormalizedBankCard {
  const bankCode = normalizeCode(input.bankCode);
  const bank = findBank(bankCode);
  if (!bank) throw fieldError('BANK_CODE_UNKNOWN', 'bankCode');
  const names = {
    holderLastName: nameText(input.holderLastName, 'holderLastName'),
    holderFirstName: nameText(input.holderFirstName, 'holderFirstName'),
  };
  if (bank.code === BANK_CODE_OTHER) {
    const bankName = text(input.bankName ?? '', 'bankName');
    const branchCode = normalizeCode(input.branchCode);
    if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(branchCode)) throw fieldError('FOREIGN_BRANCH_CODE_INVALID', 'branchCode');
    const branchName = text(input.branchName, 'branchName');
    if (input.accountType !== 'ordinary') {
      throw new AppError('INVALID_INPUT', {
        field: 'accountType',
        messageKey: 'validation.invalidValue',
        params: { field: 'accountType' },
      });
    }
    const accountNumber = normalizeCode(input.accountNumber);
    if (!/^[A-Z0-9]{6,34}$/.test(accountNumber)) throw fieldError('FOREIGN_ACCOUNT_NUMBER_INVALID', 'accountNumber');
    const holderKanaName = nameText(input.holderKanaName, 'holderKanaName');
    return { bankCode, bankName, branchCode, branchName, accountNumber, accountType: 'ordinary', ...names, holderKanaName };
  }
  const numbers = japaneseNumbers(bank.code, normalizeCode(input.branchCode), normalizeCode(input.accountNumber));
  const branchName =
    numbers.branchName && !normalizeText(input.branchName) ? numbers.branchName : text(input.branchName, 'branchName');
  const holderKanaName = normalizeKana(input.holderKanaName);
  if (!holderKanaName) throw required('holderKanaName');
  const kanaIsValid = isKatakanaName(holderKanaName) && holderKanaName.length <= MAX_TEXT;
  if (!kanaIsValid) throw fieldError('BANK_HOLDER_KANA_INVALID', 'holderKanaName');
  return {
    bankCode,
    bankName: bank.nameJp,
    branchCode: numbers.branchCode,
    branchName,
    accountNumber: numbers.accountNumber,
    accountType: input.accountType,
    ...names,
    holderKanaName,
  };
}

function japaneseNumbers(bankCode: string, branch: string, account: string) {
  if (bankCode === JAPAN_POST_BANK_CODE) {
    const converted = toJapanPostTransferForm(branch, account);
    if (!converted.ok) throw fieldError('JAPAN_POST_NUMBER_INVALID', converted.field);
    return converted;
  }
  if (!/^\d{3}$/.test(branch)) throw fieldError('BANK_BRANCH_CODE_INVALID', 'branchCode');
  if (!/^\d{7}$/.test(account)) throw fieldError('BANK_ACCOUNT_NUMBER_INVALID', 'accountNumber');
  return { branchCode: branch, accountNumber: account, branchName: null };
}

/** A required free-text field: normalized, not empty, no control characters, at most 50 characters. */
function text(value: string, field: Field): string {
  const normalized = normalizeText(value);
  if (!normalized) throw required(field);
  if (hasControlCharacters(normalized)) {
    throw new AppError('INVALID_INPUT', { field, messageKey: 'validation.invalidFormat', params: { field } });
  }
  // NFKC can lengthen a string (e.g. ㍿ becomes 株式会社), so the contract's bound is checked again.
  if (normalized.length > MAX_TEXT) {
    throw new AppError('INVALID_INPUT', { field, messageKey: 'validation.tooLong', params: { field, max: MAX_TEXT } });
  }
  return normalized;
}

/** A holder name: a required text of name characters only (holder-name.ts), so a payout file never carries markup, digits or bidi tricks. */
function nameText(value: string, field: Field): string {
  const normalized = text(value, field);
  if (!isNameText(normalized)) throw fieldError('BANK_HOLDER_NAME_INVALID', field);
  return normalized;
}

function required(field: Field) {
  return new AppError('INVALID_INPUT', { field, messageKey: 'validation.required', params: { field } });
}

function fieldError(reason: ErrorReason, field: Field) {
  return new AppError(reason, { field });
}
