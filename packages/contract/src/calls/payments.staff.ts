import { z } from 'zod';
import { ZDateFilter, ZIsoDate, ZPage, ZPageRequest } from '../paging.ts';
import { BANK_ACCOUNT_TYPES } from './bank-cards.ts';
import { DEPOSIT_STATUSES, MANUAL_STATUSES, WITHDRAWAL_STATUSES } from './payments.ts';
import { adminCall, type AdminCallDef, ZAwaitingApproval, ZId, ZMemberRef, ZReason } from './staff-common.ts';

/** Operator calls of the bank withdrawal, manual deposit and refund queues (docs/console.md). */

export const ZWithdrawalQueueItem = z.object({
  orderSn: z.string(),
  ...ZMemberRef,
  amount: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  cardLast4: z.string(),
  holderName: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** The member's wallet balance now, so a confirmation can say what it becomes. */
  balance: z.number().int(),
  paidReference: z.string().nullable(),
  paidOn: ZIsoDate.nullable(),
});
export type TWithdrawalQueueItem = z.infer<typeof ZWithdrawalQueueItem>;

export const ZDepositQueueItem = z.object({
  orderSn: z.string(),
  ...ZMemberRef,
  channel: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  coins: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  manualStatus: z.enum(MANUAL_STATUSES).nullable(),
  payerName: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** The member's wallet balance now, so a confirmation can say what it becomes. */
  balance: z.number().int(),
});
export type TDepositQueueItem = z.infer<typeof ZDepositQueueItem>;

/**
 * The bank's reference for a transfer the operator made: what the bank statement shows, so the
 * member and an auditor can find the payment. Letters, digits and a few separators.
 */
export const ZPaidReference = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[0-9A-Za-z][0-9A-Za-z ._/:#-]*$/);

const ZWithdrawalOrderSn = z.string().regex(/^W\d{14}[0-9A-Z]{6}$/);

/** The account a bank withdrawal is paid to, in full: only for `withdrawals.pay`, each view audited. */
export const ZWithdrawalBankDetails = z.object({
  orderSn: z.string(),
  ...ZMemberRef,
  amount: z.number().int(),
  /** What the bank transfers: the amount less the order's fee (1 coin = 1 yen). */
  transferAmount: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  accountNumber: z.string(),
  holderName: z.string(),
  holderKanaName: z.string(),
});
export type TWithdrawalBankDetails = z.infer<typeof ZWithdrawalBankDetails>;

/** Approved withdrawals in one transfer file at most; the rest go in the next file. */
export const PAYOUT_EXPORT_MAX_ORDERS = 500;
export const PAYOUT_EXPORT_FORMATS = ['zengin', 'csv'] as const;
/** What marking one order of a transfer file paid did (`withdrawal/paid-batch`). */
export const PAID_BATCH_OUTCOMES = ['paid', 'already_paid', 'not_approved', 'not_found'] as const;

/** Deposits an operator can refund (paid), is refunding, or has refunded. */
export const REFUND_STATUSES = ['paid', 'refunding', 'refunded'] as const;

export const paymentsStaffCalls = {
  adminWithdrawalList: adminCall({
    path: '/v2/admin/withdrawal/list',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'Withdrawals by status (open ones oldest first)',
    request: ZPageRequest.extend({ status: z.enum(WITHDRAWAL_STATUSES).default('review') }).strict(),
    response: ZPage(ZWithdrawalQueueItem),
  }),
  adminWithdrawalDecide: adminCall({
    path: '/v2/admin/withdrawal/decide',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary:
      'approve (review → withdrawing), paid (withdrawing → success), fail (→ failed, coins return); repeats change nothing',
    request: z.strictObject({
      orderSn: ZWithdrawalOrderSn,
      action: z.enum(['approve', 'paid', 'fail']),
      reason: ZReason.optional(),
      /** `paid` only, and required there: the bank's transfer reference and the day it was paid. */
      reference: ZPaidReference.optional(),
      paidOn: ZDateFilter.optional(),
    }),
    response: z.object({ item: ZWithdrawalQueueItem, changed: z.boolean() }),
  }),
  adminWithdrawalPaidBatch: adminCall({
    path: '/v2/admin/withdrawal/paid-batch',
    auth: 'staff',
    permission: 'withdrawals.pay',
    summary:
      'Marks the orders of one transfer file paid with the bank reference and day of its payment: each order as `decide` paid would (withdrawing → success, one audit row each); orders already paid or not approved are reported, not changed',
    request: z.strictObject({
      /** The file's orders (`export` answers them), each once. */
      orderSns: z
        .array(ZWithdrawalOrderSn)
        .min(1)
        .max(PAYOUT_EXPORT_MAX_ORDERS)
        .refine((sns) => new Set(sns).size === sns.length, { message: 'each order once' }),
      reference: ZPaidReference,
      paidOn: ZDateFilter,
    }),
    response: z.object({
      /** How many orders this call marked paid. */
      paid: z.number().int(),
      results: z.array(
        z.object({
          orderSn: z.string(),
          /** `paid` now; `already_paid` before (nothing changed); `not_approved`: not withdrawing (in review, failed…); `not_found`. */
          outcome: z.enum(PAID_BATCH_OUTCOMES),
        }),
      ),
    }),
  }),
  adminWithdrawalBankDetails: adminCall({
    path: '/v2/admin/withdrawal/bank-details',
    auth: 'staff',
    permission: 'withdrawals.pay',
    summary: 'The full account a bank withdrawal is paid to (decrypted); every view is audited',
    request: z.strictObject({ orderSn: ZWithdrawalOrderSn }),
    response: ZWithdrawalBankDetails,
  }),
  adminWithdrawalExport: adminCall({
    path: '/v2/admin/withdrawal/export',
    auth: 'staff',
    permission: 'withdrawals.pay',
    summary:
      'Approved (withdrawing) bank withdrawals as a transfer file: Zengin (Japanese banks, Shift_JIS) or CSV (every bank); audited, changes no order',
    request: z.strictObject({
      format: z.enum(PAYOUT_EXPORT_FORMATS),
      /** The day the bank is asked to transfer (Zengin 取組日); today in Tokyo when left out. */
      transferDate: ZDateFilter.optional(),
    }),
    response: z.object({
      format: z.enum(PAYOUT_EXPORT_FORMATS),
      fileName: z.string(),
      mimeType: z.string(),
      /** The file's bytes (Shift_JIS for Zengin, UTF-8 with a byte order mark for CSV). */
      contentBase64: z.string(),
      count: z.number().int(),
      totalAmount: z.number().int(),
      orderSns: z.array(z.string()),
      /** Approved orders a Zengin file cannot carry (a bank outside Japan): they are in the CSV. */
      leftOut: z.array(z.string()),
      /** More approved orders wait than one file holds (PAYOUT_EXPORT_MAX_ORDERS). */
      more: z.boolean(),
    }),
  }),
  adminDepositList: adminCall({
    path: '/v2/admin/deposit/list',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Manual bank-transfer deposits by manual status',
    request: ZPageRequest.extend({ manualStatus: z.enum(MANUAL_STATUSES).default('in_progress') }).strict(),
    response: ZPage(ZDepositQueueItem),
  }),
  adminDepositDecide: adminCall({
    path: '/v2/admin/deposit/decide',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Confirms (credits once) or fails a manual deposit',
    request: z.strictObject({
      orderSn: z.string().regex(/^D\d{14}[0-9A-Z]{6}$/),
      outcome: z.enum(['paid', 'failed']),
      reason: ZReason.optional(),
    }),
    /** `awaitingApproval`: confirming it passed the manual_deposit threshold; it waits in the approval queue. */
    response: z.object({ item: ZDepositQueueItem, changed: z.boolean(), awaitingApproval: ZAwaitingApproval.optional() }),
  }),
  adminDepositRefund: adminCall({
    path: '/v2/admin/deposit/refund',
    auth: 'staff',
    permission: 'deposits.review',
    summary: "Refund a paid deposit: start (the member's coins are held), then refunded (they leave) or failed (they return)",
    request: z.strictObject({
      orderSn: z.string().regex(/^D\d{14}[0-9A-Z]{6}$/),
      action: z.enum(['start', 'refunded', 'failed']),
      reason: ZReason.optional(),
    }),
    /** `awaitingApproval`: starting it passed the refund threshold; it waits in the approval queue. */
    response: z.object({ orderSn: z.string(), status: z.string(), awaitingApproval: ZAwaitingApproval.optional() }),
  }),
  adminDepositRefundList: adminCall({
    path: '/v2/admin/deposit/refund/list',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Deposits to refund: paid ones (newest first, by order number or member), refunding, refunded',
    request: ZPageRequest.extend({
      status: z.enum(REFUND_STATUSES).default('refunding'),
      q: z.string().trim().max(64).default(''),
    }).strict(),
    response: ZPage(ZDepositQueueItem),
  }),
  // The member's orders on the members screen: the same items as the queues, for one member.
  adminMemberOrders: adminCall({
    path: '/v2/admin/member/orders',
    auth: 'staff',
    permission: 'members.read',
    summary: 'Deposit or withdrawal orders of a member, newest first',
    request: ZPageRequest.extend({ userId: ZId, kind: z.enum(['deposit', 'withdrawal']) }).strict(),
    response: z.object({
      deposits: ZPage(ZDepositQueueItem).nullable(),
      withdrawals: ZPage(ZWithdrawalQueueItem).nullable(),
    }),
  }),
} satisfies Record<string, AdminCallDef>;
