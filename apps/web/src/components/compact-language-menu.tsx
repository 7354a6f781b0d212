import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n/i18n.ts';
import { NATIVE_NAMES, PRIMARY_LANGUAGES, isLanguage } from '../lib/i18n/languages.ts';
import { ICON_ONLY_LANGUAGES, LanguageFlag } from './icons/flags.tsx';
import { Icon } from './icons/icon.tsx';
import { CompactLanguageTrigger } from './compact-language-selector.tsx';
import { selectorTriggerClass } from './language-selector.tsx';
import { menuContentClass, menuItemClass, menuLabelClass, menuSeparatorClass } from './ui/menu-styles.ts';

/** The loaded menu of CompactLanguageSelector (compact-language-selector.tsx). */
export function CompactLanguageMenu({ className, defaultOpen }: { className?: string | undefined; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  const select = (value: string) => isLanguage(value) && changeLanguage(value);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={clsx(selectorTriggerClass, 'px-2.5', className)}>
        <CompactLanguageTrigger />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={clsx(menuContentClass, 'min-w-44')}>
          <DropdownMenu.Label className={menuLabelClass}>{t('language.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={select}>
            {PRIMARY_LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem key={language} value={language} lang={language} className={menuItemClass}>
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Icon name="check" className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {NATIVE_NAMES[language]}
              </DropdownMenu.RadioItem>
            ))}
            <DropdownMenu.Separator className={menuSeparatorClass} />
            <div className="flex gap-1 px-1.5 pb-0.5">
              {ICON_ONLY_LANGUAGES.map((language) => (
                <DropdownMenu.RadioItem
                  key={language}
                  value={language}
                  aria-label={NATIVE_NAMES[language]}
                  title={NATIVE_NAMES[language]}
                  className={clsx(
                    menuItemClass,
                    'justify-center px-2.5 data-[state=checked]:ring-2 data-[state=checked]:ring-gold-400',
                  )}
                >
                  <LanguageFlag language={language} />
                </DropdownMenu.RadioItem>
              ))}
            </div>
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
