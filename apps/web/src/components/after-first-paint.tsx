import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children right after the first commit, as a transition: React builds them in
 * slices between frames instead of inside the first render's one long task (Total Blocking
 * Time on a phone). For what starts below the fold — the home page's lower sections and the
 * footer — so what appears later never pushes visible content (no layout shift).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}
