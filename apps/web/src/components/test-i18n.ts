import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/ja-JP/common.json';

/** The Japanese shell catalogue for component tests (components read the common namespace). */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'ja-JP',
    resources: { 'ja-JP': { common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
}
