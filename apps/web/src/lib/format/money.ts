import { formatWholeNumber } from './plain-format.ts';

/**
 * Money and game-coin amounts in the reader's language: "5,000" in Japanese and English,
 * "5.000" in Vietnamese. Plain coin amounts are written without Intl (the home page shows
 * them; see plain-format.ts); the compact and currency forms use Intl.NumberFormat, cached per
 * language since lists format many amounts.
 */
export type FiatCurrency = 'JPY' | 'CNY';

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** Whole coins (or any whole amount) with the language's digit grouping; no unit. */
export function formatCoins(amount: number, language: string): string {
  return formatWholeNumber(amount, language);
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * For tight spots (the mobile header): exact below 100,000, then the language's short form
 * ("12万", "120K", "1.2M"). Exact amounts are shown wherever money is handled.
 */
export function formatCoinsCompact(amount: number, language: string): string {
  if (Math.abs(amount) < 100_000) return formatCoins(amount, language);
  let format = compactFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(language, format);
  }
  return format.format(amount);
}

/** A fiat amount with its currency sign as the language writes it: "￥5,000", "CN¥100". */
export function formatMoney(amount: number, currency: FiatCurrency, language: string): string {
  const key = `${language}|${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 });
    currencyFormats.set(key, format);
  }
  return format.format(amount);
}

/** SPEC §1: game coins for an amount of fiat at the platform's ratio (1 yen = 1 coin, 1 yuan = 20 coins). */
export function coinsFor(amount: number, coinsPerUnit: number): number {
  return Math.round(amount * coinsPerUnit);
}
