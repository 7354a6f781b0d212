import 'i18next';
import type common from '../../locales/ja-JP/common.json';
import type { LegalCatalogue } from './legal-catalogue.ts';

// Keys are checked at compile time against the Japanese source catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      legal: LegalCatalogue;
    };
  }
}
