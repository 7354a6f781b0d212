import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthDialog } from '../features/auth/components/auth-dialog.tsx';
import { usePlatformConfig } from '../features/platform/api/get-platform-config.ts';
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

/** The auth dialog, with the social sign-in buttons the server has configured (SPEC §7). */
function AuthDialogHost() {
  const config = usePlatformConfig();
  return <AuthDialog social={config.data?.socialLogin} />;
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
