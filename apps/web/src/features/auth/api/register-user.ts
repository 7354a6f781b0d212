import { callRef, type RequestOf, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const registerUserCall = callRef('registerUser', '/v2/app/register/user');

/**
 * POST /v2/app/register/user: register step 2. Carries the verified e-mail code again, which
 * the server consumes while creating the member (docs/decisions/0004).
 */
export function registerUser(payload: RequestOf<typeof registerUserCall>): Promise<ResponseOf<typeof registerUserCall>> {
  return callApi(registerUserCall, payload, { silent: true });
}
