/**
 * The locations the router actually showed (updated by router.tsx). The route guard needs
 * them to "stay where the guest was" when the auth dialog is dismissed: during a navigation
 * the router has not moved yet, and on a first visit there is nowhere to stay.
 */
let shown: string | null = null;
let shownBefore: string | null = null;

export function rememberShownLocation(location: { pathname: string; search: string; hash: string }): void {
  const next = location.pathname + location.search + location.hash;
  if (next === shown) return;
  shownBefore = shown;
  shown = next;
}

/** The page on screen now (while a navigation is pending: the page being left). */
export function lastShownLocation(): string | null {
  return shown;
}

/** The page shown before the current one, e.g. where a guest was before opening /login. */
export function locationBeforeCurrent(): string | null {
  return shownBefore;
}
