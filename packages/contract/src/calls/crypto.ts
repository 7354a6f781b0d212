import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ZPage, ZPageRequest } from '../paging.ts';
import { ZIdempotencyKey } from './payments.ts';

/** The networks coins travel on (SPEC §3). EVM networks (ERC20, BEP20) share one deposit address per member. */
export const CRYPTO_NETWORKS = ['TRC20', 'ERC20', 'BEP20', 'Bitcoin'] as const;
export type TCryptoNetwork = (typeof CRYPTO_NETWORKS)[number];
export const ZCryptoNetwork = z.enum(CRYPTO_NETWORKS);
export const ZCoinSymbol = z.string().regex(/^[A-Z0-9]{2,10}$/);
/** A crypto amount as a plain decimal string (no sign, no exponent); the network's decimals bound the fraction. */
export const ZCryptoAmount = z.string().regex(/^\d{1,20}(\.\d{1,18})?$/, 'a decimal number such as 12.5');
export const ZCryptoOrderSn = z.string().regex(/^C[DW]\d{14}[0-9A-Z]{6}$/);

/**
 * `held_review`: arrived while a deposit limit or a cool-off/self-exclusion forbade crediting it; an
 * operator decides: credit it, or send it back on chain (`returned`, never credited).
 */
export const CRYPTO_DEPOSIT_STATUSES = ['confirming', 'credited', 'below_minimum', 'held_review', 'returned'] as const;
export const CRYPTO_WITHDRAWAL_STATUSES = ['review', 'withdrawing', 'success', 'failed'] as const;
/** Why an address is not valid for a network (answer of `withdrawal/address/validit`). */
export const ADDRESS_INVALID_REASONS = ['EMPTY', 'FORMAT', 'CHECKSUM', 'OTHER_NETWORK'] as const;

export const ZCoinNetwork = z.object({
  network: ZCryptoNetwork,
  decimals: z.number().int(),
  /** Confirmations a deposit needs before it is credited. */
  confirmations: z.number().int(),
  depositMin: ZCryptoAmount,
  withdrawMin: ZCryptoAmount,
  withdrawMax: ZCryptoAmount,
  /** Flat network fee per withdrawal, in the coin, added to the amount sent. */
  withdrawFee: ZCryptoAmount,
  depositEnabled: z.boolean(),
  withdrawEnabled: z.boolean(),
  /** Explorer page of a transaction: this prefix + txid. */
  explorerTxUrl: z.string(),
});
export const ZCoin = z.object({ coin: ZCoinSymbol, name: z.string(), networks: z.array(ZCoinNetwork) });
export type TCoin = z.infer<typeof ZCoin>;
export type TCoinNetwork = z.infer<typeof ZCoinNetwork>;

export const ZCryptoRates = z.object({
  currency: z.literal('JPY'),
  /** Game coins per yen (SPEC §1: 1 yen = 1 coin). */
  coinsPerUnit: z.number().int(),
  rates: z.array(z.object({ coin: ZCoinSymbol, rate: ZCryptoAmount })),
  updatedAt: z.iso.datetime(),
  /** The source did not answer lately: this is the last good value. */
  stale: z.boolean(),
  source: z.enum(['fixed', 'http']),
});
export type TCryptoRates = z.infer<typeof ZCryptoRates>;

export const ZCryptoOrder = z.object({
  orderSn: z.string(),
  kind: z.enum(['deposit', 'withdrawal']),
  coin: z.string(),
  network: ZCryptoNetwork,
  address: z.string(),
  amount: ZCryptoAmount,
  fee: ZCryptoAmount,
  /** Game coins credited (deposit) or taken (withdrawal, fee included); null while a deposit is not credited. */
  coins: z.number().int().nullable(),
  /** JPY per coin the order was priced at. */
  rate: ZCryptoAmount.nullable(),
  status: z.enum([...CRYPTO_DEPOSIT_STATUSES, ...CRYPTO_WITHDRAWAL_STATUSES]),
  confirmations: z.number().int().nullable(),
  confirmationsRequired: z.number().int().nullable(),
  txid: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** A `returned` deposit: the address it was sent back to and the return transaction (null otherwise). */
  returnAddress: z.string().nullable(),
  returnTxid: z.string().nullable(),
  returnExplorerUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type TCryptoOrder = z.infer<typeof ZCryptoOrder>;

export const coinCalls = {
  coins: defineCall({
    path: '/v2/cpp/coins',
    auth: 'member',
    module: 'crypto',
    summary: 'Coins and their networks: decimals, confirmations, deposit minimum, withdrawal bounds and fee',
    status: 'live',
    request: z.strictObject({}),
    response: z.object({ coins: z.array(ZCoin) }),
  }),
  coinsDepositAddress: defineCall({
    path: '/v2/cpp/coins/deposit/address',
    auth: 'member',
    module: 'crypto',
    summary: 'Your deposit address for a coin on a network (always the same address; EVM networks share one)',
    status: 'live',
    request: z.strictObject({ coin: ZCoinSymbol, network: ZCryptoNetwork }),
    response: z.object({
      coin: z.string(),
      network: ZCryptoNetwork,
      address: z.string(),
      confirmations: z.number().int(),
      depositMin: ZCryptoAmount,
    }),
  }),
  coinsWithdrawalAddressValidit: defineCall({
    path: '/v2/cpp/coins/withdrawal/address/validit',
    auth: 'member',
    module: 'crypto',
    summary: 'Checks a withdrawal address offline (format and checksum of the network)',
    status: 'live',
    request: z.strictObject({ network: ZCryptoNetwork, address: z.string().max(200) }),
    response: z.object({
      valid: z.boolean(),
      reason: z.enum(ADDRESS_INVALID_REASONS).nullable(),
      /** The address as it will be used (EIP-55 checksum case for EVM networks). */
      address: z.string().nullable(),
    }),
  }),
  coinsWithdraw: defineCall({
    path: '/v2/cpp/coins/withdraw',
    auth: 'member',
    module: 'crypto',
    summary: 'Crypto withdrawal: the coins (amount + fee at the current rate) are held at once, then reviewed',
    status: 'live',
    request: z.strictObject({
      coin: ZCoinSymbol,
      network: ZCryptoNetwork,
      address: z.string().trim().min(1).max(128),
      amount: ZCryptoAmount,
      paymentPassword: z.string().regex(/^\d{6}$/),
      idempotencyKey: ZIdempotencyKey,
    }),
    response: ZCryptoOrder,
  }),
  coinsRate: defineCall({
    path: '/v2/cpp/coins/rate',
    auth: 'public',
    module: 'crypto',
    summary: 'JPY per coin (SPEC §7: the fiat rate), cached from the configured source; stale flags the last good value',
    status: 'live',
    request: z.strictObject({ currency: z.literal('JPY').default('JPY') }),
    response: ZCryptoRates,
  }),
  coinsOrders: defineCall({
    path: '/v2/cpp/coins/orders',
    auth: 'member',
    module: 'crypto',
    summary: 'Your crypto deposits and withdrawals, newest first',
    status: 'live',
    request: ZPageRequest.extend({
      kind: z.enum(['deposit', 'withdrawal']).optional(),
      status: z.enum([...CRYPTO_DEPOSIT_STATUSES, ...CRYPTO_WITHDRAWAL_STATUSES]).optional(),
    }).strict(),
    response: ZPage(ZCryptoOrder),
  }),
};
