import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ZBank, ZBankCard, ZBankCardId, ZBankCardSave } from './bank-cards.ts';

/** `more_info` (issue 26): the reviewer asked the member to change some profile fields and send the submission again. */
export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected', 'more_info'] as const;
export const ZKycStatus = z.enum(KYC_STATUSES);

/** The profile fields an identity check verifies, which a reviewer may unlock by asking for more information. */
export const KYC_IDENTITY_FIELDS = ['lastName', 'firstName', 'pinyinName', 'birthDate', 'idNumber'] as const;
export type KycIdentityField = (typeof KYC_IDENTITY_FIELDS)[number];
export const ZKycIdentityField = z.enum(KYC_IDENTITY_FIELDS);

const ZName = z.string().trim().max(50);

/** The earliest birth date a profile takes. */
export const BIRTH_DATE_MIN = '1900-01-01';
/**
 * A birth date as on the identity document: a real day (YYYY-MM-DD) from 1900-01-01 to today
 * (UTC, so a member in Tokyo can never be refused their own birthday).
 */
export const ZBirthDate = z.iso
  .date()
  .refine((day) => day >= BIRTH_DATE_MIN && day <= new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10), {
    message: 'must be a date from 1900-01-01 to today',
  });

export const ZUserProfile = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Full name as written on documents, "last first". */
  name: z.string().nullable(),
  /** Phonetic name (pinyin or kana) as on the bank card. */
  pinyinName: z.string().nullable(),
  phone: z.string().nullable(),
  /** Date of birth (YYYY-MM-DD) as on the identity document; a KYC approval needs it. */
  birthDate: z.iso.date().nullable(),
  /** Only the last four characters are ever sent back. */
  idNumberMasked: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  /** The agent code the member registered under (the "recommended code"). */
  recommendedCode: z.string().nullable(),
  kycStatus: ZKycStatus,
  /** Game coins in the wallet, available to play or withdraw (held withdrawals excluded). */
  balance: z.number().int().min(0),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

export const ZKycSubmission = z.object({
  status: ZKycStatus,
  id: z.string().nullable(),
  /** Why it was rejected, or (`more_info`) what the reviewer asks the member to change. */
  reason: z.string().nullable(),
  /** While `more_info`: the profile fields the member may now change before sending it again (else empty). */
  requestedFields: z.array(ZKycIdentityField),
  submittedAt: z.iso.datetime().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type TKycSubmission = z.infer<typeof ZKycSubmission>;

/** `user/kyc/requirements` (issue 21): the hall's KYC rules as they apply to the member now. */
export const ZKycRequirements = z.object({
  kycStatus: ZKycStatus,
  /** A withdrawal needs approved KYC. */
  withdrawalRequiresKyc: z.boolean(),
  /** A deposit worth more than this many coins needs approved KYC (0: no such rule). */
  depositKycAbove: z.number().int().min(0),
  /** A deposit that takes the coins received so far past this many coins needs approved KYC (0: no such rule). */
  cumulativeDepositKycAbove: z.number().int().min(0),
  /**
   * Coins received so far by every path (deposits of every channel, operator credits, migrated
   * balances, rebates, coins from other members; not wins), counted only when the cumulative rule is on, else 0.
   */
  depositedCoins: z.number().int().min(0),
  /** The withdrawal turnover since the last withdrawal request (percent 0: no such rule, every figure 0). */
  turnover: z.object({
    percent: z.number().int().min(0),
    /** Coins received since the last withdrawal request that must be played (not only deposits; not wins). */
    deposited: z.number().int().min(0),
    required: z.number().int().min(0),
    bet: z.number().int().min(0),
    remaining: z.number().int().min(0),
  }),
});
export type TKycRequirements = z.infer<typeof ZKycRequirements>;

export const KYC_SIDES = ['front', 'back', 'handheld'] as const;
export const KYC_MAX_BYTES = 10 * 1024 * 1024;

export const userCalls = {
  userInfo: defineCall({
    path: '/v2/app/user/info',
    auth: 'member',
    module: 'users',
    summary: 'Profile of the signed-in member',
    status: 'live',
    request: z.strictObject({}),
    response: ZUserProfile,
  }),
  userGetInfo: defineCall({
    path: '/v2/app/user/get/info',
    auth: 'member',
    module: 'users',
    summary: 'Profile of the signed-in member (same as user/info)',
    status: 'live',
    request: z.strictObject({}),
    response: ZUserProfile,
  }),
  userUpdate: defineCall({
    path: '/v2/app/user/update',
    auth: 'member',
    module: 'users',
    summary: 'Update nickname, names, birth date and phone',
    status: 'live',
    request: z.strictObject({
      nickname: ZName.optional(),
      firstName: ZName.optional(),
      lastName: ZName.optional(),
      pinyinName: z.string().trim().max(100).optional(),
      birthDate: ZBirthDate.or(z.literal('')).optional(),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[0-9 -]{6,20}$/)
        .or(z.literal(''))
        .optional(),
    }),
    response: ZUserProfile,
  }),
  userUpdateIdNumber: defineCall({
    path: '/v2/app/user/update/idNumber',
    auth: 'member',
    module: 'users',
    summary: 'Set the ID document number (locked once KYC is approved)',
    status: 'live',
    request: z.strictObject({
      idNumber: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9-]{4,32}$/),
    }),
    response: ZUserProfile,
  }),
  userKycAdd: defineCall({
    path: '/v2/app/user/kyc/add',
    auth: 'member',
    module: 'kyc',
    summary: 'Submit KYC photos as multipart/form-data: front, back, handheld (JPEG, PNG or WebP, at most 10 MB each)',
    status: 'live',
    request: z.unknown(),
    response: ZKycSubmission,
  }),
  userKycLatest: defineCall({
    path: '/v2/app/user/kyc/latest',
    auth: 'member',
    module: 'kyc',
    summary: 'Latest KYC submission and its status',
    status: 'live',
    request: z.strictObject({}),
    response: ZKycSubmission,
  }),
  userGetKyc: defineCall({
    path: '/v2/app/user/get/kyc',
    auth: 'member',
    module: 'kyc',
    summary: 'KYC status (same as kyc/latest)',
    status: 'live',
    request: z.strictObject({}),
    response: ZKycSubmission,
  }),
  userKycResubmit: defineCall({
    path: '/v2/app/user/kyc/resubmit',
    auth: 'member',
    module: 'kyc',
    summary:
      'Send a submission the reviewer asked more information about (status more_info) back for review, with the profile as it is now (the same photos)',
    status: 'live',
    request: z.strictObject({}),
    response: ZKycSubmission,
  }),
  userKycRequirements: defineCall({
    path: '/v2/app/user/kyc/requirements',
    auth: 'member',
    module: 'kyc',
    summary: 'What the KYC rules ask of you now: approved KYC for withdrawals or deposits, and the withdrawal turnover',
    status: 'live',
    request: z.strictObject({}),
    response: ZKycRequirements,
  }),
  userKycImage: defineCall({
    path: '/v2/app/user/kyc/image',
    auth: 'member',
    module: 'kyc',
    summary: 'One of your own KYC photos (answers image/jpeg)',
    status: 'live',
    request: z.strictObject({ id: z.string().regex(/^\d{1,18}$/), side: z.enum(KYC_SIDES) }),
    response: z.unknown(),
  }),
  userGetBank: defineCall({
    path: '/v2/app/user/get/bank',
    auth: 'member',
    module: 'bank-cards',
    summary: 'One of your bank cards (account number shown by its last four digits)',
    status: 'live',
    request: z.strictObject({ id: ZBankCardId }),
    response: ZBankCard,
  }),
  userBank: defineCall({
    path: '/v2/app/user/bank',
    auth: 'member',
    module: 'bank-cards',
    summary: 'Banks a card can be bound at (4-digit zengin codes, OTHER for banks outside Japan)',
    status: 'live',
    request: z.strictObject({}),
    response: z.array(ZBank),
  }),
  userBankSave: defineCall({
    path: '/v2/app/user/bank/save',
    auth: 'member',
    module: 'bank-cards',
    summary: 'Bind a bank card; every card of a member carries one holder name',
    status: 'live',
    request: ZBankCardSave,
    response: ZBankCard,
  }),
  userBankList: defineCall({
    path: '/v2/app/user/bank/list',
    auth: 'member',
    module: 'bank-cards',
    summary: 'Your bank cards, the default first',
    status: 'live',
    request: z.strictObject({}),
    response: z.array(ZBankCard),
  }),
  userBankDelete: defineCall({
    path: '/v2/app/user/bank/delete',
    auth: 'member',
    module: 'bank-cards',
    summary: 'Remove one of your bank cards; answers the cards that remain',
    status: 'live',
    request: z.strictObject({ id: ZBankCardId }),
    response: z.array(ZBankCard),
  }),
};
