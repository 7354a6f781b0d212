import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, isLanguage, switchLanguage } from '../lib/language.ts';
import { GlobeIcon } from './icons.tsx';

/** Native select of the seven languages; a change is stored and the console reloads in it. */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <GlobeIcon className="size-4" />
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next) && next !== current) switchLanguage(next);
        }}
        className="h-9 w-full rounded-md border border-slate-500 bg-white px-2 text-sm text-slate-900 hover:border-slate-700"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
