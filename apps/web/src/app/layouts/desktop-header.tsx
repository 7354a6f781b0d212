import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/icons/icon.tsx';
import { LanguageSelector } from '../../components/language-selector.tsx';
import { Logo } from '../../components/logo.tsx';
import { HeaderAccount } from './header-account.tsx';
import { useMenu } from './use-nav-items.ts';

/** Desktop (≥ 768 px): brand, language and account on top; the game menu as a bar below. */
export function DesktopHeader() {
  const { t } = useTranslation();
  const gameMenu = useMenu('gameMenu');
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-night-950/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-6">
        <Link to="/" className="rounded-lg" aria-label={t('header.homeLink')}>
          <Logo />
        </Link>
        <div className="ml-auto flex items-center gap-3">
          <LanguageSelector />
          <HeaderAccount />
        </div>
      </div>
      {/* Between 768 and 1024 px long labels (vi, fil) scroll sideways; the fade says there is more. */}
      <nav
        aria-label={t('menus.gameMenu')}
        className="border-t border-line/50 max-lg:[mask-image:linear-gradient(to_right,#000_88%,transparent)]"
      >
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4">
          {gameMenu.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) =>
                  clsx(
                    'relative flex h-11 items-center gap-2 px-3 text-sm whitespace-nowrap transition-colors',
                    'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full',
                    isActive ? 'font-semibold text-gold-300 after:bg-gold-400' : 'text-fg-muted hover:text-fg',
                  )
                }
              >
                {item.icon ? <Icon name={item.icon} className="size-4" /> : null}
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
