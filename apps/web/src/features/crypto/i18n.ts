import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type cryptoSource from '../../locales/ja-JP/crypto.json';

/** The `crypto` namespace (src/locales/<lang>/crypto.json): crypto deposit, withdrawal and records. Loaded by the route loader. */
export const CRYPTO_NAMESPACE = 'crypto';

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type CryptoKey = KeysOf<typeof cryptoSource>;
export type CryptoTranslate = (key: CryptoKey, values?: Record<string, string | number>) => string;

/** `ct` reads the crypto catalogue (keys checked against ja-JP at compile time); `t` is the common one. */
export function useCryptoTranslation() {
  const crypto = useTranslation(CRYPTO_NAMESPACE as never);
  const common = useTranslation();
  const loose = crypto.t as unknown as (key: string, options?: Record<string, string | number>) => string;
  const ct = useCallback<CryptoTranslate>((key, values) => loose(key, values), [loose]);
  return { ct, t: common.t, language: common.i18n.language };
}
