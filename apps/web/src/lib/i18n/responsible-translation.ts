import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type responsibleSource from '../../locales/ja-JP/responsible.json';

/**
 * The `responsible` namespace (src/locales/<lang>/responsible.json): the responsible-gaming
 * settings page, its summary on the account settings page, the "set your limits" box of the
 * policy pages and the reality-check dialog of the game screen. It loads the first time one of
 * them renders (the component suspends until it is there). Keys are checked at compile time
 * against the Japanese source.
 */
export const RESPONSIBLE_NAMESPACE = 'responsible';

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ResponsibleKey = KeysOf<typeof responsibleSource>;
export type ResponsibleValues = Record<string, string | number>;
export type ResponsibleTranslate = (key: ResponsibleKey, values?: ResponsibleValues) => string;

type LooseTranslate = (key: string, options?: ResponsibleValues) => string;

/** `rt` reads the responsible catalogue; `t` and `i18n` are the ordinary (common) ones. Suspends while it loads. */
export function useResponsibleTranslation() {
  // The namespace is ours, not in the shared resource typing (lib/i18n/i18next.d.ts): ResponsibleKey types it here.
  const responsible = useTranslation(RESPONSIBLE_NAMESPACE as never);
  const common = useTranslation();
  const loose = responsible.t as unknown as LooseTranslate;
  const rt = useCallback<ResponsibleTranslate>((key, values) => loose(key, values), [loose]);
  return { rt, t: common.t, i18n: common.i18n, language: common.i18n.language };
}
