import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { getUserInfo } from '../../features/user/api/get-user-info.ts';
import { closeAuthDialog, openAuthDialog } from '../../lib/auth-dialog/auth-dialog-store.ts';
import { isApiError } from '../../lib/http/api-error.ts';
import { isLeavingPage } from '../../lib/page-lifecycle.ts';
import { clearSession } from '../../lib/session/logout.ts';
import { refreshAgentFlag } from '../../lib/session/profile.ts';
import { applyUserInfoRead, beginUserInfoRead, hasUserInfo } from '../../lib/session/session-store.ts';
import { getToken } from '../../lib/storage/local-storage.ts';
import { loginHref } from './login-redirect.ts';
import { lastShownLocation } from './navigation-history.ts';
import type { RouteHandle } from './route-handle.ts';

/**
 * The route guard of SPEC §2, run as the loader of every page, so the router waits for it
 * before it changes the page:
 * 1. A member with a token but no loaded profile: fetch the profile. If that fails, log out
 *    (on this device) and go to login with ?redirect=<route name or path>&<original query>.
 * 2. A guest on a login-required route: open the auth dialog and wait. Confirmed: carry on.
 *    Dismissed: stay on the page shown before, or go home when there was none (first visit).
 * Returns the redirect to follow instead of the page, or null to show the page.
 */
export async function guardRoute({ request }: LoaderFunctionArgs, handle: RouteHandle): Promise<Response | null> {
  const target = new URL(request.url);

  if (getToken() && !hasUserInfo()) {
    try {
      const read = beginUserInfoRead();
      const userInfo = await getUserInfo({ logoutOnAuthError: false, signal: request.signal });
      applyUserInfoRead(read, userInfo);
      void refreshAgentFlag({ signal: request.signal });
    } catch (error) {
      // A newer navigation, or the page being unloaded (reload, typed address), cut the call
      // short: that says nothing about the session, so the member stays signed in.
      if (request.signal.aborted || isLeavingPage() || (isApiError(error) && error.reason === 'CANCELED')) return null;
      clearSession();
      return redirect(loginHref(target, handle.name));
    }
  }

  if (handle.auth && !hasUserInfo()) {
    // A newer navigation (back button, another link) replaces this one: close the dialog with it.
    const onAbort = () => closeAuthDialog('dismiss');
    request.signal.addEventListener('abort', onAbort, { once: true });
    const here = target.pathname + target.search + target.hash;
    const confirmed = await openAuthDialog('login', { returnTo: here });
    request.signal.removeEventListener('abort', onAbort);
    if (request.signal.aborted) return null;
    // "Confirm" means signed in; anything else (e.g. a password reset, which closes the dialog
    // without a session) is a dismissal.
    if (confirmed && hasUserInfo()) return null;
    const previous = lastShownLocation();
    return replace(previous && previous !== here ? previous : '/');
  }
  return null;
}
