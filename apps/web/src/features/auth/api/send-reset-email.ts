import { callRef, type RequestOf, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const authSendEmailCall = callRef('authSendEmail', '/v2/app/auth/send/email');

/** POST /v2/app/auth/send/email: find password step 1 (account and captcha); the same answer whether the account exists. */
export function sendResetEmail(payload: RequestOf<typeof authSendEmailCall>): Promise<ResponseOf<typeof authSendEmailCall>> {
  return callApi(authSendEmailCall, payload, { silent: true });
}
