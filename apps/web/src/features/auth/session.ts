import { clearToken, setToken } from '../../lib/storage/local-storage.ts';
import { loadProfile } from '../../lib/session/profile.ts';

/**
 * SPEC §4: a successful login or registration stores the token (local storage key `token`)
 * and fetches the profile into the session. If the profile cannot be loaded the token is
 * dropped again, so a half-signed-in state never survives.
 */
export async function startSession(token: string): Promise<void> {
  setToken(token);
  try {
    await loadProfile({ silent: true, logoutOnAuthError: false });
  } catch (error) {
    clearToken();
    throw error;
  }
}
