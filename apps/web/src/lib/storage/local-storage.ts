/**
 * The keys the spec fixes (SPEC §9): the login token under `token`, the language under `lang`.
 * Storage can throw (private mode, disabled cookies); the app then behaves as a fresh visit.
 */
export const STORAGE_KEYS = {
  token: 'token',
  lang: 'lang',
  /** The account name typed at the last login, when the member asked us to remember it. */
  account: 'account',
  /** The "remember" checkbox of the login form ('true' / 'false'; default on, SPEC §9). */
  rememberAccount: 'rememberAccount',
  /** The spec's client kept the password here in plain text; we never write it and delete it when found. */
  legacyPassword: 'password',
} as const;
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

/**
 * SPEC §3/§9 "remember" on the login form: we keep only the account name. The password is left
 * to the browser's password manager (docs/decisions/0003-remember-account-not-password.md).
 */
export function getRememberedAccount(): { remember: boolean; account: string } {
  const remember = readItem(STORAGE_KEYS.rememberAccount) !== 'false';
  return { remember, account: remember ? (readItem(STORAGE_KEYS.account) ?? '') : '' };
}

export function rememberAccount(remember: boolean, account: string): void {
  writeItem(STORAGE_KEYS.rememberAccount, remember ? 'true' : 'false');
  writeItem(STORAGE_KEYS.account, remember && account ? account : null);
}

/** Removes a plain-text password an older client may have left in this browser. */
export function forgetLegacyPassword(): void {
  writeItem(STORAGE_KEYS.legacyPassword, null);
}
