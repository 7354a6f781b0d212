import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type jaJP from '../locales/ja-JP/console.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language.ts';

type Catalogue = typeof jaJP;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'console';
    resources: { console: Catalogue };
  }
}

// One chunk per language: only the chosen catalogue and the ja-JP fallback are fetched.
const loaders = import.meta.glob<Catalogue>('../locales/*/console.json', { import: 'default' });

async function loadCatalogue(language: Language): Promise<Catalogue> {
  const load = loaders[`../locales/${language}/console.json`];
  if (!load) throw new Error(`No console catalogue for ${language}`);
  return load();
}

export async function initI18n(language: Language): Promise<void> {
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const resources: Partial<Record<Language, { console: Catalogue }>> = {};
  await Promise.all(
    languages.map(async (lang) => {
      resources[lang] = { console: await loadCatalogue(lang) };
    }),
  );

  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['console'],
    defaultNS: 'console',
    resources,
    interpolation: { escapeValue: false }, // React escapes.
  });
  document.documentElement.lang = language;
}
