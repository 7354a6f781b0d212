import { useMatches } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

/** The handle of the page being shown (the deepest route that has one). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
