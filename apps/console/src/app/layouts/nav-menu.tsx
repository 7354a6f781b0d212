import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { can, useMe } from '../../lib/session.ts';
import { SECTIONS, SECTION_GROUPS } from '../sections.ts';

/** The grouped list of the work areas this staff member may open; the current page's link carries aria-current="page". */
export function NavMenu() {
  const { t } = useTranslation();
  // The menu is rendered twice (sidebar and mobile panel): ids must stay unique.
  const idPrefix = useId();
  const { data: me } = useMe();
  const visible = SECTIONS.filter((section) => can(me, section.permission));
  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-4">
      {SECTION_GROUPS.filter((group) => visible.some((section) => section.group === group)).map((group) => {
        const headingId = `${idPrefix}-${group}`;
        return (
          <div key={group} role="group" aria-labelledby={headingId}>
            <p id={headingId} className="px-3 pb-1 text-xs font-medium text-slate-600">
              {t(`nav.groups.${group}`)}
            </p>
            <ul className="flex flex-col gap-0.5">
              {visible
                .filter((section) => section.group === group)
                .map(({ key, path, icon: Icon }) => (
                  <li key={key}>
                    <NavLink
                      to={`/${path}`}
                      end={path === ''}
                      className="flex items-center gap-2.5 rounded-md px-3 py-2.5 text-sm md:py-1.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-blue-50 aria-[current=page]:font-medium aria-[current=page]:text-blue-800"
                    >
                      <Icon className="size-5 shrink-0" />
                      {t(`sections.${key}.title`)}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
