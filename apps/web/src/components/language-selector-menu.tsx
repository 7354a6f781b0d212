import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n/i18n.ts';
import { LANGUAGES, NATIVE_NAMES, isLanguage } from '../lib/i18n/languages.ts';
import { Icon } from './icons/icon.tsx';
import { LanguageSelectorTrigger, selectorTriggerClass } from './language-selector.tsx';
import { menuContentClass, menuItemClass, menuLabelClass } from './ui/menu-styles.ts';

/** The loaded menu of LanguageSelector (language-selector.tsx). */
export function LanguageSelectorMenu({
  className,
  align = 'end',
  defaultOpen,
}: {
  className?: string | undefined;
  align?: 'start' | 'end' | undefined;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={clsx(selectorTriggerClass, className)}>
        <LanguageSelectorTrigger />
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
