import { LANGUAGES } from '@amigo/contract';
import { describe, expect, it } from 'vitest';
import { formatPercent, formatTokyoDay, formatWholeNumber } from './plain-format.ts';

/** Each plain formatter must write exactly what Intl writes, in all seven languages. */
describe.each(LANGUAGES)('plain formats in %s equal Intl', (language) => {
  it('days in Tokyo, around the date line and through every month', () => {
    const intl = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Asia/Tokyo' });
    const instants = [
      '2026-05-01T00:00:00Z',
      '2026-12-24T14:59:59Z', // 23:59 in Tokyo
      '2026-12-24T15:00:00Z', // midnight in Tokyo: the next day
      '2027-12-31T15:00:00Z', // new year in Tokyo
      '2028-02-28T16:00:00Z', // leap day in Tokyo
      ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 10, 3)).toISOString()),
    ];
    for (const instant of instants) expect(formatTokyoDay(instant, language), instant).toBe(intl.format(new Date(instant)));
  });

  it('whole numbers, grouped and rounded', () => {
    const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1000, 1234.5, -1234.5, 1_234_567, -98_765_432, 1e12, 0.4, -0.6]) {
      expect(formatWholeNumber(value, language), String(value)).toBe(intl.format(value));
    }
  });

  it('percentages with one or two decimals', () => {
    const intl = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 });
    for (const value of [0, 1, 0.965, 0.95123, 0.9, 0.97, 0.9612, 0.8845, 0.9999, 12.5, 0.001]) {
      expect(formatPercent(value, language), String(value)).toBe(intl.format(value));
    }
  });
});

it('a language outside the seven is written as Japanese, the site default', () => {
  expect(formatTokyoDay('2026-05-01T00:00:00Z', 'xx')).toBe('2026/05/01');
  expect(formatWholeNumber(1234, 'xx')).toBe('1,234');
});
