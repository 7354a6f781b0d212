import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { MobileHeader } from './mobile-header.tsx';
import { Sidebar } from './sidebar.tsx';

/** Every console page except sign-in: sidebar on desktop, top bar with a menu on mobile. */
export function ConsoleLayout() {
  return (
    <div className="min-h-dvh bg-slate-50 md:flex">
      <SkipLink />
      <Sidebar />
      <MobileHeader />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 outline-none md:px-8 md:py-8">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
