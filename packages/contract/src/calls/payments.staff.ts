import { z } from 'zod';
import { ZPage, ZPageRequest } from '../paging.ts';
import { DEPOSIT_STATUSES, MANUAL_STATUSES, WITHDRAWAL_STATUSES } from './payments.ts';
import { adminCall, type AdminCallDef, ZId, ZMemberRef, ZReason } from './staff-common.ts';

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
});
export type TDepositQueueItem = z.infer<typeof ZDepositQueueItem>;

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
      orderSn: z.string().regex(/^W\d{14}[0-9A-Z]{6}$/),
      action: z.enum(['approve', 'paid', 'fail']),
      reason: ZReason.optional(),
    }),
    response: z.object({ item: ZWithdrawalQueueItem, changed: z.boolean() }),
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
    response: z.object({ item: ZDepositQueueItem, changed: z.boolean() }),
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
    response: z.object({ orderSn: z.string(), status: z.string() }),
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
