import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, negotiateLanguage, type Language } from '@amigo/contract';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language };

/** The console keeps its own choice, separate from the player site's `lang`. */
export const LANGUAGE_STORAGE_KEY = 'console.lang';

/** Each language named in itself, so staff can find theirs whatever is showing. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'ja-JP': '日本語',
  'en-US': 'English',
  'ko-KR': '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'fil-PH': 'Filipino',
  'vi-VN': 'Tiếng Việt',
};

/** The stored choice if valid, else the best match for the browser's languages, else ja-JP. */
export function readPreferredLanguage(): Language {
  const stored = readStorage();
  if (isLanguage(stored)) return stored;
  return negotiateLanguage(navigator.languages.join(','));
}

/** Stores the choice and reloads, so every screen starts again in one language. */
export function switchLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the reload then keeps the old language.
  }
  window.location.reload();
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
