import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n/i18n.ts';
import { LANGUAGES, NATIVE_NAMES, isLanguage } from '../lib/i18n/languages.ts';
import { Icon } from './icons/icon.tsx';
import { menuContentClass, menuItemClass, menuLabelClass } from './ui/menu-styles.ts';

export const selectorTriggerClass =
  'inline-flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-night-800/60 px-3 text-sm text-fg-muted ' +
  'hover:border-gold-400/60 hover:text-fg data-[state=open]:border-gold-400/70 data-[state=open]:text-fg';

/** The language selector with all seven languages, each named in its own language (SPEC §1). */
export function LanguageSelector({ className, align = 'end' }: { className?: string; align?: 'start' | 'end' }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={clsx(selectorTriggerClass, className)}>
        <Icon name="globe" className="size-4" />
        <span className="sr-only">{t('language.label')}: </span>
        <span lang={current}>{NATIVE_NAMES[current]}</span>
        <Icon name="chevronDown" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={align} sideOffset={8} className={menuContentClass}>
          <DropdownMenu.Label className={menuLabelClass}>{t('language.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => isLanguage(value) && changeLanguage(value)}>
            {LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem key={language} value={language} lang={language} className={menuItemClass}>
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Icon name="check" className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {NATIVE_NAMES[language]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
