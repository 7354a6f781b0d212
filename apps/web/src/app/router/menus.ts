import type { IconName } from '../../components/icons/icon.tsx';
import type { MenuGroup, RouteName } from './route-handle.ts';
import { ROUTE_TABLE, pathOf } from './route-table.ts';

export interface MenuItem {
  name: RouteName;
  path: string;
  icon: IconName | undefined;
  auth: boolean;
}

/** A menu group, derived from the route table so a new route needs one line to appear in its menus. */
export function menuItems(group: MenuGroup): MenuItem[] {
  return ROUTE_TABLE.filter((route) => route.menu?.includes(group)).map((route) => ({
    name: route.name,
    path: pathOf(route.name),
    icon: route.icon,
    auth: route.auth ?? false,
  }));
}
