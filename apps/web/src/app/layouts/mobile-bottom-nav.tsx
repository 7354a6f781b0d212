import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../components/icons/icon.tsx';
import { pathOf, routeByName } from '../router/route-table.ts';

/** The five destinations of the mobile bottom bar, with short labels that fit a phone. */
const BOTTOM_NAV = ['home', 'amigo', 'promotion', 'notice', 'userCenter'] as const;

export function MobileBottomNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('menus.bottomNav')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-night-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md"
    >
      <ul className="grid grid-cols-5">
        {BOTTOM_NAV.map((name) => {
          const icon = routeByName(name).icon;
          return (
            <li key={name}>
              <NavLink
                to={pathOf(name)}
                end={name === 'home'}
                className={({ isActive }) =>
                  clsx(
                    'flex h-16 flex-col items-center justify-center gap-1 px-1 text-[11px] leading-tight',
                    isActive ? 'font-semibold text-gold-300' : 'text-fg-muted',
                  )
                }
              >
                {icon ? <Icon name={icon} className="size-6" /> : null}
                <span className="max-w-full truncate">{t(`bottomNav.${name}`)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
