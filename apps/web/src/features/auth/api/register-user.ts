import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf, ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

/**
 * POST /v2/app/register/user: register step 2. Carries the verified e-mail code again, which
 * the server consumes while creating the member (docs/decisions/0004).
 */
export function registerUser(payload: RequestOf<typeof calls.registerUser>): Promise<ResponseOf<typeof calls.registerUser>> {
  return callApi(calls.registerUser, payload, { silent: true });
}
