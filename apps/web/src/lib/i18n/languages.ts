import { DEFAULT_LANGUAGE, LANGUAGES, PRIMARY_LANGUAGES, isLanguage, type Language } from '@amigo/contract';

export { DEFAULT_LANGUAGE, LANGUAGES, PRIMARY_LANGUAGES, isLanguage, type Language };

/** How each language names itself in the selector: always in its own script. */
export const NATIVE_NAMES: Record<Language, string> = {
  'ja-JP': '日本語',
  'en-US': 'English',
  'ko-KR': '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'fil-PH': 'Filipino',
  'vi-VN': 'Tiếng Việt',
};

/** Short labels for tight places (the compact selector's button). */
export const SHORT_NAMES: Record<Language, string> = {
  'ja-JP': 'JA',
  'en-US': 'EN',
  'ko-KR': 'KO',
  'zh-CN': '简',
  'zh-TW': '繁',
  'fil-PH': 'FIL',
  'vi-VN': 'VI',
};

/**
 * SPEC §1: the exchange-ratio note reads "1 yuan = 20 game coins" in Chinese and Vietnamese
 * and "1 yen = 1 game coin" in Japanese, English and Korean. The spec says nothing for
 * Filipino; it follows English, whose text it was translated from.
 */
export const EXCHANGE_CURRENCY: Record<Language, 'yen' | 'yuan'> = {
  'ja-JP': 'yen',
  'en-US': 'yen',
  'ko-KR': 'yen',
  'fil-PH': 'yen',
  'zh-CN': 'yuan',
  'zh-TW': 'yuan',
  'vi-VN': 'yuan',
};
