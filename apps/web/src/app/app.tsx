import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { usePlatformConfig } from '../features/platform/api/get-platform-config.ts';
import { useAuthDialog } from '../lib/auth-dialog/auth-dialog-store.ts';
import { queryClient } from '../lib/query-client.ts';
import type { AppRouter } from './router/router.tsx';

/** SPEC §9: toasts stay 2000 ms. */
export const TOAST_DURATION_MS = 2000;

function Toasts() {
  const { t } = useTranslation();
  return (
    <Toaster
      theme="dark"
      position="top-center"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      containerAriaLabel={t('app.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('actions.close') }}
    />
  );
}

/** The dialog and its forms are a chunk of their own: most visits never open it. */
const AuthDialog = lazy(() => import('../features/auth/components/auth-dialog.tsx').then((m) => ({ default: m.AuthDialog })));

/**
 * The auth dialog, with the social sign-in buttons the server has configured (SPEC §7). It is
 * mounted from the first time it opens (then stays, so closing animates and state is kept).
 */
function AuthDialogHost() {
  const config = usePlatformConfig();
  const { open } = useAuthDialog();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog social={config.data?.socialLogin} />
    </Suspense>
  );
}

/**
 * The auth dialog sits beside the router, not inside a page: the route guard opens it while
 * the router is still waiting (even on the very first page, before anything has rendered).
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AuthDialogHost />
        <Toasts />
      </QueryClientProvider>
    </StrictMode>
  );
}
