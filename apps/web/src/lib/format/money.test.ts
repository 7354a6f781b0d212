import { describe, expect, it } from 'vitest';
import { coinsFor, formatCoins, formatCoinsCompact, formatMoney } from './money.ts';

describe('formatCoins', () => {
  it('groups digits the way each language does', () => {
    expect(formatCoins(5000, 'ja-JP')).toBe('5,000');
    expect(formatCoins(1_000_000, 'en-US')).toBe('1,000,000');
    expect(formatCoins(5000, 'vi-VN')).toBe('5.000');
    expect(formatCoins(0, 'ko-KR')).toBe('0');
  });
});

describe('formatMoney', () => {
  it('writes the currency sign of the language', () => {
    expect(formatMoney(5000, 'JPY', 'en-US')).toBe('¥5,000');
    expect(formatMoney(5000, 'JPY', 'ja-JP')).toMatch(/^[¥￥]5,000$/);
    expect(formatMoney(100, 'CNY', 'zh-CN')).toBe('¥100');
    expect(formatMoney(100, 'CNY', 'en-US')).toBe('CN¥100');
  });
});

describe('coinsFor', () => {
  it('applies the ratio', () => {
    expect(coinsFor(5000, 1)).toBe(5000);
    expect(coinsFor(100, 20)).toBe(2000);
  });
});

describe('formatCoinsCompact', () => {
  it('is exact below 100,000 and short above', () => {
    expect(formatCoinsCompact(99_999, 'ja-JP')).toBe('99,999');
    expect(formatCoinsCompact(1_234_567, 'en-US')).toBe('1.2M');
    expect(formatCoinsCompact(1_234_567, 'ja-JP')).toBe('123.5万');
  });
});
