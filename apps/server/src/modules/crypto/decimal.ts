import { AppError } from '../../http/app-error.ts';

/** Rates carry at most this many decimals (JPY per coin). */
export const RATE_DECIMALS = 8;

/**
 * The most game coins one chain order may move: the largest amount any coin call takes (ZCoins),
 * far inside the ledger's bigint and exact as a JSON number. A chain amount worth more (a
 * 20-digit amount of ETH is a valid decimal) would overflow the ledger: it is refused with 422.
 */
export const MAX_ORDER_COINS = 1_000_000_000_000n;

export function assertOrderCoinsInRange(coins: bigint): void {
  if (coins > MAX_ORDER_COINS) {
    throw new AppError('AMOUNT_TOO_LARGE', { field: 'amount', params: { max: Number(MAX_ORDER_COINS) } });
  }
}

/** `"12.5"` with 6 decimals → 12500000n; null when the string is not a plain decimal or is too precise. */
export function parseUnits(value: string, decimals: number): bigint | null {
  const match = /^(\d{1,30})(?:\.(\d{1,36}))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** 12500000n with 6 decimals → `"12.5"` (no trailing zeros, no exponent). */
export function formatUnits(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/**
 * Game coins for an amount at a JPY rate (1 yen = `coinsPerYen` coins). Rounding is always in the
 * house's favour and documented (docs/decisions/0010): credits round down, debits round up.
 */
export function coinsAt(input: {
  units: bigint;
  decimals: number;
  rate: string;
  coinsPerYen: bigint;
  rounding: 'down' | 'up';
}): bigint {
  const rate = parseUnits(input.rate, RATE_DECIMALS);
  if (rate === null) throw new Error(`bad rate ${input.rate}`);
  const numerator = input.units * rate * input.coinsPerYen;
  const denominator = 10n ** BigInt(input.decimals + RATE_DECIMALS);
  return input.rounding === 'down' ? numerator / denominator : (numerator + denominator - 1n) / denominator;
}
