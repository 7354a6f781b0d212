import 'i18next';
import type agent from '../../locales/ja-JP/agent.json';
import type common from '../../locales/ja-JP/common.json';
import type content from '../../locales/ja-JP/content.json';
import type crypto from '../../locales/ja-JP/crypto.json';
import type finance from '../../locales/ja-JP/finance.json';
import type games from '../../locales/ja-JP/games.json';
import type migration from '../../locales/ja-JP/migration.json';
import type responsible from '../../locales/ja-JP/responsible.json';
import type { LegalCatalogue } from './legal-catalogue.ts';

// Keys are checked at compile time against the Japanese source catalogues: `t('forms.sendCode')`
// reads `common`, `t('finance:deposit.title')` another namespace (use-i18n.ts loads it).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      legal: LegalCatalogue;
      agent: typeof agent;
      content: typeof content;
      crypto: typeof crypto;
      finance: typeof finance;
      games: typeof games;
      migration: typeof migration;
      responsible: typeof responsible;
    };
  }
}
