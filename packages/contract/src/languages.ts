/** The seven interface languages (SPEC §1). ja-JP is the default and the fallback. */
export const LANGUAGES = ['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja-JP';

/** Some parts of the product offer only these four; vi-VN and fil-PH appear there as icons (SPEC §1). */
export const PRIMARY_LANGUAGES = ['en-US', 'ja-JP', 'zh-CN', 'zh-TW'] as const satisfies readonly Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language for an Accept-Language header or a stored value.
 * Matches the exact tag first, then the primary subtag (e.g. "en-GB" → en-US, "zh-Hant" → zh-TW).
 */
export function negotiateLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const match = matchTag(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

function matchTag(tag: string): Language | undefined {
  const exact = LANGUAGES.find((lang) => lang.toLowerCase() === tag);
  if (exact) return exact;
  if (tag.startsWith('zh')) {
    return /(-tw|-hk|-mo|-hant)/.test(tag) ? 'zh-TW' : 'zh-CN';
  }
  if (tag === 'tl' || tag.startsWith('tl-') || tag.startsWith('fil')) return 'fil-PH';
  const primary = tag.split('-')[0];
  return LANGUAGES.find((lang) => lang.split('-')[0] === primary);
}
