import type { DEPOSIT_CHANNELS } from '@amigo/contract';
import type { FiatCurrency } from '../../lib/format/money.ts';

export type DepositChannel = (typeof DEPOSIT_CHANNELS)[number];

/**
 * Per-channel deposit limits in the order's currency and the withdrawal limits in coins, as the
 * server enforces them (apps/server/src/modules/payments/channels.ts). Shown and checked here so
 * a member learns of a wrong amount before the round trip; the server stays the judge.
 */
export const DEPOSIT_LIMITS: Record<DepositChannel, Record<FiatCurrency, { min: number; max: number }>> = {
  sandbox: { JPY: { min: 1_000, max: 500_000 }, CNY: { min: 50, max: 25_000 } },
  manual_bank: { JPY: { min: 10_000, max: 1_000_000 }, CNY: { min: 500, max: 50_000 } },
};

/** Quick picks per channel and currency, all inside the channel's limits. */
export const DEPOSIT_PRESETS: Record<DepositChannel, Record<FiatCurrency, readonly number[]>> = {
  sandbox: { JPY: [3_000, 5_000, 10_000, 30_000, 50_000], CNY: [100, 300, 500, 1_000, 2_000] },
  manual_bank: { JPY: [10_000, 30_000, 50_000, 100_000, 300_000], CNY: [500, 1_000, 2_000, 5_000, 10_000] },
};

export const WITHDRAWAL_LIMITS = { min: 1_000, max: 1_000_000 } as const;
