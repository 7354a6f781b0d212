import { DEPOSIT_AMOUNT_LIMITS, WITHDRAWAL_AMOUNT_LIMITS, type DEPOSIT_CHANNELS } from '@amigo/contract';
import type { FiatCurrency } from '../../lib/format/money.ts';

export type DepositChannel = (typeof DEPOSIT_CHANNELS)[number];

/** The amount limits the server enforces, from the contract: shown and pre-checked here, judged there. */
export const DEPOSIT_LIMITS: Record<DepositChannel, Record<FiatCurrency, { min: number; max: number }>> = DEPOSIT_AMOUNT_LIMITS;

/** Quick picks per channel and currency, all inside the channel's limits. */
export const DEPOSIT_PRESETS: Record<DepositChannel, Record<FiatCurrency, readonly number[]>> = {
  sandbox: { JPY: [3_000, 5_000, 10_000, 30_000, 50_000], CNY: [100, 300, 500, 1_000, 2_000] },
  manual_bank: { JPY: [10_000, 30_000, 50_000, 100_000, 300_000], CNY: [500, 1_000, 2_000, 5_000, 10_000] },
};

export const WITHDRAWAL_LIMITS = WITHDRAWAL_AMOUNT_LIMITS;
