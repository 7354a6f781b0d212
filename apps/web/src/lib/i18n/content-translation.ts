import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type contentSource from '../../locales/ja-JP/content.json';

/**
 * The `content` namespace (src/locales/<lang>/content.json): notices, promotions, guide, FAQ,
 * download, activity and station letters. It loads the first time such a page renders (the
 * page suspends until it is there), so the shell and the home hero never wait for it.
 * Keys are checked at compile time against the Japanese source.
 */
export const CONTENT_NAMESPACE = 'content';

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ContentKey = KeysOf<typeof contentSource>;
export type ContentTranslate = (key: ContentKey, values?: Record<string, string | number>) => string;

type LooseTranslate = (key: string, options?: Record<string, string | number>) => string;

/** `ct` reads the content catalogue; `t` and `i18n` are the ordinary (common) ones. Suspends while it loads. */
export function useContentTranslation() {
  // The namespace is ours, not in the shared resource typing (lib/i18n/i18next.d.ts): ContentKey types it here.
  const content = useTranslation(CONTENT_NAMESPACE as never);
  const common = useTranslation();
  const loose = content.t as unknown as LooseTranslate;
  const ct = useCallback<ContentTranslate>((key, values) => loose(key, values), [loose]);
  return { ct, t: common.t, i18n: common.i18n };
}
