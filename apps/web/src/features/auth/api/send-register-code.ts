import * as calls from '../../../lib/http/calls.generated.ts';
import type { ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/register/send/email/code: mails a 6-digit code; the answer says when a resend is allowed. */
export function sendRegisterCode(email: string): Promise<ResponseOf<typeof calls.registerSendEmailCode>> {
  return callApi(calls.registerSendEmailCode, { email }, { silent: true });
}
