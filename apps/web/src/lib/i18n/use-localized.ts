import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../localized-content.ts';
import { isLanguage, DEFAULT_LANGUAGE } from './languages.ts';

/** `pick(item, 'title')` reads titleJp / titleEn / titleZh / titleZhTW for the current language. */
export function useLocalizedPicker() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (item: object | null | undefined, field: string) => pickLocalized(item, field, language);
}
