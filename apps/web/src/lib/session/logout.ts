import { clearToken } from '../storage/local-storage.ts';
import { resetSession } from './session-store.ts';

/** Forgets the member on this device without leaving the page (the route guard then redirects). */
export function clearSession(): void {
  clearToken();
  resetSession();
}

/**
 * SPEC §4: logout resets user info, clears the token and reloads to the site root.
 * A full reload drops every cached query of the member along with the in-memory state.
 */
export function logout(): void {
  clearSession();
  window.location.assign('/');
}
