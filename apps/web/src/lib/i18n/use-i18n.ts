import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

/** A catalogue file under src/locales/<lang>/ (i18next.d.ts types each by its Japanese source). */
export type Namespace = keyof CustomTypeOptions['resources'];

/**
 * The one translation hook: `t('forms.sendCode')` reads `common`, `t('finance:withdraw.amount')`
 * another namespace, every key type-checked against the Japanese source. The namespaces named
 * here load with the component (it suspends until they are there). Inside a page fixed to one
 * language (the account transfer pages' I18nextProvider), `t` and `language` are that language's.
 */
export function useI18n(...namespaces: Exclude<Namespace, 'common'>[]) {
  const { t, i18n } = useTranslation(['common', ...namespaces]);
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { t, i18n, language };
}
