import type financeSource from '../../locales/ja-JP/finance.json';

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A key of the `finance` catalogue (src/locales/<lang>/finance.json: wallet pages, bank cards,
 * records), checked against the Japanese source, for keys code builds or passes around (a status
 * view's key); read with `useI18n('finance')` as `t(\`finance:${key}\`)`.
 */
export type FinanceKey = KeysOf<typeof financeSource>;
