/**
 * Normalization of what members type into the bank card form. NFKC folds full-width digits,
 * letters and spaces to their plain forms and half-width katakana to full-width (joining
 * separate voiced marks), so the same account typed on a phone or a PC compares equal.
 */

/** NFKC, whitespace runs to one space, trimmed. Markup or SQL stays as typed: it is data. */
export function normalizeText(value: string): string {
  return value.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** NFKC, then spaces and every kind of hyphen (incl. the katakana long mark IMEs produce) removed, upper case. */
export function normalizeCode(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\s\-\u2010-\u2015\u2212\u30fc\uff70]/gu, '')
    .toUpperCase();
}

/** normalizeText, then hiragana to katakana, for the kana name on a Japanese account. */
export function normalizeKana(value: string): string {
  return normalizeText(value).replace(/[\u3041-\u3096]/gu, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

export function isKatakanaName(value: string): boolean {
  return /^[\u30a1-\u30fa\u30fb\u30fc ]+$/u.test(value) && /[\u30a1-\u30fa]/u.test(value);
}

export function hasControlCharacters(value: string): boolean {
  return /\p{Cc}/u.test(value);
}
