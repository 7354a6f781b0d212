import { BANK_CODE_OTHER, type TBank } from '@amigo/contract';

/** Japan Post Bank's zengin code: it also takes the passbook's symbol and number. */
export const JAPAN_POST_BANK_CODE = '9900';

export type BankKind = 'japan' | 'japanPost' | 'other';

export function bankKind(bankCode: string): BankKind {
  if (bankCode === BANK_CODE_OTHER) return 'other';
  if (bankCode === JAPAN_POST_BANK_CODE) return 'japanPost';
  return 'japan';
}

/**
 * The way the server reads a code or number (NFKC: full-width digits and letters become
 * ASCII; spaces and hyphens dropped; letters upper-case), so "１２３－４５６７" passes here as
 * it does there.
 */
export function normalizeCode(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\s\-‐‑‒–—―ー−]/g, '')
    .toUpperCase();
}

/** Branch code formats: 3 digits; Japan Post also the passbook symbol 1xxx0; abroad SWIFT/BIC. */
export function isValidBranchCode(kind: BankKind, value: string): boolean {
  const code = normalizeCode(value);
  if (kind === 'other') return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(code);
  if (kind === 'japanPost') return /^\d{3}$/.test(code) || /^1\d{3}0$/.test(code);
  return /^\d{3}$/.test(code);
}

/** Account number formats: 7 digits; Japan Post also the passbook number (…1, up to 8 digits); abroad 6–34 letters and digits. */
export function isValidAccountNumber(kind: BankKind, value: string): boolean {
  const code = normalizeCode(value);
  if (kind === 'other') return /^[A-Z0-9]{6,34}$/.test(code);
  if (kind === 'japanPost') return /^\d{7}$/.test(code) || /^\d{0,7}1$/.test(code);
  return /^\d{7}$/.test(code);
}

/** A bank's name in the reader's language: Japanese and Chinese readers get the kanji name. */
export function bankDisplayName(bank: TBank, language: string): string {
  return language.startsWith('ja') || language.startsWith('zh') ? bank.nameJp : bank.nameEn;
}
