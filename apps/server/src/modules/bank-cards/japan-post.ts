const KANJI_DIGITS = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

export type JapanPostNumbers =
  | { ok: true; branchCode: string; accountNumber: string; branchName: string | null }
  | { ok: false; field: 'branchCode' | 'accountNumber' };

/**
 * Japan Post Bank accounts are written two ways. Transfers from other banks use the transfer
 * form (3-digit branch number, 7-digit account number), which is what we store; passbooks show
 * the ordinary-savings symbol (5 digits, 1xxx0) and number (up to 8 digits ending in 1). The
 * passbook form converts: branch = the symbol's 2nd–3rd digits + 8 (its name is those digits in
 * kanji, e.g. 〇一八), account = the number without its final 1, zero-padded to 7 digits.
 * Digits only, already normalized.
 */
export function toJapanPostTransferForm(branch: string, account: string): JapanPostNumbers {
  if (/^\d{3}$/.test(branch)) {
    return /^\d{7}$/.test(account)
      ? { ok: true, branchCode: branch, accountNumber: account, branchName: null }
      : { ok: false, field: 'accountNumber' };
  }
  if (!/^1\d{3}0$/.test(branch)) return { ok: false, field: 'branchCode' };
  if (!/^\d{0,7}1$/.test(account)) return { ok: false, field: 'accountNumber' };
  const branchCode = `${branch.slice(1, 3)}8`;
  return {
    ok: true,
    branchCode,
    accountNumber: account.slice(0, -1).padStart(7, '0'),
    branchName: [...branchCode].map((digit) => KANJI_DIGITS[Number(digit)]).join(''),
  };
}
