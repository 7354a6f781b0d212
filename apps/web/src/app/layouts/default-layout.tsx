import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SectionNav } from '../../components/section-nav.tsx';
import { useIsDesktop } from '../../lib/hooks/use-media-query.ts';
import { useSession } from '../../lib/session/session-store.ts';
import type { MenuGroup } from '../router/route-handle.ts';
import { useRouteHandle } from '../router/use-route-handle.ts';
import { AppShell } from './app-shell.tsx';
import { useMenu } from './use-nav-items.ts';

/** Every other page: a centred column, with the section's menu when the route names one. */
export function DefaultLayout() {
  const handleMenu = useRouteHandle()?.sideMenu;
  const { isAgent } = useSession();
  // The agent menu is for agents only; others see the agent pages' application panel without it.
  const sideMenu = handleMenu === 'agentMenu' && !isAgent ? undefined : handleMenu;
  return (
    <AppShell>
      <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-10">
        {sideMenu ? <WithSectionMenu group={sideMenu} /> : <Outlet />}
      </div>
    </AppShell>
  );
}

function WithSectionMenu({ group }: { group: MenuGroup }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const items = useMenu(group);
  const label = t(`menus.${group}`);
  if (!isDesktop) {
    return (
      <>
        <SectionNav label={label} items={items} layout="row" />
        <Outlet />
      </>
    );
  }
  return (
    <div className="flex items-start gap-8">
      <div className="sticky top-32">
        <SectionNav label={label} items={items} layout="column" />
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
