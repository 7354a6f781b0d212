import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/ja-JP/common.json';

/**
 * i18next for component tests, configured as the app configures it (ja-JP first, `common` as the
 * default namespace, React escaping): each test file passes the catalogues its screens read,
 * by default the Japanese shell catalogue.
 */
export async function initTestI18n(resources: Resource = { 'ja-JP': { common } }): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'ja-JP',
    resources,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
}
