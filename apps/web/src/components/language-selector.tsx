import clsx from 'clsx';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n/i18n.ts';
import { NATIVE_NAMES } from '../lib/i18n/languages.ts';
import { Icon } from './icons/icon.tsx';
import { LazyMenu } from './ui/lazy-menu.tsx';

export const selectorTriggerClass =
  'inline-flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-night-800/60 px-3 text-sm text-fg-muted ' +
  'hover:border-gold-400/60 hover:text-fg data-[state=open]:border-gold-400/70 data-[state=open]:text-fg';

/** What the selector's button shows: the current language in its own name. */
export function LanguageSelectorTrigger() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <>
      <Icon name="globe" className="size-4" />
      <span className="sr-only">{t('language.label')}: </span>
      <span lang={current}>{NATIVE_NAMES[current]}</span>
      <Icon name="chevronDown" className="size-4" />
    </>
  );
}

const loadMenu = () => import('./language-selector-menu.tsx');
const Menu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageSelectorMenu })));

/** The language selector with all seven languages, each named in its own language (SPEC §1); Radix loads on first use. */
export function LanguageSelector({ className, align = 'end' }: { className?: string; align?: 'start' | 'end' }) {
  return (
    <LazyMenu
      menu={Menu}
      menuProps={{ className, align }}
      preload={loadMenu}
      triggerClassName={clsx(selectorTriggerClass, className)}
      trigger={<LanguageSelectorTrigger />}
    />
  );
}
