import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type gamesSource from '../../locales/ja-JP/games.json';

/**
 * The `games` namespace (src/locales/<lang>/games.json): hall, game screen, fairness, game
 * records and the home rows. The game routes load it before they show (page-loaders.ts); parts
 * shown elsewhere (home rows, the records tab) suspend inside their own boundary until it is
 * there. Keys are checked at compile time against the Japanese source.
 */
export const GAMES_NAMESPACE = 'games';

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type GamesKey = KeysOf<typeof gamesSource>;
export type GamesValues = Record<string, string | number>;
export type GamesTranslate = (key: GamesKey, values?: GamesValues) => string;

type LooseTranslate = (key: string, options?: GamesValues) => string;

/** `gt` reads the games catalogue; `t` and `i18n` are the ordinary (common) ones. Suspends while it loads. */
export function useGamesTranslation() {
  const games = useTranslation(GAMES_NAMESPACE as never);
  const common = useTranslation();
  const loose = games.t as unknown as LooseTranslate;
  const gt = useCallback<GamesTranslate>((key, values) => loose(key, values), [loose]);
  return { gt, t: common.t, i18n: common.i18n, language: common.i18n.language };
}
