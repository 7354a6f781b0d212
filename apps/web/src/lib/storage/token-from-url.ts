import { isApiError } from '../http/api-error.ts';
import { callRef } from '../http/call-ref.ts';
import { callApi } from '../http/client.ts';
import { i18n } from '../i18n/i18n.ts';
import { toast } from '../toast/toast.ts';
import { setToken } from './local-storage.ts';

const authExchangeCall = callRef('authExchange', '/v2/app/auth/exchange');

/** The shape of a sign-in code (32 random bytes, base64url); anything else is never sent. */
const SIGN_IN_CODE = /^[A-Za-z0-9_-]{43}$/;

/**
 * SPEC §2's `token` query parameter, made safe (docs/decisions/0016): it carries a one-time
 * sign-in code, never a session token. It is removed from the address at once, so history,
 * bookmarks, referrers and screenshots never keep it, and its value is answered (null when the
 * address has none). Nothing is stored here: signInWithCode decides.
 */
export function takeSignInCodeFromUrl(): string | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return null;
  const code = url.searchParams.get('token') ?? '';
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return code.trim();
}

/**
 * Trades the code for a new session (auth/exchange) and stores its token, so the route guard
 * starts signed in. A code that is malformed, used, expired or unknown shows one clear
 * message (other failures, such as no network, their own) and changes nothing: a session
 * already stored stays, and a visitor without one stays signed out.
 */
export async function signInWithCode(code: string): Promise<boolean> {
  if (!SIGN_IN_CODE.test(code)) {
    toast.error(i18n.t('auth.callback.linkInvalid'));
    return false;
  }
  try {
    const { token } = await callApi(authExchangeCall, { code }, { silent: true, logoutOnAuthError: false });
    setToken(token);
    return true;
  } catch (error) {
    const refused = !isApiError(error) || error.reason === 'SIGN_IN_CODE_INVALID' || error.reason === 'INVALID_INPUT';
    toast.error(refused ? i18n.t('auth.callback.linkInvalid') : error.msg);
    return false;
  }
}
