import type { i18n as I18nInstance } from 'i18next';
import { currentLanguage, i18n } from '../../lib/i18n/i18n.ts';
import type { Language } from '../../lib/i18n/languages.ts';
import type migrationSource from '../../locales/ja-JP/migration.json';

/**
 * The `migration` namespace (src/locales/<lang>/migration.json). The two account-transfer pages
 * are fixed to a language whatever the site language is (issue 10): the Chinese version in
 * zh-TW when the site is in zh-TW, otherwise zh-CN; the Japanese version in ja-JP.
 */
export const MIGRATION_NAMESPACE = 'migration';

export type MigrationVersion = 'zh' | 'ja';

export function pageLanguage(version: MigrationVersion): Language {
  if (version === 'ja') return 'ja-JP';
  return currentLanguage() === 'zh-TW' ? 'zh-TW' : 'zh-CN';
}

/**
 * One i18next instance per page language, sharing the site's catalogue store and backend
 * (cloneInstance) but fixed to that language. The page renders inside an I18nextProvider of it,
 * so its own texts and the shared form parts (field messages, strength meter, show password)
 * speak the page's language while the header and footer keep the site's.
 */
const fixedInstances = new Map<Language, Promise<I18nInstance>>();

export function fixedI18n(language: Language): Promise<I18nInstance> {
  let instance = fixedInstances.get(language);
  if (!instance) {
    instance = (async () => {
      const clone = i18n.cloneInstance({ lng: language, initAsync: false });
      await clone.changeLanguage(language);
      await clone.loadNamespaces(['common', MIGRATION_NAMESPACE]);
      return clone;
    })();
    // A failed load (offline) is tried again on the next visit.
    instance.catch(() => fixedInstances.delete(language));
    fixedInstances.set(language, instance);
  }
  return instance;
}

/** What the route loader gives the page. */
export interface MigrationPageData {
  language: Language;
  i18n: I18nInstance;
}

/** The route loader of both pages: the fixed-language instance, ready before the page renders. */
export async function loadMigrationPage(version: MigrationVersion): Promise<MigrationPageData> {
  const language = pageLanguage(version);
  return { language, i18n: await fixedI18n(language) };
}

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A key of the `migration` catalogue, checked against the Japanese source. The pages read it with
 * `useI18n('migration')`, whose `t` speaks the page's fixed language (the I18nextProvider around the page).
 */
export type MigrationKey = KeysOf<typeof migrationSource>;
