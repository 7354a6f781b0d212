import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus to an element (a result heading with tabIndex -1) whenever `key`
 * changes to something other than null: after a submit, the member and a screen reader land
 * on what happened.
 */
export function useFocusOn<T extends HTMLElement>(key: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key !== null) ref.current?.focus();
  }, [key]);
  return ref;
}
