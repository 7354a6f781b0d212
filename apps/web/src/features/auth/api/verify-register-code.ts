import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf, ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/register/valid: register step 1, the e-mail code and the accepted terms. */
export function verifyRegisterCode(
  payload: RequestOf<typeof calls.registerValid>,
): Promise<ResponseOf<typeof calls.registerValid>> {
  return callApi(calls.registerValid, payload, { silent: true });
}
