import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { NavMenu } from './nav-menu.tsx';
import { SignOutButton } from './sign-out-button.tsx';

const PANEL_ID = 'mobile-menu';

/** Mobile (< 768 px) top bar with a disclosure button that shows the menu below it. */
export function MobileHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Remember where the menu was opened: moving to another page closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpenedAt(null);
    buttonRef.current?.focus();
  }

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white md:hidden" onKeyDown={closeOnEscape}>
      <div className="flex h-14 items-center justify-between gap-3 px-4">
        <Link to="/" className="rounded-md">
          <Brand />
        </Link>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => setOpenedAt(open ? null : pathname)}
          className="inline-flex h-9 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {open ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          {t('nav.menu')}
        </button>
      </div>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-slate-200 px-2 py-3"
      >
        <NavMenu />
        <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-3">
          <SignOutButton />
          <LanguageSelect className="px-3" />
        </div>
      </div>
    </header>
  );
}
