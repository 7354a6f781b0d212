import { callRef, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';
import type { SocialProvider } from './authorize-social.ts';

const authLogin3Call = callRef('authLogin3', '/v2/app/auth/login3');

/**
 * POST /v2/app/auth/login3: the provider sent the browser back with an authorization code and
 * our state; the server exchanges the code (with its secret and the PKCE verifier), verifies
 * the id_token and answers our session token and the page the sign-in started from.
 */
export function finishSocialSignIn(
  input: { provider: SocialProvider; code: string; state: string },
  options: RequestOptions = {},
): Promise<ResponseOf<typeof authLogin3Call>> {
  return callApi(authLogin3Call, { event: input.provider, token: input.code, state: input.state }, { ...options, silent: true });
}
