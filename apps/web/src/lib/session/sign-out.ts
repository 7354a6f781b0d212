import { callApi } from '../http/client.ts';
import { callRef } from '../http/call-ref.ts';
import { getToken } from '../storage/local-storage.ts';
import { logout } from './logout.ts';

const authLogoutCall = callRef('authLogout', '/v2/app/auth/logout');

/**
 * The member's "log out": the server ends the session first (its token stops working at once),
 * then this device forgets it and reloads to the site root (SPEC §4). A failed call (offline,
 * session already ended) must not keep the member signed in here, so it only delays a little.
 */
export async function signOut(): Promise<void> {
  if (getToken()) {
    try {
      await callApi(authLogoutCall, {}, { silent: true, logoutOnAuthError: false, timeoutMs: 10_000 });
    } catch {
      // Logged out on this device anyway; the session expires on its own.
    }
  }
  logout();
}
