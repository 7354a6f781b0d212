import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { usePlatformConfig } from '../features/platform/api/get-platform-config.ts';
import { useAuthDialog } from '../lib/auth-dialog/auth-dialog-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { subscribeToasterWanted, toasterWanted } from '../lib/toast/toast.ts';
import type { AppRouter } from './router/router.tsx';

/** sonner and its Toaster load with the first toast (lib/toast/toast.ts): most first visits show none. */
const Toasts = lazy(() => import('../lib/toast/toaster.tsx').then((m) => ({ default: m.Toasts })));

function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
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
 * RouterProvider takes the router's state when it first renders and subscribes to changes only
 * when it commits: a change in between would be lost, and the page would stay on its old state.
 * The first render is a transition built in slices (main.tsx), which leaves room for one (the
 * back button pressed during start-up, say). Then RouterProvider is mounted again, on the
 * router's current state.
 */
function RouterHost({ router }: { router: AppRouter }) {
  const [mount, setMount] = useState(0);
  const stateAtRender = router.state;
  useLayoutEffect(() => {
    // Runs after RouterProvider's own layout effect has subscribed: from here on it sees every change.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- catching up with an outside store, once
    if (router.state !== stateAtRender) setMount((count) => count + 1);
  }, [router, stateAtRender, mount]);
  return <RouterProvider key={mount} router={router} />;
}

/**
 * The auth dialog sits beside the router, not inside a page: the route guard opens it while
 * the router is still waiting (even on the very first page, before anything has rendered).
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterHost router={router} />
        <AuthDialogHost />
        <ToastHost />
      </QueryClientProvider>
    </StrictMode>
  );
}
