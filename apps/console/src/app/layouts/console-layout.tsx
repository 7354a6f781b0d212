import { Navigate, Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { Loading } from '../../components/ui.tsx';
import { isSignedOut } from '../../lib/api.ts';
import { useMe } from '../../lib/session.ts';
import { MobileHeader } from './mobile-header.tsx';
import { Sidebar } from './sidebar.tsx';

/**
 * Every console page except sign-in: sidebar on desktop, top bar with a menu on mobile. Staff
 * who are not fully signed in (no session, or TOTP not done) go to the sign-in page.
 */
export function ConsoleLayout() {
  const me = useMe();
  if (isSignedOut(me.error) || (me.data && !me.data.verified)) return <Navigate to="/login" replace />;
  return (
    <div className="min-h-dvh bg-slate-50 md:flex">
      <SkipLink />
      <Sidebar />
      <MobileHeader />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 outline-none md:px-8 md:py-8">
        {me.data ? <Outlet /> : <Loading />}
      </main>
      <ScrollRestoration />
    </div>
  );
}
