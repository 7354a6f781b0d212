import { PERMISSIONS, type Permission, type TStaffMe } from '@amigo/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ME_KEY } from '../lib/session.ts';
import ja from '../locales/ja-JP/console.json';

/** The ja-JP catalogue, the source every test reads its expected strings from. */
export { ja };

/** The console's i18n with the ja-JP catalogue only (every other language falls back to it). */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'ja-JP',
    ns: ['console'],
    defaultNS: 'console',
    resources: { 'ja-JP': { console: ja } },
    interpolation: { escapeValue: false },
  });
}

/** A fully signed-in staff member holding the given permissions (all of them by default). */
export function staffMe(permissions: readonly Permission[] = PERMISSIONS, username = 'alice'): TStaffMe {
  return {
    id: '1',
    username,
    displayName: 'Alice',
    roles: ['owner'],
    permissions: [...permissions],
    totpEnrolled: true,
    verified: true,
  };
}

/**
 * Renders a console screen the way the app does: a fresh query cache (no retries), a memory router
 * at `path` (other paths render a marker; `route` is the screen's pattern when it has parameters,
 * e.g. `/members/:userId`), and `me` as the signed-in staff member.
 */
export function renderConsole(
  ui: ReactElement,
  { path = '/', me = staffMe(), route }: { path?: string; me?: TStaffMe | null; route?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (me) queryClient.setQueryData(ME_KEY, me);
  const pathname = route ?? path.split('?')[0] ?? '/';
  const router = createMemoryRouter(
    [
      { path: pathname, element: ui },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}
