import { calls, type ResponseOf } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/register/send/email/code: mails a 6-digit code; the answer says when a resend is allowed. */
export function sendRegisterCode(email: string): Promise<ResponseOf<typeof calls.registerSendEmailCode>> {
  return callApi(calls.registerSendEmailCode, { email }, { silent: true });
}
