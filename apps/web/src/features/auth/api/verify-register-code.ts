import { callRef, type RequestOf, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const registerValidCall = callRef('registerValid', '/v2/app/register/valid');

/** POST /v2/app/register/valid: register step 1, the e-mail code and the accepted terms. */
export function verifyRegisterCode(payload: RequestOf<typeof registerValidCall>): Promise<ResponseOf<typeof registerValidCall>> {
  return callApi(registerValidCall, payload, { silent: true });
}
