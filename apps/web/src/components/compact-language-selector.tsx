import clsx from 'clsx';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n/i18n.ts';
import { NATIVE_NAMES, SHORT_NAMES } from '../lib/i18n/languages.ts';
import { LanguageFlag } from './icons/flags.tsx';
import { Icon } from './icons/icon.tsx';
import { selectorTriggerClass } from './language-selector.tsx';
import { LazyMenu } from './ui/lazy-menu.tsx';

/** What the compact selector's button shows. */
export function CompactLanguageTrigger() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <>
      <Icon name="globe" className="size-4" />
      <span className="sr-only">
        {t('language.label')}: {NATIVE_NAMES[current]}
      </span>
      {current === 'vi-VN' || current === 'fil-PH' ? (
        <LanguageFlag language={current} />
      ) : (
        <span aria-hidden="true" className="text-xs font-semibold">
          {SHORT_NAMES[current]}
        </span>
      )}
    </>
  );
}

const loadMenu = () => import('./compact-language-menu.tsx');
const Menu = lazy(() => loadMenu().then((m) => ({ default: m.CompactLanguageMenu })));

/**
 * The selector for parts that offer only en-US, ja-JP, zh-CN and zh-TW by name; Vietnamese
 * and Filipino appear as icons only (SPEC §1). Each icon still has its language's name as
 * its accessible label and tooltip. Radix loads on first use.
 */
export function CompactLanguageSelector({ className }: { className?: string }) {
  return (
    <LazyMenu
      menu={Menu}
      menuProps={{ className }}
      preload={loadMenu}
      triggerClassName={clsx(selectorTriggerClass, 'px-2.5', className)}
      trigger={<CompactLanguageTrigger />}
    />
  );
}
