import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf, ResponseOf } from '../../../lib/http/call-ref.ts';
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
