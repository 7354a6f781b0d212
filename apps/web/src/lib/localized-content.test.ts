import { describe, expect, it } from 'vitest';
import { pickLocalized } from './localized-content.ts';

const full = { titleJp: 'お知らせ', titleEn: 'Notice', titleZh: '公告', titleZhTW: '公告（繁）' };

describe('pickLocalized', () => {
  it('reads the suffix of each language with its own variant', () => {
    expect(pickLocalized(full, 'title', 'ja-JP')).toBe('お知らせ');
    expect(pickLocalized(full, 'title', 'en-US')).toBe('Notice');
    expect(pickLocalized(full, 'title', 'zh-CN')).toBe('公告');
    expect(pickLocalized(full, 'title', 'zh-TW')).toBe('公告（繁）');
  });

  it('reads English, then Japanese, for Korean, Filipino and Vietnamese', () => {
    for (const language of ['ko-KR', 'fil-PH', 'vi-VN'] as const) {
      expect(pickLocalized(full, 'title', language)).toBe('Notice');
      expect(pickLocalized({ ...full, titleEn: '' }, 'title', language)).toBe('お知らせ');
    }
  });

  it('falls back to any non-empty variant', () => {
    expect(pickLocalized({ titleZhTW: '只有繁體' }, 'title', 'en-US')).toBe('只有繁體');
    expect(pickLocalized({ titleZh: '只有简体' }, 'title', 'zh-TW')).toBe('只有简体');
    expect(pickLocalized({ titleEn: '   ', titleZh: '简体' }, 'title', 'en-US')).toBe('简体');
  });

  it('returns an empty string when nothing is there', () => {
    expect(pickLocalized({}, 'title', 'ja-JP')).toBe('');
    expect(pickLocalized(null, 'title', 'ja-JP')).toBe('');
    expect(pickLocalized({ titleJp: 42 }, 'title', 'ja-JP')).toBe('');
  });

  it('works for any field name', () => {
    expect(pickLocalized({ contentJp: '本文', contentEn: 'Body' }, 'content', 'vi-VN')).toBe('Body');
  });
});
