import { callRef, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const registerSendEmailCodeCall = callRef('registerSendEmailCode', '/v2/app/register/send/email/code');

/** POST /v2/app/register/send/email/code: mails a 6-digit code; the answer says when a resend is allowed. */
export function sendRegisterCode(email: string): Promise<ResponseOf<typeof registerSendEmailCodeCall>> {
  return callApi(registerSendEmailCodeCall, { email }, { silent: true });
}
