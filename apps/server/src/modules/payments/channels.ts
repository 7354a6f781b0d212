import { DEPOSIT_AMOUNT_LIMITS, WITHDRAWAL_AMOUNT_LIMITS } from '@amigo/contract';
/**
 * Deposit channels, their limits (in the order's currency) and the exchange into game coins
 * (SPEC §1: 1 yen = 1 coin, 1 yuan = 20 coins). Withdrawals are in coins.
 */
export const DEPOSIT_LIMITS = DEPOSIT_AMOUNT_LIMITS;
export const COINS_PER_UNIT = { JPY: 1n, CNY: 20n } as const;
export const WITHDRAWAL_LIMITS = WITHDRAWAL_AMOUNT_LIMITS;
/** Flat fee per withdrawal in coins; zero for now, shown on every order so it can change openly. */
export const WITHDRAWAL_FEE = 0n;
/** A sandbox checkout not paid within this time expires. */
export const CHECKOUT_TTL_MS = 30 * 60_000;
/** A manual transfer must arrive within this time. */
export const MANUAL_TTL_MS = 3 * 24 * 3_600_000;

/** The house account members transfer to for manual deposits (shown with copy buttons). */
export const HOUSE_BANK_ACCOUNT = {
  bankName: 'Amigo Trust Bank (demo)',
  branchName: 'Shinjuku (101)',
  accountType: 'Ordinary',
  accountNumber: '1234567',
  accountHolder: 'AMIGO HALL KK',
};
