import { Outlet } from 'react-router';
import { AppShell } from './app-shell.tsx';

/** The home page and the not-found page: full-width content, the page draws its own bands. */
export function HomeLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
