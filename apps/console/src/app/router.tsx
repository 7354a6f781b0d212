import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { ConsoleLayout } from './layouts/console-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { SectionPage } from './pages/section-page.tsx';
import { SECTIONS } from './sections.ts';

const sectionRoutes: RouteObject[] = SECTIONS.map(({ key, path }) =>
  path === '' ? { index: true, element: <SectionPage section={key} /> } : { path, element: <SectionPage section={key} /> },
);

/** Paths are relative to /console, where the server serves the built console. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteErrorPage /> },
  {
    path: '/',
    element: <ConsoleLayout />,
    errorElement: <RouteErrorPage />,
    children: [...sectionRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export function createConsoleRouter() {
  return createBrowserRouter(routes, { basename: '/console' });
}
