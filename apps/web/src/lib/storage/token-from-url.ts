import { setToken } from './local-storage.ts';

const MAX_TOKEN_LENGTH = 1024;

/**
 * SPEC §2: a `token` query parameter on the page address is stored as the login token on
 * load (social sign-in and the account migration hand the player back this way). It is
 * removed from the address at once so it does not stay in history, bookmarks or referrers.
 * Runs before the router starts, so the route guard already sees the token.
 */
export function takeTokenFromUrl(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  const trimmed = token.trim();
  // A real session token is short; anything huge is junk and is not stored.
  if (trimmed && trimmed.length <= MAX_TOKEN_LENGTH) setToken(trimmed);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
