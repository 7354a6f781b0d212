import { useCallback, useSyncExternalStore } from 'react';

/** SPEC §2/§9: the desktop layout from 768 px of viewport width. */
export const DESKTOP_QUERY = '(min-width: 768px)';

/** Live result of a CSS media query; re-renders when it flips (window resized, device rotated). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Desktop and mobile differ in structure (header, bottom bar), not only in CSS. */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
