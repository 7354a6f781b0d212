import { useLayoutEffect } from 'react';

/**
 * The boot screen is plain HTML in the page (#boot, see index.html), painted before the code
 * has loaded; on "/" it is the home page's header and hero. It stays while the router runs the
 * first page's loaders (the route guard) and goes in the same commit that puts the first page,
 * or the error page, in its place: the hero never blinks and nothing shifts.
 */
export function useStaticBootRemoved(): void {
  useLayoutEffect(() => {
    document.getElementById('boot')?.remove();
  }, []);
}

/** While the first page loads, the static boot screen is the fallback: React draws nothing over it. */
export function StaticBootFallback(): null {
  return null;
}
