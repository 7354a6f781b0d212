/**
 * The keys the spec fixes (SPEC §9): the login token under `token`, the language under `lang`.
 * Storage can throw (private mode, disabled cookies); the app then behaves as a fresh visit.
 */
export const STORAGE_KEYS = { token: 'token', lang: 'lang' } as const;
type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function readItem(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: StorageKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Nothing to do: without storage the value lives only for this page view.
  }
}

export function getToken(): string | null {
  return readItem(STORAGE_KEYS.token) || null;
}

export function setToken(token: string): void {
  writeItem(STORAGE_KEYS.token, token);
}

export function clearToken(): void {
  writeItem(STORAGE_KEYS.token, null);
}

export function getStoredLanguage(): string | null {
  return readItem(STORAGE_KEYS.lang);
}

export function setStoredLanguage(lang: string): void {
  writeItem(STORAGE_KEYS.lang, lang);
}
