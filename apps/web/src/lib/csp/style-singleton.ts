/**
 * Drop-in replacement for the `react-style-singleton` package (aliased in vite.config.ts).
 *
 * Radix dialogs and menus lock page scrolling through react-remove-scroll, which adds CSS
 * at run time. The original package does that with a <style> element, which our CSP
 * (`style-src 'self'`) refuses. Constructable stylesheets (`new CSSStyleSheet()` +
 * `document.adoptedStyleSheets`) are CSSOM, which CSP does not restrict, so the same rules
 * apply without loosening the policy. Same API and reference counting as the original.
 */
import { useEffect } from 'react';

interface Stylesheet {
  add(style: string): void;
  remove(): void;
}

export function stylesheetSingleton(): Stylesheet {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // Same dependency rule as the original: styles are fixed unless marked dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
