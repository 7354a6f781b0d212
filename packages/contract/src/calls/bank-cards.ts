import { z } from 'zod';

/** The bank code for an account at a bank outside Japan (IBAN-style number, SWIFT/BIC as branch code). */
export const BANK_CODE_OTHER = 'OTHER';

/**
 * The kind of account (預金種目), with the code a Zengin transfer file writes for it: 普通 1,
 * 当座 2, 貯蓄 4. Members choose it when binding a card (`user/bank/save`); cards saved before
 * the form asked are ordinary. A bank outside Japan has no such type: its cards are ordinary.
 */
export const BANK_ACCOUNT_TYPES = ['ordinary', 'current', 'savings'] as const;
export type TBankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** A bank members can choose: its 4-digit zengin code (or OTHER) and its names. */
export const ZBank = z.object({
  code: z.string(),
  nameJp: z.string(),
  nameEn: z.string(),
});
export type TBank = z.infer<typeof ZBank>;

/** A bound bank card as every answer shows it: the account number only by its last four characters (SPEC §3, §9). */
export const ZBankCard = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  last4: z.string(),
  /** 預金種目: 普通, 当座 or 貯蓄 (always ordinary for a bank outside Japan). */
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  /** "Last first", as on the account. */
  holderName: z.string(),
  holderKanaName: z.string(),
  isDefault: z.boolean(),
  /**
   * Whether a withdrawal may be paid to this account: its holder name matches the member's legal
   * name (the verified one once KYC is approved). False for a card saved before the profile's
   * name was set to someone else's; such a card can only be removed.
   */
  canReceiveWithdrawals: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TBankCard = z.infer<typeof ZBankCard>;

export const ZBankCardId = z.string().regex(/^\d{1,18}$/);

/**
 * Binding a card. The raw bounds here only keep input small; the server normalizes (NFKC:
 * full-width digits and spaces, hiragana and half-width kana in the kana name) and then checks
 * the bank's own formats, naming the field that is wrong.
 */
export const ZBankCardSave = z.strictObject({
  /** A code from `user/bank` (4 digits, or OTHER). */
  bankCode: z.string().trim().max(10),
  /** Only for OTHER: the foreign bank's name. Listed banks use the name from the list. */
  bankName: z.string().trim().max(50).optional(),
  /** 3 digits (Japan Post Bank: or the passbook's 5-digit symbol); OTHER: SWIFT/BIC. */
  branchCode: z.string().max(20),
  branchName: z.string().trim().max(50),
  /** 7 digits (Japan Post Bank: or the passbook's number); OTHER: 6–34 letters and digits. */
  accountNumber: z.string().max(64),
  /**
   * 預金種目, as on the passbook: 普通 ordinary, 当座 current, 貯蓄 savings. Optional, ordinary
   * when left out, so a client built before the field existed keeps saving cards (they all were
   * ordinary). A bank outside Japan (OTHER) takes ordinary only.
   */
  accountType: z.enum(BANK_ACCOUNT_TYPES).default('ordinary'),
  /** Name characters only: letters of any script, spaces, middle dot, hyphen, apostrophe, period. */
  holderFirstName: z.string().trim().max(50),
  holderLastName: z.string().trim().max(50),
  /** Katakana for Japanese banks; name characters for a bank outside Japan. */
  holderKanaName: z.string().trim().max(50),
});
export type TBankCardSave = z.infer<typeof ZBankCardSave>;
