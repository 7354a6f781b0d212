import clsx from 'clsx';
import type { ReactNode } from 'react';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { useIsDesktop } from '../../lib/hooks/use-media-query.ts';
import { DesktopHeader } from './desktop-header.tsx';
import { MobileBottomNav } from './mobile-bottom-nav.tsx';
import { MobileHeader } from './mobile-header.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * Frame of every page. Desktop and mobile differ in structure, not just in CSS: the desktop
 * header carries the menu, the mobile one is compact with a bottom bar (SPEC §2: 768 px).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const isDesktop = useIsDesktop();
  return (
    <div className={clsx('flex min-h-dvh flex-col', !isDesktop && 'pb-[calc(4rem+env(safe-area-inset-bottom))]')}>
      <SkipLink />
      {isDesktop ? <DesktopHeader /> : <MobileHeader />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <AfterFirstPaint>
        <SiteFooter />
      </AfterFirstPaint>
      {isDesktop ? null : <MobileBottomNav />}
    </div>
  );
}
