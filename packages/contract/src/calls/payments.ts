import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ZDateFilter, ZIsoDate, ZPage, ZPageRequest } from '../paging.ts';

/** Whole game coins or yen: positive integers well inside the safe-integer range. */
export const ZCoins = z.number().int().positive().max(1_000_000_000_000);
export const ZIdempotencyKey = z.uuid();
export const ZOrderSn = z.string().regex(/^[DW]\d{14}[0-9A-Z]{6}$/);

export const DEPOSIT_CHANNELS = ['sandbox', 'manual_bank'] as const;
export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunding', 'refunded'] as const;
export const MANUAL_STATUSES = ['awaiting_transfer', 'in_progress', 'successful', 'failed'] as const;
export const WITHDRAWAL_STATUSES = ['review', 'withdrawing', 'success', 'failed'] as const;

/**
 * Amount limits per deposit channel, in the order's currency, and for withdrawals in coins: one
 * definition that the server enforces and the web shows and pre-checks.
 */
export const DEPOSIT_AMOUNT_LIMITS = {
  sandbox: { JPY: { min: 1_000, max: 500_000 }, CNY: { min: 50, max: 25_000 } },
  manual_bank: { JPY: { min: 10_000, max: 1_000_000 }, CNY: { min: 500, max: 50_000 } },
} as const;
export const WITHDRAWAL_AMOUNT_LIMITS = { min: 1_000, max: 1_000_000 } as const;

export const ZHouseBankAccount = z.object({
  bankName: z.string(),
  branchName: z.string(),
  accountType: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
});

export const ZDepositOrder = z.object({
  orderSn: z.string(),
  channel: z.enum(DEPOSIT_CHANNELS),
  currency: z.enum(['JPY', 'CNY']),
  amount: z.number().int(),
  coins: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  /** Manual bank transfers only: where the operator's check stands. */
  manualStatus: z.enum(MANUAL_STATUSES).nullable(),
  /** Hosted checkout page of the sandbox provider. */
  checkoutUrl: z.string().nullable(),
  /** Manual bank transfers still open: the house account to transfer to (every answer repeats it). */
  houseAccount: ZHouseBankAccount.nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type TDepositOrder = z.infer<typeof ZDepositOrder>;

export const ZWithdrawalOrder = z.object({
  orderSn: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  cardLast4: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** Paid orders: the bank's reference for the transfer and the day it was made (Tokyo). */
  paidReference: z.string().nullable(),
  paidOn: ZIsoDate.nullable(),
});
export type TWithdrawalOrder = z.infer<typeof ZWithdrawalOrder>;

const ZDateRange = { from: ZDateFilter.optional(), to: ZDateFilter.optional() };

export const paymentCalls = {
  payOrder: defineCall({
    path: '/v2/app/pay/order',
    auth: 'member',
    module: 'payments',
    summary: 'Create a deposit order (sandbox checkout or manual bank transfer); idempotent by key',
    status: 'live',
    request: z.strictObject({
      channel: z.enum(DEPOSIT_CHANNELS),
      amount: ZCoins,
      currency: z.enum(['JPY', 'CNY']).default('JPY'),
      idempotencyKey: ZIdempotencyKey,
    }),
    response: z.object({ order: ZDepositOrder, houseAccount: ZHouseBankAccount.nullable() }),
  }),
  payManualSubmit: defineCall({
    path: '/v2/app/pay/manual/submit',
    auth: 'member',
    module: 'payments',
    summary: 'Manual bank transfer: tell us the transfer was made (payer name as shown on the transfer)',
    status: 'live',
    request: z.strictObject({ orderSn: ZOrderSn, payerName: z.string().trim().min(1).max(60) }),
    response: ZDepositOrder,
  }),
  payQuery: defineCall({
    path: '/v2/app/pay/query',
    auth: 'member',
    module: 'payments',
    summary: 'One of your deposit orders',
    status: 'live',
    request: z.strictObject({ orderSn: ZOrderSn }),
    response: ZDepositOrder,
  }),
  payList: defineCall({
    path: '/v2/app/pay/list',
    auth: 'member',
    module: 'payments',
    summary: 'Your deposit orders, newest first, by status and date',
    status: 'live',
    request: ZPageRequest.extend({ status: z.enum(DEPOSIT_STATUSES).optional(), ...ZDateRange }).strict(),
    response: ZPage(ZDepositOrder),
  }),
  drawWithdraw: defineCall({
    path: '/v2/app/draw/withdraw',
    auth: 'member',
    module: 'payments',
    summary: 'Request a withdrawal to a bound bank card; the coins are held at once',
    status: 'live',
    request: z.strictObject({
      amount: ZCoins,
      bankCardId: z.string().regex(/^\d{1,18}$/),
      paymentPassword: z.string().regex(/^\d{6}$/),
      idempotencyKey: ZIdempotencyKey,
    }),
    response: ZWithdrawalOrder,
  }),
  drawList: defineCall({
    path: '/v2/app/draw/list',
    auth: 'member',
    module: 'payments',
    summary: 'Your withdrawals, newest first, by status and date',
    status: 'live',
    request: ZPageRequest.extend({ status: z.enum(WITHDRAWAL_STATUSES).optional(), ...ZDateRange }).strict(),
    response: ZPage(ZWithdrawalOrder),
  }),
};
