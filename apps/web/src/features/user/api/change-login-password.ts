import { calls, type RequestOf, type ResponseOf } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/**
 * POST /v2/app/auth/password/update: every session of the member ends and this one gets a new
 * token, which the caller stores at once.
 */
export function changeLoginPassword(
  payload: RequestOf<typeof calls.authPasswordUpdate>,
): Promise<ResponseOf<typeof calls.authPasswordUpdate>> {
  return callApi(calls.authPasswordUpdate, payload, { silent: true });
}
