import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getStoredLanguage, setStoredLanguage } from '../storage/local-storage.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages.ts';

type Catalogue = Record<string, unknown>;

/**
 * Every catalogue file, as a lazy import: Vite turns each JSON into its own chunk, so a
 * visitor downloads only their language (plus ja-JP, the fallback) and only the namespaces
 * a page asks for. Files are src/locales/<language>/<namespace>.json.
 */
const catalogueFiles = import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' });

export function cataloguePath(language: string, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`;
}

/** i18next backend that reads the lazy catalogue chunks. A missing file counts as an empty namespace. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogueFiles[cataloguePath(language, namespace)];
    if (!load) {
      // e.g. a namespace written by another team that has not landed yet: render without it.
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The stored choice (`lang` in localStorage) when valid, otherwise ja-JP (SPEC §1, §9). */
export function resolveInitialLanguage(): Language {
  const stored = getStoredLanguage();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Loads the `common` namespace of the language (and of ja-JP as fallback) before the first render. */
export async function initI18n(language: Language = resolveInitialLanguage()) {
  await i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // Only the exact tag: there is no "zh" catalogue to try between zh-TW and ja-JP.
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      // React escapes text already.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
  return i18next;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** SPEC §1: the choice is stored under `lang` and the page reloads in the new language. */
export function changeLanguage(language: Language): void {
  if (language === currentLanguage()) return;
  setStoredLanguage(language);
  window.location.reload();
}

/** Makes sure a namespace (a catalogue file under locales/<lang>/) is loaded before a page renders (route loaders). */
export async function loadNamespace(namespace: string): Promise<void> {
  await i18next.loadNamespaces(namespace);
}

export { i18next as i18n };
