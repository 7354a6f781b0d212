import { createBrowserRouter, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { StaticBootFallback } from '../boot/static-boot.ts';
import { BareLayout } from '../layouts/bare-layout.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { HomeLayout } from '../layouts/home-layout.tsx';
import { rememberShownLocation } from './navigation-history.ts';
import { PAGE_LOADERS } from './page-loaders.ts';
import { PAGES } from './route-elements.tsx';
import { RootRoute } from './root-route.tsx';
import { RouteError } from './route-error.tsx';
import { guardRoute } from './route-guard.ts';
import type { RouteHandle } from './route-handle.ts';
import { ROUTE_TABLE, pathOf, type RouteDef } from './route-table.ts';

/** One page of the route table: guard first, then its redirect or its own loader, then the page. */
function toRouteObject(def: RouteDef): RouteObject {
  const handle: RouteHandle = {
    name: def.name,
    auth: def.auth ?? false,
    menu: def.menu ?? [],
    icon: def.icon,
    sideMenu: def.sideMenu,
  };
  const loader = async (args: LoaderFunctionArgs) => {
    const detour = await guardRoute(args, handle);
    if (detour) return detour;
    if (def.redirectTo) return replace(pathOf(def.redirectTo) + new URL(args.request.url).search);
    const pageLoader = PAGE_LOADERS[def.name];
    return pageLoader ? pageLoader(args) : null;
  };
  if (def.path === '/') return { index: true, handle, loader, element: PAGES[def.name] };
  return { path: def.path, handle, loader, element: PAGES[def.name] };
}

export function buildRoutes(): RouteObject[] {
  const pagesIn = (layout: RouteDef['layout']) => ROUTE_TABLE.filter((def) => def.layout === layout).map(toRouteObject);
  return [
    {
      path: '/',
      element: <RootRoute />,
      HydrateFallback: StaticBootFallback,
      errorElement: <RouteError />,
      children: [
        // The old "index" address of the site leads to the root.
        { path: '/index', loader: () => replace('/') },
        { element: <HomeLayout />, children: pagesIn('home') },
        { element: <DefaultLayout />, children: pagesIn('default') },
        { element: <BareLayout />, children: pagesIn('bare') },
      ],
    },
  ];
}

/**
 * Created after the ?token= capture and the catalogues are ready: creating the router runs
 * the first route's loaders (the guard) at once.
 */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') rememberShownLocation(state.location);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
