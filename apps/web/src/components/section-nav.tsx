import clsx from 'clsx';
import { NavLink } from 'react-router';
import { Icon, type IconName } from './icons/icon.tsx';

export interface NavItem {
  to: string;
  label: string;
  icon?: IconName | undefined;
}

/**
 * The menu of a section (about, user centre, agent): a column beside the page on desktop,
 * a row of scrollable tabs above it on mobile. The current page is marked aria-current.
 */
export function SectionNav({ label, items, layout }: { label: string; items: NavItem[]; layout: 'column' | 'row' }) {
  return (
    <nav aria-label={label} className={layout === 'column' ? 'w-60 shrink-0' : '-mx-4 mb-5 overflow-x-auto px-4'}>
      {layout === 'column' ? <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-fg-subtle">{label}</p> : null}
      <ul className={clsx(layout === 'column' ? 'panel flex flex-col gap-0.5 p-2' : 'flex w-max gap-2')}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-2.5 text-sm transition-colors',
                  layout === 'column' ? 'rounded-lg px-3 py-2.5' : 'rounded-full border px-3.5 py-1.5 whitespace-nowrap',
                  isActive
                    ? layout === 'column'
                      ? 'bg-gold-400/15 font-semibold text-gold-300'
                      : 'border-gold-400/70 bg-gold-400/15 font-semibold text-gold-300'
                    : layout === 'column'
                      ? 'text-fg-muted hover:bg-white/5 hover:text-fg'
                      : 'border-line text-fg-muted hover:text-fg',
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
  );
}
