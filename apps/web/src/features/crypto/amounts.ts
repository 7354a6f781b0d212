/** Decimal strings → base units and back, and the coin equivalent the server will use (rounded up for debits). */
export function toUnits(value: string, decimals: number): bigint | null {
  const match = /^(\d{1,20})(?:\.(\d{1,18}))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

const RATE_DECIMALS = 8;

/** Coins for amount + fee at the rate (JPY per coin), rounded up as the server does for withdrawals. */
export function coinsToDebit(units: bigint, decimals: number, rate: string, coinsPerYen: number): number | null {
  const rateUnits = toUnits(rate, RATE_DECIMALS);
  if (rateUnits === null) return null;
  const numerator = units * rateUnits * BigInt(coinsPerYen);
  const denominator = 10n ** BigInt(decimals + RATE_DECIMALS);
  return Number((numerator + denominator - 1n) / denominator);
}
