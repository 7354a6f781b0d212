import { isApiError } from '../../lib/http/api-error.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { finishSocialSignIn } from './api/finish-social-sign-in.ts';
import { startSession } from './session.ts';

export type SocialCallbackResult = { ok: true; redirect: string | null } | { ok: false; message: string };

/**
 * The provider sent the browser back to /auth/callback/<provider>?code=…&state=…: trade the
 * code for our session (auth/login3), store the token and load the profile.
 */
export async function completeSocialSignIn(
  provider: string | undefined,
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<SocialCallbackResult> {
  if (provider !== 'google' && provider !== 'line') return { ok: false, message: i18n.t('auth.callback.unknownProvider') };
  const code = query.get('code');
  const state = query.get('state');
  // The player cancelled on the provider's page, or the provider refused (…?error=access_denied).
  if (query.has('error') || !code || !state) return { ok: false, message: i18n.t('auth.callback.cancelled') };
  try {
    const { token, redirect } = await finishSocialSignIn({ provider, code, state }, { signal });
    await startSession(token);
    return { ok: true, redirect };
  } catch (error) {
    return { ok: false, message: isApiError(error) ? error.msg : i18n.t('http.error') };
  }
}
