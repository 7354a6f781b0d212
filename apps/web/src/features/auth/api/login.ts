import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf, ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/auth/login: account (username or e-mail), password and captcha → session token. */
export function login(payload: RequestOf<typeof calls.authLogin>): Promise<ResponseOf<typeof calls.authLogin>> {
  return callApi(calls.authLogin, payload, { silent: true });
}
