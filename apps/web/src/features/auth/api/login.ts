import { callRef, type RequestOf, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const authLoginCall = callRef('authLogin', '/v2/app/auth/login');

/** POST /v2/app/auth/login: account (username or e-mail), password and captcha → session token. */
export function login(payload: RequestOf<typeof authLoginCall>): Promise<ResponseOf<typeof authLoginCall>> {
  return callApi(authLoginCall, payload, { silent: true });
}
