import { isAuthDialogOpen, subscribeAuthDialog } from '../../lib/auth-dialog/auth-dialog-store.ts';
import type { AppRouter } from '../router/router.tsx';

/**
 * Resolves once the router has run the first page's loaders, so the app's first render is that
 * page (the boot screen stays meanwhile), or once the route guard has opened the sign-in dialog
 * and waits for it: the app has to be on screen to show the dialog.
 */
export function firstPageReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!router.state.initialized && !isAuthDialogOpen()) return;
      stopRouter();
      stopDialog();
      resolve();
    };
    const stopRouter = router.subscribe(check);
    const stopDialog = subscribeAuthDialog(check);
    check();
  });
}
