import { z } from 'zod';
import { ZPage, ZPageRequest } from '../paging.ts';
import { CRYPTO_DEPOSIT_STATUSES, CRYPTO_WITHDRAWAL_STATUSES } from './crypto.ts';
import { adminCall, type AdminCallDef, ZAwaitingApproval, ZMemberRef, ZReason } from './staff-common.ts';

/** Operator calls of the crypto withdrawal and held chain deposit queues (docs/console.md). */

/** A chain deposit (crypto module): `amount` is a decimal string of the coin, `coins` what it was priced at. */
export const ZCryptoDepositQueueItem = z.object({
  orderSn: z.string(),
  ...ZMemberRef,
  coin: z.string(),
  network: z.string(),
  txid: z.string(),
  amount: z.string(),
  coins: z.number().int().nullable(),
  status: z.enum(CRYPTO_DEPOSIT_STATUSES),
  createdAt: z.iso.datetime(),
  creditedAt: z.iso.datetime().nullable(),
  /** Where a returned deposit was sent back to, with the return's txid and time (null until returned). */
  returnAddress: z.string().nullable(),
  returnTxid: z.string().nullable(),
  returnedAt: z.iso.datetime().nullable(),
});
export type TCryptoDepositQueueItem = z.infer<typeof ZCryptoDepositQueueItem>;

/** A crypto withdrawal: `amount` and `fee` are decimal strings of the coin; `coins` are held until paid or returned. */
export const ZCryptoWithdrawalQueueItem = z.object({
  orderSn: z.string(),
  ...ZMemberRef,
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  coins: z.number().int(),
  status: z.enum(CRYPTO_WITHDRAWAL_STATUSES),
  txid: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type TCryptoWithdrawalQueueItem = z.infer<typeof ZCryptoWithdrawalQueueItem>;

export const cryptoStaffCalls = {
  adminCryptoWithdrawalDecide: adminCall({
    path: '/v2/admin/crypto/withdrawal/decide',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'approve (review → withdrawing, through the payout adapter), paid with a txid, or fail (coins return)',
    request: z.strictObject({
      orderSn: z.string().min(1).max(40),
      action: z.enum(['approve', 'paid', 'fail']),
      txid: z.string().trim().min(1).max(100).optional(),
      reason: ZReason.optional(),
    }),
    response: z.object({ orderSn: z.string(), status: z.string(), txid: z.string().nullable(), changed: z.boolean() }),
  }),
  adminCryptoWithdrawalList: adminCall({
    path: '/v2/admin/crypto/withdrawal/list',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'Crypto withdrawals by status (open ones oldest first)',
    request: ZPageRequest.extend({ status: z.enum(CRYPTO_WITHDRAWAL_STATUSES).default('review') }).strict(),
    response: ZPage(ZCryptoWithdrawalQueueItem),
  }),
  adminCryptoDepositList: adminCall({
    path: '/v2/admin/crypto/deposit/list',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Chain deposits by status; held_review (oldest first) is the queue to release or return',
    request: ZPageRequest.extend({ status: z.enum(CRYPTO_DEPOSIT_STATUSES).default('held_review') }).strict(),
    /** `payout`: `manual` means a return is sent by the operator, who then enters its txid. */
    response: ZPage(ZCryptoDepositQueueItem).extend({ payout: z.enum(['sandbox', 'manual']) }),
  }),
  adminCryptoDepositCreditHeld: adminCall({
    path: '/v2/admin/crypto/deposit/credit-held',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Credit a chain deposit held for review (it arrived over a deposit limit or during a block)',
    request: z.strictObject({ orderSn: z.string().min(1).max(40) }),
    /** `awaitingApproval`: the credit passed the held_deposit threshold; it waits in the approval queue. */
    response: z.object({
      orderSn: z.string(),
      status: z.string(),
      changed: z.boolean(),
      awaitingApproval: ZAwaitingApproval.optional(),
    }),
  }),
  adminCryptoDepositReturn: adminCall({
    path: '/v2/admin/crypto/deposit/return',
    auth: 'staff',
    permission: 'deposits.review',
    summary:
      'Send a held chain deposit back on chain instead of crediting it: to the address the member gave (checked for the ' +
      "deposit's network); the payout adapter sends it, or with manual payout the operator sent it and gives the txid",
    request: z.strictObject({
      orderSn: z.string().min(1).max(40),
      address: z.string().trim().min(1).max(128),
      txid: z.string().trim().max(100).optional(),
    }),
    response: z.object({
      orderSn: z.string(),
      status: z.string(),
      returnAddress: z.string().nullable(),
      returnTxid: z.string().nullable(),
      changed: z.boolean(),
      /** `awaitingApproval`: the return passed the held_deposit threshold; it waits in the approval queue. */
      awaitingApproval: ZAwaitingApproval.optional(),
    }),
  }),
} satisfies Record<string, AdminCallDef>;
