import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages.ts';

/**
 * The home page's dates and numbers, written without Intl. The first Intl formatter a page
 * creates loads ICU's data: about 17 ms of main thread on a mid-range phone (70 ms at
 * Lighthouse's 4× slowdown), spent inside the render that shows the notices, promotions and
 * games. The seven languages' patterns are few and fixed; plain-format.test.ts checks every
 * function against Intl in all seven, so a change in the platform's conventions fails there.
 */

/** Decimal and grouping separators: Vietnamese writes 1.234.567 and 96,5. */
const SEPARATORS: Record<Language, { decimal: string; group: string }> = {
  'ja-JP': { decimal: '.', group: ',' },
  'en-US': { decimal: '.', group: ',' },
  'ko-KR': { decimal: '.', group: ',' },
  'zh-CN': { decimal: '.', group: ',' },
  'zh-TW': { decimal: '.', group: ',' },
  'fil-PH': { decimal: '.', group: ',' },
  'vi-VN': { decimal: ',', group: '.' },
};

const languageOf = (language: string): Language => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

/** Half away from zero, as Intl rounds. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A whole number with the language's digit grouping: "1,234,567", "-1.235" (rounded). */
export function formatWholeNumber(value: number, language: string): string {
  const rounded = roundHalfAway(value);
  const sign = rounded < 0 ? '-' : '';
  return sign + group(String(Math.abs(rounded)), SEPARATORS[languageOf(language)].group);
}

/** A ratio as a percentage with one or two decimals: 0.965 → "96.5%", 0.95123 → "95.12%" ("96,5%" in Vietnamese). */
export function formatPercent(ratio: number, language: string): string {
  const { decimal, group: groupSeparator } = SEPARATORS[languageOf(language)];
  const hundredths = roundHalfAway(ratio * 10_000);
  const sign = hundredths < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(hundredths) / 100);
  let fraction = String(Math.abs(hundredths) % 100).padStart(2, '0');
  if (fraction.endsWith('0')) fraction = fraction.slice(0, 1);
  return `${sign}${group(String(whole), groupSeparator)}${decimal}${fraction}%`;
}

const SHORT_MONTHS = {
  'en-US': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  'fil-PH': ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
} as const;

/** The platform's zone (Asia/Tokyo) is UTC+9 all year: Japan has no daylight saving time. */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The calendar day in Tokyo, as each language's medium date style writes it: "2026/05/01", "May 1, 2026". */
export function formatTokyoDay(date: Date | string, language: string): string {
  const tokyo = new Date(new Date(date).getTime() + TOKYO_OFFSET_MS);
  const year = tokyo.getUTCFullYear();
  const month = tokyo.getUTCMonth() + 1;
  const day = tokyo.getUTCDate();
  switch (languageOf(language)) {
    case 'ja-JP':
      return `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
    case 'zh-CN':
    case 'zh-TW':
      return `${year}年${month}月${day}日`;
    case 'ko-KR':
      return `${year}. ${month}. ${day}.`;
    case 'vi-VN':
      return `${day} thg ${month}, ${year}`;
    case 'en-US':
      return `${SHORT_MONTHS['en-US'][month - 1]} ${day}, ${year}`;
    case 'fil-PH':
      return `${SHORT_MONTHS['fil-PH'][month - 1]} ${day}, ${year}`;
  }
}
