import { callRef, type RequestOf, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const authPasswordUpdateCall = callRef('authPasswordUpdate', '/v2/app/auth/password/update');

/**
 * POST /v2/app/auth/password/update: every session of the member ends and this one gets a new
 * token, which the caller stores at once.
 */
export function changeLoginPassword(
  payload: RequestOf<typeof authPasswordUpdateCall>,
): Promise<ResponseOf<typeof authPasswordUpdateCall>> {
  return callApi(authPasswordUpdateCall, payload, { silent: true });
}
