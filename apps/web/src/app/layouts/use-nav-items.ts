import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../components/section-nav.tsx';
import { menuItems } from '../router/menus.ts';
import { titleKey, type MenuGroup, type RouteName } from '../router/route-handle.ts';
import { pathOf, routeByName } from '../router/route-table.ts';

/** A menu group as links with translated labels. */
export function useMenu(group: MenuGroup): NavItem[] {
  const { t } = useTranslation();
  return menuItems(group).map((item) => ({ to: item.path, label: t(titleKey(item.name)), icon: item.icon }));
}

/** Named routes as links (for lists that are not a menu group, like the licence pages). */
export function useRouteLinks(names: readonly RouteName[]): NavItem[] {
  const { t } = useTranslation();
  return names.map((name) => ({ to: pathOf(name), label: t(titleKey(name)), icon: routeByName(name).icon }));
}
