import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf, ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

export type SocialProvider = RequestOf<typeof calls.authSocialAuthorize>['event'];

/**
 * POST /v2/app/auth/social/authorize: the provider's sign-in address. State, nonce and the PKCE
 * verifier stay on the server; no client secret exists in this app (docs/decisions/0004).
 */
export function authorizeSocial(
  payload: RequestOf<typeof calls.authSocialAuthorize>,
): Promise<ResponseOf<typeof calls.authSocialAuthorize>> {
  return callApi(calls.authSocialAuthorize, payload);
}
