import type { Language } from '@amigo/contract';

/** SPEC §1: content fields carry one variant per suffix, e.g. titleJp, titleEn, titleZh, titleZhTW. */
export const CONTENT_SUFFIXES = ['Jp', 'En', 'Zh', 'ZhTW'] as const;
export type ContentSuffix = (typeof CONTENT_SUFFIXES)[number];

/**
 * Which variant each language reads first. Korean, Filipino and Vietnamese have no variant
 * of their own: they read English, then Japanese. Chinese falls back to the other script
 * before leaving Chinese.
 */
const PREFERENCE: Record<Language, readonly ContentSuffix[]> = {
  'ja-JP': ['Jp'],
  'en-US': ['En'],
  'zh-CN': ['Zh', 'ZhTW'],
  'zh-TW': ['ZhTW', 'Zh'],
  'ko-KR': ['En', 'Jp'],
  'fil-PH': ['En', 'Jp'],
  'vi-VN': ['En', 'Jp'],
};

/**
 * The localized value of `field` for `language`: the preferred variants first, then any
 * non-empty variant (Japanese first, the source language), else ''.
 */
export function pickLocalized(item: object | null | undefined, field: string, language: Language): string {
  if (!item) return '';
  const record = item as Record<string, unknown>;
  const order = [...PREFERENCE[language], ...CONTENT_SUFFIXES];
  for (const suffix of order) {
    const value = record[`${field}${suffix}`];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}
