import { callRef, type RequestOf, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const authSocialAuthorizeCall = callRef('authSocialAuthorize', '/v2/app/auth/social/authorize');

export type SocialProvider = RequestOf<typeof authSocialAuthorizeCall>['event'];

/**
 * POST /v2/app/auth/social/authorize: the provider's sign-in address. State, nonce and the PKCE
 * verifier stay on the server; no client secret exists in this app (docs/decisions/0004).
 */
export function authorizeSocial(
  payload: RequestOf<typeof authSocialAuthorizeCall>,
): Promise<ResponseOf<typeof authSocialAuthorizeCall>> {
  return callApi(authSocialAuthorizeCall, payload);
}
