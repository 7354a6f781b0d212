import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { MAIN_CONTENT_ID } from '../../components/skip-link.tsx';

/** Pages that stand alone, without header, menus or footer (the social sign-in callback). */
export function BareLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <Link to="/" className="rounded-lg" aria-label="Amigo Hall">
        <Logo />
      </Link>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mt-8 w-full max-w-md focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
