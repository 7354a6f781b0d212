import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type financeSource from '../../locales/ja-JP/finance.json';

/**
 * The `finance` namespace (src/locales/<lang>/finance.json): wallet pages (deposit, withdraw,
 * bank cards, records). It loads lazily the first time a wallet page renders — the page
 * suspends until it is there (see FinanceBoundary) — so visitors who never open the wallet
 * never download it. Keys are checked at compile time against the Japanese source.
 */
export const FINANCE_NAMESPACE = 'finance';

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type FinanceKey = KeysOf<typeof financeSource>;
export type FinanceValues = Record<string, string | number>;
export type FinanceTranslate = (key: FinanceKey, values?: FinanceValues) => string;

type LooseTranslate = (key: string, options?: FinanceValues) => string;

/**
 * `ft` reads the finance catalogue; `t` and `i18n` are the ordinary (common) ones. Suspends
 * while the catalogue loads.
 */
export function useFinanceTranslation() {
  // The namespace is ours, not in the shared resource typing (lib/i18n/i18next.d.ts): FinanceKey types it here.
  const finance = useTranslation(FINANCE_NAMESPACE as never);
  const common = useTranslation();
  const loose = finance.t as unknown as LooseTranslate;
  const ft = useCallback<FinanceTranslate>((key, values) => loose(key, values), [loose]);
  return { ft, t: common.t, i18n: common.i18n, language: common.i18n.language };
}
