import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './languages.ts';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'ja-JP'],
    ['', 'ja-JP'],
    ['en-US', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['ko', 'ko-KR'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['fil', 'fil-PH'],
    ['tl-PH', 'fil-PH'],
    ['vi', 'vi-VN'],
    ['fr-FR, vi;q=0.5, ko;q=0.7', 'ko-KR'],
    ['de, *;q=0.1', 'ja-JP'],
    ['en;q=0, ko', 'ko-KR'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});
